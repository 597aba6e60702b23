import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'access:public';
export const REQUIRED_ROLES = 'access:roles';
export const REQUIRED_PERMISSIONS = 'access:permissions';

/**
 * Every route needs a signed-in user unless marked public (deny by default). On a controller it marks
 * all of its routes.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The signed-in user's role must be one of these. */
export const Roles = (...roles: readonly string[]) => SetMetadata(REQUIRED_ROLES, [...roles]);

/** The signed-in user's role must grant every one of these permissions. */
export const Permissions = (...permissions: readonly string[]) => SetMetadata(REQUIRED_PERMISSIONS, [...permissions]);
