import { type ListingAdLicence, type PropertyInput, todayInRiyadh } from '@estate/contracts';

/** A day `days` from today (Riyadh), YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.parse(`${todayInRiyadh()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A complete ad licence block valid for a year: what publishing a listing needs (AD_LICENCE_RULE). */
export const validAdLicence = (overrides: Partial<ListingAdLicence> = {}): ListingAdLicence => ({
  advertiserName: 'مكتب الاختبار العقاري',
  advertiserCapacity: 'broker',
  falLicenseNumber: '1100012345',
  adLicenseNumber: '7100055555',
  adLicenseExpiresOn: dayFromToday(365),
  plotNumber: '1234',
  ...overrides,
});

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
  ...validAdLicence(),
  ...overrides,
});
