import type { UserDto } from '@estate/contracts';
import { filterUsers } from './filter-users';

const user = (over: Partial<UserDto>): UserDto => ({
  id: '1',
  name: 'Sara Ali',
  email: 'sara@dar-estate.sa',
  phone: null,
  role: 'agent',
  department: null,
  employeeId: 'EMP-7',
  isActive: true,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00Z',
  ...over,
});

const users = [
  user({}),
  user({ id: '2', name: 'عمر', email: 'omar@x.sa', role: 'admin', employeeId: null, isActive: false }),
];

it('searches name, email and employee id, case-insensitively', () => {
  expect(filterUsers(users, { search: 'emp-7', role: 'all', status: 'all' }).map((u) => u.id)).toEqual(['1']);
  expect(filterUsers(users, { search: 'عمر', role: 'all', status: 'all' }).map((u) => u.id)).toEqual(['2']);
  expect(filterUsers(users, { search: 'OMAR@', role: 'all', status: 'all' }).map((u) => u.id)).toEqual(['2']);
});

it('filters by role and status', () => {
  expect(filterUsers(users, { search: '', role: 'admin', status: 'all' }).map((u) => u.id)).toEqual(['2']);
  expect(filterUsers(users, { search: '', role: 'all', status: 'active' }).map((u) => u.id)).toEqual(['1']);
  expect(filterUsers(users, { search: '', role: 'agent', status: 'inactive' })).toEqual([]);
});
