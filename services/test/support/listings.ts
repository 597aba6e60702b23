import type { PropertyInput } from '@estate/contracts';

/** A listing with only what the form requires, for tests about what happens around it (files, quotas). */
export const minimalListing = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  title: 'شقة للتجربة',
  description: 'شقة بثلاث غرف قريبة من الخدمات.',
  price: 900_000,
  purpose: 'sale',
  type: 'apartment',
  category: 'residential',
  city: 'riyadh',
  district: 'الملقا',
  address: 'شارع أنس بن مالك',
  area: 150,
  images: [],
  brochureUrl: null,
  adLicenseNumber: '7100055555',
  ...overrides,
});
