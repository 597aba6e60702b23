import {
  cityName,
  ESTATE_INPUT_LIMITS as LIMITS,
  type PropertyCategory,
  type PropertyType,
  unitCategory,
  type UnitType,
} from '@estate/contracts';

/** What a unit's listing says of it: the unit and its property, as the back office records them. */
export interface UnitFacts {
  unitNumber: string;
  unitType: UnitType;
  floor: number | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  rentPrice: number;
  features: string | null;
  description: string | null;
  descriptionEn: string | null;
  propertyTitle: string;
  propertyTitleEn: string | null;
  city: string;
  district: string;
  districtEn: string | null;
  address: string;
  yearBuilt: number | null;
}

const TYPE_WORDS: Record<UnitType, [string, string]> = {
  apartment: ['شقة', 'Apartment'],
  villa: ['فيلا', 'Villa'],
  office: ['مكتب', 'Office'],
  shop: ['محل', 'Shop'],
  warehouse: ['مستودع', 'Warehouse'],
};

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The listing's type and category: a unit's type is a listing type; its category follows it (VAT rule). */
export const listingKind = (unit: Pick<UnitFacts, 'unitType'>): { type: PropertyType; category: PropertyCategory } => ({
  type: unit.unitType,
  category: unitCategory(unit.unitType),
});

/** "شقة للإيجار في عمارة الياسمين، الياسمين - الرياض" and its English twin. */
export function listingTitles(unit: UnitFacts): { ar: string; en: string } {
  const [typeAr, typeEn] = TYPE_WORDS[unit.unitType];
  return {
    ar: clip(
      `${typeAr} للإيجار في ${unit.propertyTitle}، ${unit.district} - ${cityName(unit.city, 'ar')}`,
      LIMITS.title,
    ),
    en: clip(
      `${typeEn} for rent in ${unit.propertyTitleEn ?? unit.districtEn ?? unit.district}, ${cityName(unit.city, 'en')}`,
      LIMITS.title,
    ),
  };
}

/** The unit's own description, else its facts in a sentence, in each language. */
export function listingDescriptions(unit: UnitFacts): { ar: string; en: string } {
  const ar = [
    `وحدة رقم ${unit.unitNumber}`,
    unit.floor !== null ? `في الطابق ${unit.floor}` : null,
    unit.area !== null ? `مساحتها ${unit.area} م²` : null,
    unit.bedrooms !== null ? `${unit.bedrooms} غرف نوم` : null,
    unit.bathrooms !== null ? `${unit.bathrooms} دورات مياه` : null,
  ]
    .filter(Boolean)
    .join('، ');
  const en = [
    `Unit ${unit.unitNumber}`,
    unit.floor !== null ? `on floor ${unit.floor}` : null,
    unit.area !== null ? `${unit.area} m²` : null,
    unit.bedrooms !== null ? `${unit.bedrooms} bedroom(s)` : null,
    unit.bathrooms !== null ? `${unit.bathrooms} bathroom(s)` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const features = unit.features ? `\n${unit.features}` : '';
  return {
    ar: clip(unit.description ?? `${ar}. الإيجار شهري.${features}`, LIMITS.description),
    en: clip(unit.descriptionEn ?? `${en}. Rent is monthly.${features}`, LIMITS.description),
  };
}
