import { isStoredContentType, type StoredContentType } from './content/stored-content-types.js';
import { OBJECT_KEY_PATTERN } from './upload-signature.js';

/** Path of every object's URL; the key follows. */
export const OBJECT_URL_PATH = '/api/objects/';

export const objectUrl = (key: string) => `${OBJECT_URL_PATH}${key}`;

/** Upload URLs one client address may ask for within the window (the upload route's @RateLimit). */
export const UPLOAD_URLS_PER_WINDOW = 60;
export const UPLOAD_URL_WINDOW_SECONDS = 10 * 60;

/** What the store knows about one stored object. `contentType` is sniffed from the bytes, never taken from the client. */
export interface StoredObjectInfo {
  key: string;
  /** The object's URL as clients hold it: `/api/objects/<key>`. */
  url: string;
  fileName: string;
  contentType: StoredContentType;
  size: number;
}

/** Runs SQL and answers the rows (a DataSource's or a client's `query`). */
export type QueryRunner = (sql: string, parameters?: unknown[]) => Promise<unknown>;

/**
 * The key of one of our object URLs, or null: `/api/objects/<key>`, or an absolute URL of one of `origins`.
 * Query strings and fragments are not part of an object URL.
 */
export function objectKeyOf(url: string, origins: readonly (string | null | undefined)[]): string | null {
  if (typeof url !== 'string' || url.length > 2048) return null;
  let path: string;
  if (url.startsWith('/') && !url.startsWith('//')) {
    path = url;
  } else {
    const parsed = parseUrl(url);
    if (!parsed || parsed.search || parsed.hash) return null;
    const ours = origins.flatMap((origin) => (origin ? [parseUrl(origin)?.origin] : []));
    if (!ours.includes(parsed.origin)) return null;
    path = parsed.pathname;
  }
  if (!path.startsWith(OBJECT_URL_PATH)) return null;
  const key = path.slice(OBJECT_URL_PATH.length);
  return OBJECT_KEY_PATTERN.test(key) ? key : null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

interface StoredObjectRow {
  key: string;
  file_name: string;
  content_type: string | null;
  size: number | null;
}

/** Metadata of a stored object (its bytes received, not released by its record), or null. */
export async function findStoredObject(query: QueryRunner, key: string): Promise<StoredObjectInfo | null> {
  if (!OBJECT_KEY_PATTERN.test(key)) return null;
  const [row] = (await query(
    `SELECT key, file_name, content_type, size FROM stored_objects
      WHERE key = $1 AND stored_at IS NOT NULL AND released_at IS NULL`,
    [key],
  )) as StoredObjectRow[];
  if (!row?.content_type || !isStoredContentType(row.content_type) || row.size === null) return null;
  return {
    key: row.key,
    url: objectUrl(row.key),
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
  };
}
