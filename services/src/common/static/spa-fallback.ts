/** Path prefixes that never fall back to the shell's index.html. */
const SERVER_PREFIXES = ['/api/', '/mfe/', '/remotes/'];

/** True when a GET of this path should answer the shell's index.html and let client routing decide. */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === '/api/' || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
