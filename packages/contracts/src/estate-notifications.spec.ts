import { isSitePath, notificationGroupsOf } from './estate-notifications';

describe('notification recipient groups', () => {
  it.each([
    ['admin', ['all_users', 'all_managers']],
    ['manager', ['all_users', 'all_managers']],
    ['property_manager', ['all_users', 'all_managers']],
    ['maintenance', ['all_users', 'maintenance_staff']],
    ['owner', ['all_users', 'all_owners']],
    ['tenant', ['all_users', 'all_tenants']],
    ['accountant', ['all_users']],
    ['user', ['all_users']],
  ])('a %s reads %j', (role, groups) => {
    expect(notificationGroupsOf(role).sort()).toEqual([...groups].sort());
  });
});

describe('isSitePath', () => {
  it.each(['/estate/payments', '/estate/contracts/0d8e?tab=invoices', '/tenant-portal#invoices', '/'])(
    'takes %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );
  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'estate/payments',
    '/with space',
    '',
    `/${'a'.repeat(500)}`,
  ])('refuses %s', (path) => expect(isSitePath(path)).toBe(false));
});
