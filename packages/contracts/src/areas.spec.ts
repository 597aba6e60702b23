import { areaOf } from './areas';

describe('areaOf', () => {
  it.each([
    ['/', 'mfe_public'],
    ['/about', 'mfe_public'],
    ['/property/42', 'mfe_public'],
    ['/estate', 'mfe_estate'],
    ['/estate/contracts/7/edit', 'mfe_estate'],
    ['/admin/users', 'mfe_admin'],
    ['/dashboard', 'mfe_admin'],
    ['/tenant-portal/', 'mfe_portals'],
  ])('%s belongs to %s', (path, remote) => {
    expect(areaOf(path)).toBe(remote);
  });

  it.each(['/nowhere', '/estatex', '/properties-old', '/login'])('%s belongs to no remote', (path) => {
    expect(areaOf(path)).toBeUndefined();
  });
});
