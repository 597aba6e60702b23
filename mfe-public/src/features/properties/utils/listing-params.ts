import {
  cityKeyOf,
  DEFAULT_PROPERTY_SORT,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  PROPERTY_PURPOSES,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  type PropertyListQuery,
  type PropertySort,
} from '@estate/contracts';

/** Listing page size of the spec. */
export const PAGE_SIZE = 12;

/** The filters of /properties as they live in the URL: every value a string, '' when unset. */
export interface ListingFilters {
  q: string;
  city: string;
  category: string;
  type: string;
  purpose: string;
  bedrooms: string;
  bathrooms: string;
  minPrice: string;
  maxPrice: string;
  minArea: string;
  maxArea: string;
  features: string[];
}

export const emptyFilters: ListingFilters = {
  q: '',
  city: '',
  category: '',
  type: '',
  purpose: '',
  bedrooms: '',
  bathrooms: '',
  minPrice: '',
  maxPrice: '',
  minArea: '',
  maxArea: '',
  features: [],
};

const oneOf = (allowed: readonly string[], value: string | null) => (value && allowed.includes(value) ? value : '');
const count = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');

export function readFilters(params: URLSearchParams): ListingFilters {
  const features = (params.get('features') ?? '')
    .split(',')
    .filter((feature) => (PROPERTY_FEATURES as readonly string[]).includes(feature));
  return {
    q: (params.get('q') ?? '').trim(),
    // A key, or an Arabic or English name, becomes the key; any other city is dropped.
    city: cityKeyOf(params.get('city')) ?? '',
    category: oneOf(PROPERTY_CATEGORIES, params.get('category')),
    type: oneOf(PROPERTY_TYPES, params.get('type')),
    purpose: oneOf(PROPERTY_PURPOSES, params.get('purpose')),
    bedrooms: count(params.get('bedrooms')),
    bathrooms: count(params.get('bathrooms')),
    minPrice: count(params.get('minPrice')),
    maxPrice: count(params.get('maxPrice')),
    minArea: count(params.get('minArea')),
    maxArea: count(params.get('maxArea')),
    features,
  };
}

export const readSort = (params: URLSearchParams): PropertySort =>
  (oneOf(PROPERTY_SORTS, params.get('sort')) || DEFAULT_PROPERTY_SORT) as PropertySort;

export const readPage = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** URL entries of the filters, leaving out the unset ones. */
export function filterEntries(filters: ListingFilters): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(filters)) {
    const text = Array.isArray(value) ? value.join(',') : value.trim();
    if (text) entries.push([key, text]);
  }
  return entries;
}

export const hasFilters = (filters: ListingFilters) => filterEntries(filters).length > 0;

const toNumber = (value: string) => (value ? Number(value) : undefined);

/** The API query of a filter set, page and sort. */
export function toListQuery(filters: ListingFilters, page: number, sort?: PropertySort): PropertyListQuery {
  return {
    page,
    limit: PAGE_SIZE,
    q: filters.q || undefined,
    city: filters.city || undefined,
    category: (filters.category || undefined) as PropertyListQuery['category'],
    type: (filters.type || undefined) as PropertyListQuery['type'],
    purpose: (filters.purpose || undefined) as PropertyListQuery['purpose'],
    bedrooms: toNumber(filters.bedrooms),
    bathrooms: toNumber(filters.bathrooms),
    minPrice: toNumber(filters.minPrice),
    maxPrice: toNumber(filters.maxPrice),
    minArea: toNumber(filters.minArea),
    maxArea: toNumber(filters.maxArea),
    features: filters.features.length ? filters.features.join(',') : undefined,
    sort,
  };
}
