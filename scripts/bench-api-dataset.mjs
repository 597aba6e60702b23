/**
 * The listings of the API benchmark: one set-based INSERT generating realistic, repeatable properties
 * (the same seed gives the same rows) with the spread of a real catalogue, so filters and full-text
 * search have the selectivity they would have in production.
 */
import { createHash } from 'node:crypto';
import { DISTRICTS, FEATURE_TEXT, TYPES as SEED_TYPES } from '../services/dist/properties/listings.seed.js';

/** The seed's real districts of a city, as [Arabic, English] pairs. */
const districtsOf = (key) => DISTRICTS[key].map((district) => [district.ar, district.en]);

const SEED = 0.2025;
/** Generated listings' ad licence numbers start with it (the seeded ones with 71), which tells them apart. */
const LICENSE_PREFIX = '72';

/** Cities as stored (Arabic), share of the listings, price factor, and their real districts. */
const CITIES = [
  {
    ar: 'الرياض',
    en: 'Riyadh',
    share: 0.3,
    factor: 1.1,
    coastal: false,
    districts: districtsOf('riyadh'),
  },
  {
    ar: 'جدة',
    en: 'Jeddah',
    share: 0.25,
    factor: 1.05,
    coastal: true,
    districts: districtsOf('jeddah'),
  },
  {
    ar: 'الدمام',
    en: 'Dammam',
    share: 0.15,
    factor: 0.9,
    coastal: true,
    districts: districtsOf('dammam'),
  },
  {
    ar: 'مكة المكرمة',
    en: 'Mecca',
    share: 0.15,
    factor: 1.15,
    coastal: false,
    districts: districtsOf('mecca'),
  },
  {
    ar: 'المدينة المنورة',
    en: 'Medina',
    share: 0.15,
    factor: 0.95,
    coastal: false,
    districts: districtsOf('medina'),
  },
];

/**
 * The seed's types (category, names, typical sale and yearly rent price in SAR, features) with the share of a
 * real catalogue and the wider area (m²) and bedroom ranges a large one has.
 */
const SPREAD = {
  apartment: { share: 0.35, area: [90, 260], bedrooms: [1, 5] },
  villa: { share: 0.2, area: [300, 900], bedrooms: [4, 8] },
  office: { share: 0.08, area: [60, 500], bedrooms: null },
  shop: { share: 0.08, area: [30, 250], bedrooms: null },
  warehouse: { share: 0.04, area: [500, 4000], bedrooms: null },
  land: { share: 0.15, area: [400, 3000], bedrooms: null },
  building: { share: 0.1, area: [600, 2000], bedrooms: [10, 30] },
};
const TYPES = SEED_TYPES.map((spec) => ({ ...spec, ...SPREAD[spec.type] }));

const ADJECTIVES = [
  ['فاخرة', 'فاخر', 'Luxury'],
  ['حديثة', 'حديث', 'Modern'],
  ['واسعة', 'واسع', 'Spacious'],
  ['مميزة', 'مميز', 'Distinctive'],
  ['جديدة', 'جديد', 'Brand-new'],
  ['راقية', 'راقٍ', 'Upscale'],
  ['مجددة', 'مجدد', 'Renovated'],
  ['هادئة', 'هادئ', 'Quiet'],
];

/** Selling points; each listing's description carries two of them. */
const PHRASES = [
  ['قريب من المدارس والمراكز التجارية.', 'Close to schools and shopping centres.'],
  ['على شارع رئيسي بواجهة واسعة.', 'On a main road with a wide frontage.'],
  ['بالقرب من محطة المترو.', 'Near the metro station.'],
  ['تشطيب فاخر بمواد عالية الجودة.', 'High-end finishing with quality materials.'],
  ['مدخل خاص وخصوصية تامة.', 'Private entrance and full privacy.'],
  ['إطلالة مفتوحة وإضاءة طبيعية.', 'Open view and natural light.'],
  ['قريب من المسجد والحديقة العامة.', 'Close to the mosque and the public park.'],
  ['صك إلكتروني جاهز للإفراغ.', 'Electronic deed ready for transfer.'],
  ['دفعات ميسرة بالتقسيط.', 'Easy instalment payments.'],
  ['عداد كهرباء وماء مستقل.', 'Separate electricity and water meters.'],
  ['حي هادئ مناسب للعائلات.', 'A quiet neighbourhood suited to families.'],
  ['بالقرب من طريق الملك فهد.', 'Near King Fahd Road.'],
  ['مناسب للاستثمار بعائد مرتفع.', 'Suited to investment with a high yield.'],
  ['ضمن مجمع سكني مسور.', 'Inside a gated residential compound.'],
  ['سطح خاص وغرفة خادمة.', 'Private roof and a maid room.'],
  ['قريب من المستشفى والجامعة.', 'Close to the hospital and the university.'],
];

const AGENTS = [
  { name: 'فيصل محمد الدوسري', phone: '+966501110003', email: 'agent@dar-estate.sa' },
  { name: 'تركي عبدالله العنزي', phone: '+966502220011', email: 'turki.alanazi@dar-estate.sa' },
  { name: 'هند سعود القرني', phone: '+966503330022', email: 'hind.alqarni@dar-estate.sa' },
  { name: 'بندر ناصر الشمري', phone: '+966504440033', email: 'bandar.alshammari@dar-estate.sa' },
  { name: 'نورة خالد المطيري', phone: '+966505550044', email: 'noura.almutairi@dar-estate.sa' },
  { name: 'سلطان فهد الحربي', phone: '+966506660055', email: 'sultan.alharbi@dar-estate.sa' },
];

/** [lo, hi) slices of [0, 1) in proportion to each item's share, so one random() picks by weight. */
function withRanges(items) {
  let lo = 0;
  return items.map((item, index) => {
    const hi = index === items.length - 1 ? 1.0001 : lo + item.share;
    const ranged = { ...item, lo, hi };
    lo = hi;
    return ranged;
  });
}

const cities = withRanges(CITIES).map(({ ar, en, factor, coastal, districts, lo, hi }) => ({
  ar,
  en,
  factor,
  coastal,
  districts: districts.map(([dar, den]) => ({ ar: dar, en: den })),
  lo,
  hi,
}));

const types = withRanges(TYPES).map((t) => ({
  type: t.type,
  category: t.category,
  ar: t.ar,
  en: t.en,
  feminine: t.feminine,
  sale: t.sale,
  rent: t.rent,
  area_min: t.area[0],
  area_max: t.area[1],
  bed_min: t.bedrooms?.[0] ?? null,
  bed_max: t.bedrooms?.[1] ?? null,
  features: t.features,
  lo: t.lo,
  hi: t.hi,
}));

const words = { adjectives: ADJECTIVES, featureText: FEATURE_TEXT, phrases: PHRASES, agents: AGENTS };

/**
 * 55% for sale, 40% for rent, 5% at auction; 20% of apartments and villas furnished; 93% active; 2% featured;
 * created over the last two years; views skewed (a few listings get most of them).
 */
const GENERATE_SQL = `
WITH
  city AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS c(ar text, en text, factor float8, coastal boolean, districts jsonb, lo float8, hi float8)
  ),
  kind AS (
    SELECT * FROM jsonb_to_recordset($2::jsonb)
      AS k(type text, category text, ar text, en text, feminine boolean, sale float8, rent float8,
           area_min int, area_max int, bed_min int, bed_max int, features text[], lo float8, hi float8)
  ),
  draw AS MATERIALIZED (
    SELECT i, random() AS r_city, random() AS r_kind, random() AS r_purpose, random() AS r_district,
      random() AS r_adjective, random() AS r_area, random() AS r_price, random() AS r_rooms, random() AS r_baths,
      random() AS r_furnished, random() AS r_phrase1, random() AS r_phrase2, random() AS r_views,
      random() AS r_status, random() AS r_age, random() AS r_year, random() AS r_floor, random() AS r_agent,
      random() AS r_featured, random() AS r_parking
    FROM generate_series(1, $4::int) AS i
  ),
  listing AS MATERIALIZED (
    SELECT d.*, c.ar AS city_ar, c.en AS city_en, c.factor, k.type, k.category, k.sale, k.rent,
      k.ar AS kind_ar, k.en AS kind_en, k.feminine,
      c.districts -> floor(d.r_district * jsonb_array_length(c.districts))::int AS district,
      $3::jsonb -> 'adjectives' -> floor(d.r_adjective * jsonb_array_length($3::jsonb -> 'adjectives'))::int
        AS adjective,
      CASE WHEN d.r_purpose < 0.55 THEN 'sale' WHEN d.r_purpose < 0.95 THEN 'rent' ELSE 'auction' END AS purpose,
      (k.type IN ('apartment', 'villa') AND d.r_furnished < 0.2) AS furnished,
      k.area_min + floor(d.r_area * (k.area_max - k.area_min + 1))::int AS area,
      CASE WHEN k.bed_min IS NOT NULL
        THEN k.bed_min + floor(d.r_rooms * (k.bed_max - k.bed_min + 1))::int END AS bedrooms,
      ARRAY(
        SELECT f FROM unnest(k.features || CASE WHEN c.coastal AND k.category = 'residential'
          THEN ARRAY['seaView'] ELSE '{}'::text[] END) AS f
        WHERE random() < 0.5
      ) AS features
    FROM draw d
    JOIN city c ON d.r_city >= c.lo AND d.r_city < c.hi
    JOIN kind k ON d.r_kind >= k.lo AND d.r_kind < k.hi
  ),
  worded AS (
    SELECT l.*,
      l.adjective ->> CASE WHEN l.feminine THEN 0 ELSE 1 END AS adjective_ar,
      l.adjective ->> 2 AS adjective_en,
      CASE WHEN l.furnished THEN CASE WHEN l.feminine THEN 'مفروشة' ELSE 'مفروش' END END AS furnished_ar,
      CASE l.purpose WHEN 'sale' THEN 'للبيع' WHEN 'rent' THEN 'للإيجار' ELSE 'في المزاد' END AS purpose_ar,
      CASE l.purpose WHEN 'sale' THEN 'for sale' WHEN 'rent' THEN 'for rent' ELSE 'at auction' END AS purpose_en,
      array_to_string(ARRAY(SELECT $3::jsonb -> 'featureText' -> f ->> 0 FROM unnest(l.features) AS f), '، ')
        AS features_ar,
      array_to_string(ARRAY(SELECT $3::jsonb -> 'featureText' -> f ->> 1 FROM unnest(l.features) AS f), ', ')
        AS features_en,
      $3::jsonb -> 'phrases' -> floor(l.r_phrase1 * jsonb_array_length($3::jsonb -> 'phrases'))::int AS phrase1,
      -- A different phrase from the first: the next one, or one further on.
      $3::jsonb -> 'phrases' -> ((floor(l.r_phrase1 * jsonb_array_length($3::jsonb -> 'phrases'))::int + 1
        + floor(l.r_phrase2 * (jsonb_array_length($3::jsonb -> 'phrases') - 1))::int)
        % jsonb_array_length($3::jsonb -> 'phrases')) AS phrase2,
      now() - l.r_age * interval '730 days' AS created
    FROM listing l
  )
INSERT INTO properties (title, title_en, description, description_en, price, purpose, type, category, city,
  district, address, area, bedrooms, bathrooms, parking_spaces, year_built, floor, views, features, images,
  agent, featured, status, ad_license_number, created_at, updated_at)
SELECT
  concat_ws(' ', w.kind_ar, w.adjective_ar, w.furnished_ar, w.purpose_ar, 'في حي', w.district ->> 'ar'),
  concat_ws(' ', w.adjective_en, CASE WHEN w.furnished THEN 'furnished' END, w.kind_en, w.purpose_en,
    'in', (w.district ->> 'en') || ',', w.city_en),
  concat_ws(' ',
    concat_ws(' ', w.kind_ar, w.adjective_ar, w.furnished_ar),
    'بمساحة', w.area, 'م² في حي', w.district ->> 'ar', 'بمدينة', w.city_ar
      || CASE WHEN w.bedrooms IS NOT NULL THEN '، تضم ' || w.bedrooms || ' غرف نوم' ELSE '' END
      || CASE WHEN w.features_ar <> '' THEN '، وتشمل: ' || w.features_ar || '.' ELSE '.' END,
    w.phrase1 ->> 0, w.phrase2 ->> 0),
  concat_ws(' ',
    concat_ws(' ', w.adjective_en, CASE WHEN w.furnished THEN 'furnished' END, w.kind_en),
    'of', w.area, 'm² in', (w.district ->> 'en') || ',', w.city_en
      || CASE WHEN w.bedrooms IS NOT NULL THEN ' with ' || w.bedrooms || ' bedrooms' ELSE '' END
      || CASE WHEN w.features_en <> '' THEN ', featuring ' || w.features_en || '.' ELSE '.' END,
    w.phrase1 ->> 1, w.phrase2 ->> 1),
  round((CASE WHEN w.purpose = 'rent' THEN w.rent / 1000 ELSE w.sale / 10000 END) * w.factor * (0.55 + w.r_price))
    * (CASE WHEN w.purpose = 'rent' THEN 1000 ELSE 10000 END),
  w.purpose, w.type, w.category, w.city_ar, w.district ->> 'ar',
  'حي ' || (w.district ->> 'ar') || '، ' || w.city_ar,
  w.area,
  w.bedrooms,
  CASE WHEN w.bedrooms IS NOT NULL THEN greatest(1, w.bedrooms - floor(w.r_baths * 2)::int)
    WHEN w.type = 'land' THEN NULL ELSE 1 + floor(w.r_baths * 3)::int END,
  CASE WHEN w.type = 'land' THEN NULL ELSE 1 + floor(w.r_parking * 4)::int END,
  CASE WHEN w.type = 'land' THEN NULL ELSE 1990 + floor(w.r_year * 36)::int END,
  CASE WHEN w.type IN ('apartment', 'office') THEN 1 + floor(w.r_floor * 20)::int END,
  floor(power(w.r_views, 3) * 5000)::int,
  w.features,
  '{}',
  $3::jsonb -> 'agents' -> floor(w.r_agent * jsonb_array_length($3::jsonb -> 'agents'))::int,
  w.r_featured < 0.02,
  CASE WHEN w.r_status < 0.93 THEN 'active' ELSE 'inactive' END,
  '${LICENSE_PREFIX}' || lpad((w.i * 7919 % 100000000)::text, 8, '0'),
  w.created,
  w.created + (1 - w.r_age) * w.r_baths * interval '30 days'
FROM worded w`;

const inputs = (count) => [JSON.stringify(cities), JSON.stringify(types), JSON.stringify(words), count];

/** Names the rows `generateListings(count)` produces: it changes whenever the generator or its inputs do. */
export function datasetFingerprint(count) {
  return createHash('sha256')
    .update(JSON.stringify([GENERATE_SQL, SEED, ...inputs(count)]))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Inserts `count` generated properties in one statement (the same seed gives the same rows), then VACUUM ANALYZE
 * so the planner has statistics and the visibility map is set, as autovacuum would leave a live table.
 */
export async function generateListings(client, count) {
  // The full-text GIN index takes the rows into its pending list and merges them once, in VACUUM.
  await client.query(`SET gin_pending_list_limit = '1GB'`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query('SELECT setseed($1)', [SEED]);
  const result = await client.query(GENERATE_SQL, inputs(count));
  await client.query('VACUUM ANALYZE properties');
  return result.rowCount;
}

/** How many generated listings the database holds. */
export async function countGenerated(client) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS generated FROM properties WHERE ad_license_number LIKE '${LICENSE_PREFIX}%'`,
  );
  return rows[0].generated;
}
