/** Every back-office section, in the order of the side navigation. */
export const estateSections = [
  'properties',
  'owners',
  'tenants',
  'contracts',
  'payments',
  'maintenance',
  'reports',
  'notifications',
] as const;

export type EstateSection = (typeof estateSections)[number];
