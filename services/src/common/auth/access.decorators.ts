import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'access:public';
export const REQUIRED_ROLES = 'access:roles';
export const REQUIRED_PERMISSIONS = 'access:permissions';

/** How a public route treats a session cookie: ignored, or resolved so the handler can see who is asking. */
export type PublicAccess = true | 'identify';

/**
 * Every route needs a signed-in user unless marked public (deny by default). On a controller it marks
 * all of its routes. With `{ identify: true }` a live session is still read (request.authUser), for routes
 * whose answer depends on who asks; a missing or ended session is no error there.
 */
export const Public = (options: { identify?: boolean } = {}) =>
  SetMetadata(IS_PUBLIC, (options.identify ? 'identify' : true) satisfies PublicAccess);

/** The signed-in user's role must be one of these. */
export const Roles = (...roles: readonly string[]) => SetMetadata(REQUIRED_ROLES, [...roles]);

/** The signed-in user's role must grant every one of these permissions. */
export const Permissions = (...permissions: readonly string[]) => SetMetadata(REQUIRED_PERMISSIONS, [...permissions]);
