import { cityName, DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@estate/contracts';
import { leftToRight } from '../common/documents/bidi-layout.js';
import type { DocumentFactory } from '../common/documents/document-factory.js';
import type { PdfDocument } from '../common/documents/pdf-document.js';
import { fileNameFromTitle } from '../common/objects/content-disposition.js';

/** The columns a brochure shows. */
export interface BrochureProperty {
  title: string;
  title_en: string | null;
  description: string;
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
  created_at: Date;
}

export const BROCHURE_COLUMNS = `p.title, p.title_en, p.description, p.description_en, p.price, p.purpose, p.type, p.city,
  p.district, p.area, p.bedrooms, p.bathrooms, p.parking_spaces, p.year_built, p.ad_license_number, p.agent,
  p.created_at`;

interface BrochureText {
  direction: 'rtl' | 'ltr';
  kicker: string;
  purposes: Record<string, string>;
  types: Record<string, string>;
  untitled: string;
  perMonth: string;
  facts: {
    type: string;
    area: string;
    bedrooms: string;
    bathrooms: string;
    parkingSpaces: string;
    yearBuilt: string;
    licence: string;
  };
  about: string;
  contact: string;
  disclaimer: string;
  /** `ar-SA` writes Arabic-Indic digits and ر.س., as the site does in Arabic. */
  locale: string;
  areaUnit: string;
}

/** Every word of the brochure, in both languages (the same keys: the type checks it). */
const TEXT: Record<Language, BrochureText> = {
  ar: {
    direction: 'rtl',
    kicker: 'كتيب العقار',
    purposes: { sale: 'للبيع', rent: 'للإيجار', auction: 'في المزاد' },
    types: {
      apartment: 'شقة',
      villa: 'فيلا',
      office: 'مكتب',
      shop: 'محل تجاري',
      warehouse: 'مستودع',
      land: 'أرض',
      building: 'عمارة',
    },
    untitled: 'عقار',
    perMonth: ' / شهرياً',
    facts: {
      type: 'نوع العقار',
      area: 'المساحة',
      bedrooms: 'غرف النوم',
      bathrooms: 'دورات المياه',
      parkingSpaces: 'مواقف السيارات',
      yearBuilt: 'سنة البناء',
      licence: 'رقم ترخيص الإعلان',
    },
    about: 'عن العقار',
    contact: 'للتواصل مع الوسيط',
    disclaimer: 'الأسعار والتفاصيل تقريبية وقد تتغير. يرجى تأكيدها مع الوسيط.',
    locale: 'ar-SA',
    areaUnit: 'م²',
  },
  en: {
    direction: 'ltr',
    kicker: 'PROPERTY BROCHURE',
    purposes: { sale: 'For sale', rent: 'For rent', auction: 'At auction' },
    types: {
      apartment: 'Apartment',
      villa: 'Villa',
      office: 'Office',
      shop: 'Shop',
      warehouse: 'Warehouse',
      land: 'Land',
      building: 'Building',
    },
    untitled: 'Property',
    perMonth: ' / month',
    facts: {
      type: 'Property type',
      area: 'Area',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      parkingSpaces: 'Parking spaces',
      yearBuilt: 'Year built',
      licence: 'Ad licence number',
    },
    about: 'About the property',
    contact: 'Contact the agent',
    disclaimer: 'Prices and details are indicative and may change. Please confirm them with the agent.',
    locale: 'en-US',
    areaUnit: 'm²',
  },
};

const BRAND = '#0f5c4d';
const MUTED = '#5f6b73';

/** "District, City" in English: the city's English name, the district from the English title ("… in <district>, <city>"). */
function locationEn(property: BrochureProperty): string {
  const city = cityName(property.city, 'en');
  const district = new RegExp(` in ([^,]+), ${city}$`).exec(property.title_en ?? '')?.[1];
  return district ? `${district}, ${city}` : city;
}

function locationAr(property: BrochureProperty): string {
  const city = cityName(property.city, 'ar');
  return property.district ? `حي ${property.district}، ${city}` : city;
}

/** The download name: the English title as a plain slug, the Arabic title as it is. */
export function brochureFileName(property: Pick<BrochureProperty, 'title' | 'title_en'>, lang: Language): string {
  if (lang === 'ar' || !property.title_en) return `${property.title}.pdf`;
  return fileNameFromTitle(property.title_en, 'pdf', 'property-brochure');
}

/** The words and numbers of a brochure, in reading order: what the PDF shows. */
export function brochureContent(property: BrochureProperty, lang: Language) {
  const text = TEXT[lang];
  const number = (value: number, grouping = true) =>
    new Intl.NumberFormat(text.locale, { maximumFractionDigits: 0, useGrouping: grouping }).format(value);
  const price =
    property.price === null
      ? null
      : new Intl.NumberFormat(text.locale, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }).format(
          Number(property.price),
        ) + (property.purpose === 'rent' ? text.perMonth : '');
  const facts: [string, string][] = [
    [text.facts.type, text.types[property.type] ?? property.type],
    [text.facts.area, property.area !== null ? `${number(property.area)} ${text.areaUnit}` : '-'],
  ];
  if (property.bedrooms !== null) facts.push([text.facts.bedrooms, number(property.bedrooms)]);
  if (property.bathrooms !== null) facts.push([text.facts.bathrooms, number(property.bathrooms)]);
  if (property.parking_spaces !== null) facts.push([text.facts.parkingSpaces, number(property.parking_spaces)]);
  if (property.year_built !== null) facts.push([text.facts.yearBuilt, number(property.year_built, false)]);
  // A licence number, a phone and an e-mail are codes: Latin digits, left to right in either language.
  facts.push([text.facts.licence, property.ad_license_number ? leftToRight(property.ad_license_number) : '-']);
  const contact = [property.agent?.phone, property.agent?.email].filter((part): part is string => !!part);
  return {
    text,
    kicker: text.kicker,
    purpose: text.purposes[property.purpose] ?? property.purpose,
    title: lang === 'ar' ? property.title : (property.title_en ?? text.untitled),
    location: lang === 'ar' ? locationAr(property) : locationEn(property),
    price,
    facts,
    description: lang === 'ar' ? property.description : property.description_en,
    contact: contact.map(leftToRight).join('   '),
  };
}

/** A brochure of one property in Arabic (right to left) or English, laid out by the document service. */
export function brochureDocument(documents: DocumentFactory, property: BrochureProperty, lang: Language): PdfDocument {
  const content = brochureContent(property, lang);
  const doc = documents.create({
    direction: content.text.direction,
    lang,
    title: content.title,
    // The property's date: the same property always gives the same bytes.
    createdAt: new Date(property.created_at),
  });
  doc.band(
    [
      { text: content.kicker, style: { size: 11, bold: true } },
      { text: content.purpose, style: { size: 16 } },
    ],
    { color: BRAND },
  );
  doc.heading(content.title);
  doc.paragraph(content.location, { size: 13, color: MUTED });
  if (content.price) doc.paragraph(content.price, { size: 20, bold: true, color: BRAND });
  doc.keyValueTable(content.facts);
  if (content.description) {
    doc.heading(content.text.about, { level: 2 });
    doc.paragraph(content.description);
  }
  if (content.contact) {
    doc.heading(content.text.contact, { level: 2 });
    doc.paragraph(content.contact);
  }
  return doc.footer(content.text.disclaimer);
}

export const brochurePdf = (documents: DocumentFactory, property: BrochureProperty, lang: Language) =>
  brochureDocument(documents, property, lang).end();

/**
 * The language a brochure is asked in: `lang` when given (the site passes its language), else the first of the
 * Accept-Language header that is Arabic or English (by weight), else Arabic.
 */
export function brochureLanguage(lang: Language | undefined, acceptLanguage: string | undefined): Language {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const preferred = ranked.find((entry) => isLanguage(entry.primary))?.primary;
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.some((language) => language === value);
