import { linksFor } from './dashboard-links';

describe('dashboard links', () => {
  it('shows user administration and every estate screen to an admin only', () => {
    const admin = linksFor('admin').map((link) => link.to);
    expect(admin).toContain('/admin/users');
    expect(admin.filter((to) => to.startsWith('/estate/'))).toHaveLength(8);
    expect(linksFor('property_manager').map((link) => link.to)).not.toContain('/admin/users');
  });

  it('gives a plain user, an owner or a tenant no estate screen', () => {
    for (const role of ['user', 'owner', 'tenant', 'agent']) {
      expect(linksFor(role).some((link) => link.to.startsWith('/estate/') || link.to === '/admin/users')).toBe(false);
    }
  });

  it('offers the customer requests to the staff who work them: admins, managers and agents', () => {
    for (const role of ['admin', 'manager', 'agent']) {
      expect(linksFor(role).map((link) => link.to)).toContain('/admin/requests');
    }
    for (const role of ['user', 'owner', 'tenant', 'accountant', 'maintenance', 'property_manager']) {
      expect(linksFor(role).map((link) => link.to)).not.toContain('/admin/requests');
    }
  });

  it('offers listing management to admins, managers and agents, and adding a property to everyone', () => {
    for (const role of ['admin', 'manager', 'agent']) {
      expect(linksFor(role).map((link) => link.to)).toContain('/admin/properties');
    }
    for (const role of ['user', 'owner', 'tenant', 'accountant', 'maintenance', 'property_manager']) {
      const links = linksFor(role).map((link) => link.to);
      expect(links).not.toContain('/admin/properties');
      expect(links).toContain('/add-property');
    }
  });

  it('follows the role table: maintenance staff get estate maintenance, accountants get payments and reports', () => {
    expect(
      linksFor('maintenance')
        .filter((l) => l.group === 'estate')
        .map((l) => l.to),
    ).toEqual(['/estate/maintenance']);
    expect(linksFor('accountant').map((l) => l.to)).toEqual(
      expect.arrayContaining(['/estate/payments', '/estate/reports']),
    );
  });
});

describe('dashboard links to the auctions', () => {
  it('offers auction management to admins and managers only, and adding an auction to everyone', () => {
    for (const role of ['admin', 'manager']) expect(linksFor(role).map((link) => link.to)).toContain('/admin/auctions');
    for (const role of ['agent', 'user', 'owner', 'tenant', 'accountant']) {
      const links = linksFor(role).map((link) => link.to);
      expect(links).not.toContain('/admin/auctions');
      expect(links).toContain('/add-auction');
    }
  });
});
