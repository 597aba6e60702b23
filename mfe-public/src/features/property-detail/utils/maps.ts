import type { Property } from '@estate/contracts';

type Place = Pick<Property, 'address' | 'district' | 'city'>;

/** What the maps service searches for: address, district and city, as stored (Arabic reads best there). */
export function mapsQuery(property: Place): string {
  return [property.address, property.district, property.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
