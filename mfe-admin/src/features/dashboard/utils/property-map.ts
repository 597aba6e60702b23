import { cityName, districtName, localizedText, type DashboardMapProperty, type Language } from '@estate/contracts';

export interface MapDistrict {
  /** The district's stored (Arabic) name, null for the properties that have none. */
  district: string | null;
  /** The district's name in the language shown (English falls back to the Arabic name), null without a district. */
  name: string | null;
  properties: DashboardMapProperty[];
}

export interface MapCity {
  city: string;
  /** The city's name in the language shown. */
  name: string;
  districts: MapDistrict[];
  units: number;
  occupiedUnits: number;
}

const collator = (lang: Language) => new Intl.Collator(lang === 'ar' ? 'ar' : 'en');

/**
 * The schematic map's blocks: the properties grouped by city, then by district, each sorted by name in the language
 * shown (cities by name, the properties without a district last in their city).
 */
export function groupMapProperties(properties: readonly DashboardMapProperty[], lang: Language): MapCity[] {
  const compare = collator(lang).compare;
  const cities = new Map<string, Map<string | null, DashboardMapProperty[]>>();
  for (const property of properties) {
    const districts = cities.get(property.city) ?? new Map<string | null, DashboardMapProperty[]>();
    cities.set(property.city, districts);
    const district = property.district?.trim() || null;
    districts.set(district, [...(districts.get(district) ?? []), property]);
  }
  return [...cities]
    .map(([city, districts]) => {
      const all = [...districts.values()].flat();
      return {
        city,
        name: cityName(city, lang),
        units: all.reduce((sum, property) => sum + property.units, 0),
        occupiedUnits: all.reduce((sum, property) => sum + property.occupiedUnits, 0),
        districts: [...districts]
          .map(([district, list]) => ({
            district,
            name: district && districtName(list.find((property) => property.districtEn?.trim()) ?? list[0]!, lang),
            properties: [...list].sort((a, b) => compare(propertyName(a, lang), propertyName(b, lang))),
          }))
          .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : compare(a.name, b.name))),
      };
    })
    .sort((a, b) => compare(a.name, b.name));
}

/** A property's name in the language shown (English falls back to the Arabic name). */
export const propertyName = (property: DashboardMapProperty, lang: Language) =>
  localizedText(property.name, property.nameEn, lang).text;
