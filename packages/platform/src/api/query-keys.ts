import type { AuctionStatus, PropertyListQuery } from '@estate/contracts';

/**
 * Query keys of the resources more than one area reads (listings, auctions, counts): the only place they are
 * written. The public site reads them; the back office marks them stale when it changes a listing. A remote keeps
 * the keys only it uses in its own `api` folder.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (query: PropertyListQuery) => [...propertyKeys.lists(), query] as const,
  featured: () => [...propertyKeys.all, 'featured'] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (id: string) => [...propertyKeys.details(), id] as const,
  similar: (id: string) => [...propertyKeys.detail(id), 'similar'] as const,
};

export const auctionKeys = {
  all: ['auctions'] as const,
  lists: () => [...auctionKeys.all, 'list'] as const,
  list: (status: AuctionStatus) => [...auctionKeys.lists(), { status }] as const,
  active: () => [...auctionKeys.all, 'active'] as const,
};

/** The home page's counts (listings, auctions...). */
export const statsKeys = {
  all: ['stats'] as const,
};
