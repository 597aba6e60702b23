import type { SessionUser, UserDto } from '@estate/contracts';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { User } from './user.entity.js';

/** A user as the API answers it: never the password hash. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    department: user.department,
    employeeId: user.employeeId,
    isActive: user.isActive,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toSessionUser(
  user: Pick<AuthenticatedUser, 'id' | 'name' | 'email' | 'role' | 'permissions' | 'phone'>,
): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    permissions: user.permissions,
    phone: user.phone ?? null,
  };
}
