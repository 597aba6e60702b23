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
 * The `next` target after sign-in: only a path of this site ("/x", never "//host" or "http://..."),
 * never an auth screen (which would loop); otherwise the dashboard.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const base = 'http://same.site';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    if (/^\/(login|register|forgot-password|reset-password)(\/|$)/.test(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
