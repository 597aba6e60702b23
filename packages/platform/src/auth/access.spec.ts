import { ESTATE_AREA_ROLES, hasRole, safeNextPath } from './access';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/admin/users?tab=roles')).toBe('/admin/users?tab=roles');
  });

  it('refuses other sites, protocol-relative and backslash tricks, and auth screens', () => {
    for (const next of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login?next=/x',
      '',
      null,
      // Dot segments and encodings that resolve to a protocol-relative path: "//evil.example".
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example/x?y',
      '/./\\evil.example',
    ]) {
      expect(safeNextPath(next, '/dashboard', 'https://dar.example')).toBe('/dashboard');
    }
  });

  it('resolves dot segments that stay on the site', () => {
    expect(safeNextPath('/a/../admin/users', '/dashboard', 'https://dar.example')).toBe('/admin/users');
  });
});

describe('roles', () => {
  it('lets staff of the role table into the estate area, never owners or tenants', () => {
    expect([...ESTATE_AREA_ROLES].sort()).toEqual(['accountant', 'admin', 'maintenance', 'property_manager']);
    expect(hasRole('tenant', ESTATE_AREA_ROLES)).toBe(false);
    expect(hasRole(undefined, ESTATE_AREA_ROLES)).toBe(false);
  });
});
