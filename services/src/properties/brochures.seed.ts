import { SAUDI_CITIES } from '@estate/contracts';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { fileNameFromTitle } from '../common/objects/content-disposition.js';
import { objectUrl } from '../common/objects/object-catalog.js';
import { A4, type PdfRect, type PdfText, type Rgb, wrapText, writePdf } from '../common/objects/simple-pdf.js';
import type { SeedStep } from '../seed/seed-runner.js';
import { seedProperties } from './listings.seed.js';

/** `stored_objects.generator` of the brochures made here: they can be made again from the property. */
export const BROCHURE_GENERATOR = 'property-brochure';

/** The columns a brochure shows. */
export interface BrochureProperty {
  title: string;
  title_en: string | null;
  description_en: string | null;
  price: string | null;
  purpose: string;
  type: string;
  city: string;
  district: string | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking_spaces: number | null;
  year_built: number | null;
  ad_license_number: string | null;
  agent: { phone?: string; email?: string } | null;
}

const BRAND: Rgb = [0.06, 0.36, 0.3];
const MUTED: Rgb = [0.38, 0.42, 0.45];
const LIGHT: Rgb = [0.94, 0.96, 0.95];
const WHITE: Rgb = [1, 1, 1];

const PURPOSE_TEXT: Record<string, string> = { sale: 'For sale', rent: 'For rent', auction: 'At auction' };

const amount = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "District, City" in English. The city comes from SAUDI_CITIES; the district from the English title, which for
 * the seeded listings ends with "in <district>, <city>".
 */
function locationEn(property: BrochureProperty): string {
  const city = SAUDI_CITIES.find((c) => c.ar === property.city)?.en ?? property.city;
  const district = new RegExp(` in ([^,]+), ${city}$`).exec(property.title_en ?? '')?.[1];
  return district ? `${district}, ${city}` : city;
}

export function brochureFileName(property: Pick<BrochureProperty, 'title' | 'title_en'>): string {
  return fileNameFromTitle(property.title_en ?? '', 'pdf', 'property-brochure');
}

/** A one-page A4 brochure in English: title, location, price, the key facts and the ad licence number. */
export function brochurePdf(property: BrochureProperty): Buffer {
  const margin = 48;
  const width = A4.width - margin * 2;
  const rects: PdfRect[] = [{ x: 0, y: A4.height - 96, width: A4.width, height: 96, color: BRAND }];
  const texts: PdfText[] = [
    { text: 'PROPERTY BROCHURE', x: margin, y: A4.height - 44, size: 11, bold: true, color: WHITE },
    {
      text: PURPOSE_TEXT[property.purpose] ?? capitalize(property.purpose),
      x: margin,
      y: A4.height - 70,
      size: 16,
      color: WHITE,
    },
  ];
  let y = A4.height - 140;
  for (const line of wrapText(property.title_en ?? 'Property', 22, width, true)) {
    texts.push({ text: line, x: margin, y, size: 22, bold: true });
    y -= 28;
  }
  texts.push({ text: locationEn(property), x: margin, y: y - 2, size: 13, color: MUTED });
  y -= 44;

  if (property.price !== null) {
    const price = `SAR ${amount(Number(property.price))}${property.purpose === 'rent' ? ' / month' : ''}`;
    texts.push({ text: price, x: margin, y, size: 20, bold: true, color: BRAND });
    y -= 36;
  }

  const facts: [string, string][] = [
    ['Property type', capitalize(property.type)],
    ['Area', property.area !== null ? `${amount(property.area)} m²` : '-'],
    ...(property.bedrooms !== null ? [['Bedrooms', String(property.bedrooms)] as [string, string]] : []),
    ...(property.bathrooms !== null ? [['Bathrooms', String(property.bathrooms)] as [string, string]] : []),
    ...(property.parking_spaces !== null
      ? [['Parking spaces', String(property.parking_spaces)] as [string, string]]
      : []),
    ...(property.year_built !== null ? [['Year built', String(property.year_built)] as [string, string]] : []),
    ['Ad licence number', property.ad_license_number ?? '-'],
  ];
  const rowHeight = 26;
  rects.push({
    x: margin,
    y: y - facts.length * rowHeight + 8,
    width,
    height: facts.length * rowHeight + 4,
    color: LIGHT,
  });
  for (const [label, value] of facts) {
    texts.push({ text: label, x: margin + 14, y: y - 10, size: 11, color: MUTED });
    texts.push({ text: value, x: margin + 190, y: y - 10, size: 11, bold: true });
    y -= rowHeight;
  }
  y -= 30;

  if (property.description_en) {
    texts.push({ text: 'About the property', x: margin, y, size: 13, bold: true });
    y -= 20;
    for (const line of wrapText(property.description_en, 11, width).slice(0, 14)) {
      texts.push({ text: line, x: margin, y, size: 11 });
      y -= 16;
    }
    y -= 16;
  }

  const contact = [property.agent?.phone, property.agent?.email].filter(Boolean).join('   ');
  if (contact) {
    texts.push({ text: 'Contact the agent', x: margin, y, size: 13, bold: true });
    texts.push({ text: contact, x: margin, y: y - 20, size: 11 });
  }
  texts.push({
    text: 'Prices and details are indicative and may change. Please confirm them with the agent.',
    x: margin,
    y: 40,
    size: 9,
    color: MUTED,
  });
  return writePdf({ rects, texts }, { title: property.title_en ?? property.title });
}

export const BROCHURE_COLUMNS = `p.title, p.title_en, p.description_en, p.price, p.purpose, p.type, p.city, p.district, p.area,
  p.bedrooms, p.bathrooms, p.parking_spaces, p.year_built, p.ad_license_number, p.agent`;

/**
 * The featured seeded listings get a brochure: a key and a `brochure_url` here. The bytes are written at start
 * by SeededBrochures (seeded-brochures.service.ts), which also writes them again whenever they are missing.
 * Framework-free, like every seed step: the seed runs before the Nest application exists.
 */
async function assignBrochures(manager: EntityManager): Promise<void> {
  const licences = seedProperties()
    .filter((p) => p.featured)
    .map((p) => p.adLicenseNumber);
  const properties = (await manager.query(
    `SELECT p.id, p.title, p.title_en FROM properties p
      WHERE p.ad_license_number = ANY($1::varchar[]) AND p.brochure_url IS NULL ORDER BY p.ad_license_number`,
    [licences],
  )) as { id: string; title: string; title_en: string | null }[];
  for (const property of properties) {
    const key = randomBytes(16).toString('hex');
    await manager.query(
      `INSERT INTO stored_objects (key, file_name, generator, claimed_at) VALUES ($1, $2, $3, now())`,
      [key, brochureFileName(property), BROCHURE_GENERATOR],
    );
    await manager.query(`UPDATE properties SET brochure_url = $2 WHERE id = $1`, [property.id, objectUrl(key)]);
  }
}

export const brochuresSeedSteps: readonly SeedStep[] = [{ name: 'listings-brochures', run: assignBrochures }];
