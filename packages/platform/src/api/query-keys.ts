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
  details: () => [...auctionKeys.all, 'detail'] as const,
  detail: (id: string) => [...auctionKeys.details(), id] as const,
};

/** The home page's counts (listings, auctions...). */
export const statsKeys = {
  all: ['stats'] as const,
};

/**
 * The records of the estate back office (its screens, and the portals for their own records), and the portal
 * accounts staff link owners and tenants to.
 */
export type EstateResource = 'properties' | 'units' | 'owners' | 'tenants' | 'contracts' | 'accounts';

/**
 * Query keys of the estate records, under one root: their figures are computed from each other (a contract makes
 * its unit occupied, its property's occupancy and income, its tenant's balance and its invoices), so a change to
 * one marks every estate read stale through `estateKeys.all`.
 */
export const estateKeys = {
  all: ['estate'] as const,
  resource: (resource: EstateResource) => [...estateKeys.all, resource] as const,
  lists: (resource: EstateResource) => [...estateKeys.resource(resource), 'list'] as const,
  list: (resource: EstateResource, query: object) => [...estateKeys.lists(resource), query] as const,
  summary: (resource: EstateResource, query: object = {}) =>
    [...estateKeys.resource(resource), 'summary', query] as const,
  options: (resource: EstateResource, query: object = {}) =>
    [...estateKeys.resource(resource), 'options', query] as const,
  details: (resource: EstateResource) => [...estateKeys.resource(resource), 'detail'] as const,
  detail: (resource: EstateResource, id: string) => [...estateKeys.details(resource), id] as const,
  invoices: (contractId: string, query: object = {}) =>
    [...estateKeys.detail('contracts', contractId), 'invoices', query] as const,
  importJob: (jobId: string) => [...estateKeys.all, 'import-job', jobId] as const,
  /** The unit a public listing was published from. */
  listingUnit: (listingId: string) => [...estateKeys.resource('units'), 'by-listing', listingId] as const,
};

/**
 * Notifications: the signed-in user's own (the header bell: unread count and latest) and the estate notifications
 * centre (every notification, for staff), under one root. The centre marks `notificationKeys.all` stale after each
 * change, so the bell follows what staff read, write and delete.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  mine: () => [...notificationKeys.all, 'mine'] as const,
  unreadCount: () => [...notificationKeys.mine(), 'unread-count'] as const,
  myList: (query: object = {}) => [...notificationKeys.mine(), 'list', query] as const,
  staff: () => [...notificationKeys.all, 'staff'] as const,
  staffList: (query: object) => [...notificationKeys.staff(), 'list', query] as const,
  staffSummary: (query: object) => [...notificationKeys.staff(), 'summary', query] as const,
  recipients: (query: object = {}) => [...notificationKeys.staff(), 'recipients', query] as const,
  /** The signed-in account's choice of kinds in the centre and by mail. */
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/**
 * The audit log (admins): the administration screen's filtered pages and a record's own history, under one root so
 * marking it stale after an audited change reaches both.
 */
export const auditLogKeys = {
  all: ['audit-logs'] as const,
  list: (query: object) => [...auditLogKeys.all, 'list', query] as const,
  record: (targetType: string, targetId: string, page: number) =>
    [...auditLogKeys.all, 'record', targetType, targetId, page] as const,
};
