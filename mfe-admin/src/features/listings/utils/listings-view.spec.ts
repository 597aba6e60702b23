import { PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { canDeleteListings, isPropertyStaff } from './listing-access';
import { isFiltered, listingsViewParams, readListingsView } from './listings-view';

describe('the staff listings view in the address', () => {
  it('reads the search, status and page, falling back on anything unknown', () => {
    expect(readListingsView(new URLSearchParams('q=  فيلا   الملقا &status=pending&page=3'))).toEqual({
      q: 'فيلا الملقا',
      status: 'pending',
      page: 3,
    });
    expect(readListingsView(new URLSearchParams('status=sold&page=-2'))).toEqual({ q: '', page: 1 });
    expect(readListingsView(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(PROPERTY_INPUT_LIMITS.search);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(listingsViewParams({ q: '', page: 1 })).toEqual({});
    const view = { q: '7200012345', status: 'inactive' as const, page: 2 };
    expect(listingsViewParams(view)).toEqual({ q: '7200012345', status: 'inactive', page: '2' });
    expect(readListingsView(new URLSearchParams(listingsViewParams(view)))).toEqual(view);
  });

  it('says when the list is narrowed (its empty state then says nothing matches)', () => {
    expect(isFiltered({ q: '', page: 2 })).toBe(false);
    expect(isFiltered({ q: 'x', page: 1 })).toBe(true);
    expect(isFiltered({ q: '', status: 'active', page: 1 })).toBe(true);
  });
});

describe('who manages listings', () => {
  it('lets admins, managers and agents manage listings, and no one else', () => {
    for (const role of ['admin', 'manager', 'agent'] as const) expect(isPropertyStaff({ role })).toBe(true);
    for (const role of ['user', 'owner', 'tenant', 'property_manager'] as const) {
      expect(isPropertyStaff({ role })).toBe(false);
    }
    expect(isPropertyStaff(null)).toBe(false);
  });

  it('offers delete to those holding properties_delete (admins and managers as seeded), not to agents', () => {
    expect(canDeleteListings({ role: 'admin', permissions: ['properties_write', 'properties_delete'] })).toBe(true);
    expect(canDeleteListings({ role: 'agent', permissions: ['properties_read', 'properties_write'] })).toBe(false);
    expect(canDeleteListings({ role: 'manager' })).toBe(true);
    expect(canDeleteListings({ role: 'agent' })).toBe(false);
    expect(canDeleteListings(null)).toBe(false);
  });
});
