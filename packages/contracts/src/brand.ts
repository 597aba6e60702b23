/** Brand name and contact details: the one place they are configured. */
export const brand = {
  name: { ar: 'دار العقارية', en: 'Dar Real Estate' },
  phone: '+966 11 234 5678',
  phoneHref: 'tel:+966112345678',
  email: 'info@dar-estate.sa',
  address: { ar: 'الرياض، حي الملقا، طريق الملك فهد', en: 'King Fahd Road, Al Malqa, Riyadh' },
  mapsQuery: 'Al Malqa, Riyadh, Saudi Arabia',
  founded: 2008,
  copyrightYear: 2025,
  social: [
    { key: 'x', href: '#' },
    { key: 'instagram', href: '#' },
    { key: 'linkedin', href: '#' },
    { key: 'youtube', href: '#' },
  ],
} as const;
