import type { UserDto } from '@estate/contracts';

export interface UserFilters {
  search: string;
  role: string;
  status: 'all' | 'active' | 'inactive';
}

/** Text search over name, email and employee id; role and status filters ('all' keeps everyone). */
export function filterUsers(users: readonly UserDto[], { search, role, status }: UserFilters): UserDto[] {
  const needle = search.trim().toLocaleLowerCase();
  return users.filter((user) => {
    if (role !== 'all' && user.role !== role) return false;
    if (status !== 'all' && user.isActive !== (status === 'active')) return false;
    if (!needle) return true;
    return [user.name, user.email, user.employeeId ?? ''].some((text) => text.toLocaleLowerCase().includes(needle));
  });
}
