export const adminSections = [
  { key: 'dashboard', to: '/dashboard' },
  { key: 'users', to: '/admin/users' },
  { key: 'properties', to: '/admin/properties' },
  { key: 'auctions', to: '/admin/auctions' },
  { key: 'addProperty', to: '/add-property' },
  { key: 'addAuction', to: '/add-auction' },
] as const;
