import { ESTATE_SCREEN_ROLES, USER_ADMIN_ROLES, type Role } from '@estate/contracts';

/** Every role that may open at least one /estate/* screen (union of the spec's role table). */
export const ESTATE_AREA_ROLES: readonly Role[] = [...new Set(Object.values(ESTATE_SCREEN_ROLES).flat())];

/** Roles that administer users, roles, permissions and the audit log. */
export const USER_ADMIN_AREA_ROLES: readonly Role[] = USER_ADMIN_ROLES;

/** True when the role is one of the allowed ones. */
export function hasRole(role: string | null | undefined, allowed: readonly string[]): boolean {
  return !!role && allowed.includes(role);
}

/**
 * The `next` target after sign-in: resolved against the site's origin and kept only when it stays on it, as
 * a path the router can take ("/x": never "//host", which a browser reads as another site, however the input
 * spells it: "/..//host", "/%2e%2e//host", "/\\host"), and never an auth screen (which would loop); otherwise
 * the fallback.
 */
export function safeNextPath(
  next: string | null | undefined,
  fallback = '/dashboard',
  origin: string = typeof window === 'undefined' ? 'http://same.site' : window.location.origin,
): string {
  if (!next || !next.startsWith('/')) return fallback;
  try {
    const url = new URL(next, origin);
    if (url.origin !== new URL(origin).origin) return fallback;
    if (!url.pathname.startsWith('/') || /^\/[/\\]/.test(url.pathname)) return fallback;
    if (/^\/(login|register|forgot-password|reset-password)(\/|$)/.test(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
