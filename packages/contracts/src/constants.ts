export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
/** Local-storage key that keeps the visitor's language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const FEATURED_MAX = 6;
export const HOME_AUCTIONS_MAX = 3;
export const SIMILAR_MAX = 3;

export const CURRENCY = 'SAR';

export const CITIES = ['riyadh', 'jeddah', 'dammam', 'mecca', 'medina'] as const;
export type City = (typeof CITIES)[number];

/** Remote names as registered with the federation runtime; keys of /mfe-config.json. */
export const REMOTES = ['mfe_public', 'mfe_admin', 'mfe_estate', 'mfe_portals'] as const;
export type RemoteName = (typeof REMOTES)[number];
