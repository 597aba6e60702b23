import { PROPERTY_PUBLISH_PERMISSION, PROPERTY_STAFF_ROLES, type Role, type SessionUser } from '@estate/contracts';

/** Roles that may delete a listing (they hold `properties_delete`); agents edit but do not delete. */
export const PROPERTY_DELETE_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

/** True for staff who manage listings (the staff-only parts of the form are theirs). */
export const isPropertyStaff = (user: Pick<SessionUser, 'role'> | null | undefined) =>
  !!user && (PROPERTY_STAFF_ROLES as readonly string[]).includes(user.role);

/**
 * True when the server would let this user delete a listing: it checks the `properties_delete` permission (held by
 * admins and managers as seeded); the role decides when the session does not list permissions.
 */
export const canDeleteListings = (user: Pick<SessionUser, 'role' | 'permissions'> | null | undefined) =>
  !!user &&
  (user.permissions
    ? user.permissions.includes('properties_delete')
    : (PROPERTY_DELETE_ROLES as readonly string[]).includes(user.role));

/**
 * True when the server would let this user publish, feature and assign listings and change their contact
 * (`properties_publish`: admins and managers as seeded). Agents edit the listings assigned to them only.
 */
export const canPublishListings = (user: Pick<SessionUser, 'permissions'> | null | undefined) =>
  !!user?.permissions?.includes(PROPERTY_PUBLISH_PERMISSION);
