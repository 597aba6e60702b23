/** The six links of the main navigation; the compact strip on small screens shows the first four. */
export const navLinks = [
  { to: '/', key: 'home' },
  { to: '/properties', key: 'properties' },
  { to: '/auctions', key: 'auctions' },
  { to: '/services', key: 'services' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;
