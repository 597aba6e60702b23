export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** For one user's eyes: kept by the browser only, and revalidated with the server on every use. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** A build file whose name carries a content hash, e.g. main.3fa9c1d2.js; its URL changes when it does. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;

/** The precompressed copies a build carries beside a file (main.3fa9c1d2.js.br) are cached like the file. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Hashed files are cached for a year; everything else (mf-manifest.json, remoteEntry.js, HTML) is revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1).replace(COMPRESSED_COPY, '');
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
