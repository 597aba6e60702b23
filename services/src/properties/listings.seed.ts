import {
  bilingualDistrict,
  type PropertyAgent,
  type PropertyCategory,
  type PropertyFeature,
  type PropertyPurpose,
  type PropertyType,
  SAUDI_CITIES,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../seed/seed-runner.js';

interface District {
  ar: string;
  en: string;
}

/** Real districts of each city, keyed like SAUDI_CITIES, by their Arabic name (in the order the seed spreads them). */
const DISTRICT_NAMES: Record<string, readonly string[]> = {
  riyadh: ['الملقا', 'حطين', 'الياسمين', 'النرجس', 'العليا', 'السليمانية'],
  jeddah: ['الشاطئ', 'الروضة', 'أبحر الشمالية', 'الحمراء', 'الزهراء'],
  dammam: ['الشاطئ الغربي', 'الفيصلية', 'الشعلة', 'النورس'],
  mecca: ['العزيزية', 'الشوقية', 'النسيم', 'العوالي'],
  medina: ['قباء', 'العزيزية', 'الخالدية', 'شوران'],
};

/** The districts of each city with their English names (from the shared dictionary). */
export const DISTRICTS: Record<string, readonly District[]> = Object.fromEntries(
  Object.entries(DISTRICT_NAMES).map(([city, names]) => [city, names.map(bilingualDistrict)]),
);

const PRICE_FACTOR: Record<string, number> = { riyadh: 1.1, jeddah: 1.05, dammam: 0.9, mecca: 1.15, medina: 0.95 };

interface TypeSpec {
  type: PropertyType;
  category: PropertyCategory;
  ar: string;
  en: string;
  feminine: boolean;
  sale: number;
  rent: number;
  area: [number, number];
  bedrooms: [number, number] | null;
  features: readonly PropertyFeature[];
}

export const TYPES: readonly TypeSpec[] = [
  {
    type: 'apartment',
    category: 'residential',
    ar: 'شقة',
    en: 'apartment',
    feminine: true,
    sale: 850_000,
    rent: 55_000,
    area: [110, 240],
    bedrooms: [2, 4],
    features: ['elevator', 'parking', 'balcony', 'centralAc', 'modernKitchen', 'security', 'gym'],
  },
  {
    type: 'villa',
    category: 'residential',
    ar: 'فيلا',
    en: 'villa',
    feminine: true,
    sale: 2_600_000,
    rent: 160_000,
    area: [350, 750],
    bedrooms: [4, 7],
    features: ['pool', 'garden', 'parking', 'security', 'modernKitchen', 'centralAc', 'gym', 'balcony'],
  },
  {
    type: 'office',
    category: 'commercial',
    ar: 'مكتب',
    en: 'office',
    feminine: false,
    sale: 1_400_000,
    rent: 90_000,
    area: [80, 400],
    bedrooms: null,
    features: ['elevator', 'parking', 'security', 'centralAc'],
  },
  {
    type: 'shop',
    category: 'commercial',
    ar: 'محل تجاري',
    en: 'retail shop',
    feminine: false,
    sale: 1_100_000,
    rent: 70_000,
    area: [45, 220],
    bedrooms: null,
    features: ['parking', 'security', 'centralAc'],
  },
  {
    type: 'warehouse',
    category: 'commercial',
    ar: 'مستودع',
    en: 'warehouse',
    feminine: false,
    sale: 3_200_000,
    rent: 180_000,
    area: [600, 3000],
    bedrooms: null,
    features: ['parking', 'security'],
  },
  {
    type: 'land',
    category: 'land',
    ar: 'أرض',
    en: 'land plot',
    feminine: true,
    sale: 2_400_000,
    rent: 120_000,
    area: [500, 2500],
    bedrooms: null,
    features: [],
  },
  {
    type: 'building',
    category: 'residential',
    ar: 'عمارة سكنية',
    en: 'residential building',
    feminine: true,
    sale: 9_500_000,
    rent: 600_000,
    area: [700, 1800],
    bedrooms: [12, 24],
    features: ['elevator', 'parking', 'security', 'centralAc'],
  },
];

const ADJECTIVES = [
  { f: 'فاخرة', m: 'فاخر', en: 'Luxury' },
  { f: 'حديثة', m: 'حديث', en: 'Modern' },
  { f: 'واسعة', m: 'واسع', en: 'Spacious' },
  { f: 'مميزة', m: 'مميز', en: 'Distinctive' },
  { f: 'جديدة', m: 'جديد', en: 'Brand-new' },
];

export const FEATURE_TEXT: Record<PropertyFeature, [string, string]> = {
  pool: ['مسبح خاص', 'a private pool'],
  garden: ['حديقة', 'a garden'],
  parking: ['مواقف سيارات', 'parking'],
  elevator: ['مصعد', 'an elevator'],
  security: ['حراسة أمنية', 'security'],
  gym: ['صالة رياضية', 'a gym'],
  seaView: ['إطلالة بحرية', 'a sea view'],
  balcony: ['شرفة', 'a balcony'],
  modernKitchen: ['مطبخ حديث', 'a modern kitchen'],
  centralAc: ['تكييف مركزي', 'central air conditioning'],
};

const AGENTS: readonly PropertyAgent[] = [
  { name: 'فيصل محمد الدوسري', phone: '+966501110003', email: 'agent@dar-estate.sa' },
  { name: 'تركي عبدالله العنزي', phone: '+966502220011', email: 'turki.alanazi@dar-estate.sa' },
  { name: 'هند سعود القرني', phone: '+966503330022', email: 'hind.alqarni@dar-estate.sa' },
  { name: 'بندر ناصر الشمري', phone: '+966504440033', email: 'bandar.alshammari@dar-estate.sa' },
];

export const SEEDED_PROPERTY_COUNT = 65;

const between = (range: [number, number], i: number) => range[0] + ((i * 7) % (range[1] - range[0] + 1));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export interface SeedProperty {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  price: number;
  purpose: PropertyPurpose;
  type: PropertyType;
  category: PropertyCategory;
  city: string;
  district: string;
  districtEn: string;
  address: string;
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  yearBuilt: number | null;
  floor: number | null;
  views: number;
  features: PropertyFeature[];
  agent: PropertyAgent;
  featured: boolean;
  status: 'active' | 'inactive';
  adLicenseNumber: string;
  ageHours: number;
}

/** The seeded listings, deterministic: every city, type and purpose; 8 featured, 2 inactive, 8 for auction. */
export function seedProperties(): SeedProperty[] {
  return Array.from({ length: SEEDED_PROPERTY_COUNT }, (_, i) => {
    const city = SAUDI_CITIES[i % SAUDI_CITIES.length]!;
    const spec = TYPES[i % TYPES.length]!;
    const districts = DISTRICTS[city.key]!;
    const district = districts[Math.floor(i / SAUDI_CITIES.length) % districts.length]!;
    const adjective = ADJECTIVES[(i * 3) % ADJECTIVES.length]!;
    const purpose: PropertyPurpose = i % 8 === 7 ? 'auction' : i % 3 === 1 ? 'rent' : 'sale';
    const area = between(spec.area, i);
    const coastal = city.key === 'jeddah' || city.key === 'dammam';
    const pool = coastal && spec.category === 'residential' ? [...spec.features, 'seaView' as const] : spec.features;
    const features = pool.filter((_, k) => ((i + k) * 5) % 3 !== 0 || k < 2);
    const base = purpose === 'rent' ? spec.rent : spec.sale;
    const price = roundTo(
      base * PRICE_FACTOR[city.key]! * (0.8 + ((i * 13) % 9) / 20),
      purpose === 'rent' ? 1000 : 10_000,
    );
    const bedrooms = spec.bedrooms ? between(spec.bedrooms, i) : null;
    const adj = spec.feminine ? adjective.f : adjective.m;
    const housing = spec.category === 'residential' && i % 4 === 0;
    const featureAr = features.map((f) => FEATURE_TEXT[f][0]).join('، ');
    const featureEn = features.map((f) => FEATURE_TEXT[f][1]).join(', ');
    const purposeAr = purpose === 'rent' ? 'للإيجار' : purpose === 'auction' ? 'في المزاد' : 'للبيع';
    const purposeEn = purpose === 'rent' ? 'for rent' : purpose === 'auction' ? 'at auction' : 'for sale';
    return {
      title: `${spec.ar} ${adj} ${purposeAr} في حي ${district.ar}`,
      titleEn: `${adjective.en} ${spec.en} ${purposeEn} in ${district.en}, ${city.en}`,
      description:
        `${spec.ar} ${adj} بمساحة ${area} م² في حي ${district.ar} بمدينة ${city.ar}` +
        (bedrooms ? `، تضم ${bedrooms} غرف نوم` : '') +
        (featureAr ? `، وتشمل: ${featureAr}.` : '، موقع مميز قريب من الخدمات والطرق الرئيسية.') +
        (housing ? ' ضمن مشروع إسكان متكامل الخدمات.' : ''),
      descriptionEn:
        `${adjective.en} ${spec.en} of ${area} m² in ${district.en}, ${city.en}` +
        (bedrooms ? ` with ${bedrooms} bedrooms` : '') +
        (featureEn ? `, featuring ${featureEn}.` : ', close to services and main roads.') +
        (housing ? ' Part of a fully serviced housing project.' : ''),
      price,
      purpose,
      type: spec.type,
      category: spec.category,
      city: city.ar,
      district: district.ar,
      districtEn: district.en,
      address: `حي ${district.ar}، ${city.ar}`,
      area,
      bedrooms,
      bathrooms: bedrooms ? Math.max(1, bedrooms - (i % 2)) : spec.type === 'land' ? null : 1 + (i % 2),
      parkingSpaces: spec.type === 'land' ? null : 1 + (i % 3),
      yearBuilt: spec.type === 'land' ? null : 2008 + (i % 16),
      floor: spec.type === 'apartment' || spec.type === 'office' ? 1 + (i % 12) : null,
      views: (i * 37) % 400,
      features,
      agent: AGENTS[i % AGENTS.length]!,
      featured: i % 8 === 2,
      status: i % 23 === 22 ? 'inactive' : 'active',
      adLicenseNumber: `71${String(10_000_000 + ((i * 7919 + 104_729) % 90_000_000)).padStart(8, '0')}`,
      ageHours: i * 17 + 1,
    };
  });
}

/** Auctions of the seeded auction-purpose properties: 3 active, 3 upcoming, 2 ended (relative to the seed time). */
function auctionTimes(j: number): { startHours: number; endHours: number; bids: number } {
  if (j < 3) return { startHours: -24 * (j + 1), endHours: 24 * (j + 1) + 6, bids: 5 + j * 4 };
  if (j < 6) return { startHours: 24 * 2 * (j - 2), endHours: 24 * (2 * (j - 2) + 7), bids: 0 };
  return { startHours: -24 * 20, endHours: -24 * 3 * (j - 5), bids: 14 + (j - 6) * 9 };
}

async function insertListings(manager: EntityManager): Promise<void> {
  const auctionProperties: { id: string; title: string; titleEn: string; price: number }[] = [];
  for (const p of seedProperties()) {
    const rows = (await manager.query(
      `INSERT INTO properties (title, title_en, description, description_en, price, purpose, type, category, city,
         district, address, area, bedrooms, bathrooms, parking_spaces, year_built, floor, views, features, images,
         agent, featured, status, ad_license_number, created_at, updated_at, district_en)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, '{}', $20, $21,
         $22, $23::varchar, now() - make_interval(hours => $24::int), now() - make_interval(hours => $24::int), $25
       WHERE NOT EXISTS (SELECT 1 FROM properties WHERE ad_license_number = $23::varchar)
       RETURNING id`,
      [
        p.title,
        p.titleEn,
        p.description,
        p.descriptionEn,
        p.price,
        p.purpose,
        p.type,
        p.category,
        p.city,
        p.district,
        p.address,
        p.area,
        p.bedrooms,
        p.bathrooms,
        p.parkingSpaces,
        p.yearBuilt,
        p.floor,
        p.views,
        p.features,
        JSON.stringify(p.agent),
        p.featured,
        p.status,
        p.adLicenseNumber,
        p.ageHours,
        p.districtEn,
      ],
    )) as { id: string }[];
    if (rows[0] && p.purpose === 'auction') {
      auctionProperties.push({ id: rows[0].id, title: p.title, titleEn: p.titleEn, price: p.price });
    }
  }
  for (const [j, property] of auctionProperties.entries()) {
    const { startHours, endHours, bids } = auctionTimes(j);
    const startPrice = roundTo(property.price * 0.8, 10_000);
    const minIncrement = startPrice >= 1_000_000 ? 5000 : 1000;
    const currentBid = bids > 0 ? startPrice + bids * minIncrement * 2 : null;
    await manager.query(
      `INSERT INTO auctions (property_id, title, title_en, description, start_price, reserve_price, current_bid,
         bid_count, min_increment, start_date, end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(hours => $10::int), now() + make_interval(hours => $11::int))`,
      [
        property.id,
        `مزاد ${property.title}`,
        `Auction: ${property.titleEn}`,
        'مزاد علني إلكتروني مرخص، يبدأ بالسعر الافتتاحي وبحد أدنى للمزايدة.',
        startPrice,
        roundTo(property.price * 0.95, 10_000),
        currentBid,
        bids,
        minIncrement,
        startHours,
        endHours,
      ],
    );
  }
}

/** Each seeded listing whose contact is an agent's account is assigned to that agent. */
async function assignSeededAgents(manager: EntityManager): Promise<void> {
  await manager.query(
    `UPDATE properties p SET assigned_agent_id = u.id
       FROM users u
      WHERE u.role = 'agent' AND lower(u.email) = lower(p.agent->>'email') AND p.assigned_agent_id IS NULL`,
  );
}

export const listingsSeedSteps: readonly SeedStep[] = [
  { name: 'listings-properties-and-auctions', run: insertListings },
  { name: 'listings-assigned-agents', run: assignSeededAgents },
];
