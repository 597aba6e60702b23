import { visualText } from '../common/documents/bidi-layout.js';
import { documentFactory } from '../common/documents/document-factory.js';
import {
  brochureContent,
  brochureDocument,
  brochureFileName,
  brochureLanguage,
  type BrochureProperty,
} from './brochure-document.js';

const documents = documentFactory();

const villa: BrochureProperty = {
  title: 'فيلا فاخرة للبيع في حي الملقا',
  title_en: 'Luxury villa for sale in Al Malqa, Riyadh',
  description: 'فيلا فاخرة بمساحة 320 م² في حي الملقا بمدينة الرياض، تضم 5 غرف نوم.',
  description_en: 'Luxury villa of 320 m² in Al Malqa, Riyadh with 5 bedrooms.',
  price: '2450000.00',
  purpose: 'sale',
  type: 'villa',
  city: 'الرياض',
  district: 'الملقا',
  area: 320,
  bedrooms: 5,
  bathrooms: 4,
  parking_spaces: 2,
  year_built: 2019,
  ad_license_number: '7200012345',
  agent: { phone: '+966501234567', email: 'agent@example.com' },
  created_at: new Date('2025-01-10T08:00:00Z'),
};

describe('brochureContent', () => {
  it('writes the English brochure with Latin digits', () => {
    const content = brochureContent(villa, 'en');
    expect(content.title).toBe('Luxury villa for sale in Al Malqa, Riyadh');
    expect(content.location).toBe('Al Malqa, Riyadh');
    expect(content.price).toBe('SAR\u00a02,450,000');
    expect(content.facts).toContainEqual(['Area', '320 m²']);
    expect(content.facts).toContainEqual(['Year built', '2019']);
  });

  it('writes the Arabic brochure as the Arabic site does: Arabic-Indic digits, ر.س., م²', () => {
    const content = brochureContent({ ...villa, purpose: 'rent', price: '5000' }, 'ar');
    expect(content.title).toBe('فيلا فاخرة للبيع في حي الملقا');
    expect(content.location).toBe('حي الملقا، الرياض');
    // Intl's right-to-left marks around the amount, and a no-break space before the currency.
    expect(content.price).toBe('\u200f٥٬٠٠٠\u00a0ر.س.\u200f / شهرياً');
    expect(content.facts).toContainEqual(['المساحة', '٣٢٠ م²']);
    expect(content.facts).toContainEqual(['سنة البناء', '٢٠١٩']);
    expect(content.facts).toContainEqual(['نوع العقار', 'فيلا']);
  });
});

describe('brochureDocument', () => {
  it('lays the Arabic price out right to left with the number in reading order', async () => {
    const doc = brochureDocument(documents, { ...villa, price: '5000' }, 'ar');
    await doc.end();
    const number = doc.drawn.find((run) => run.text === '٥٬٠٠٠')!;
    expect(number.rtl).toBe(false);
    const line = doc.drawn.filter((run) => run.y === number.y && run.page === number.page);
    // Left to right on the page: ر.س. then the number; read from the right, the number comes first.
    expect(line.map(visualText).join('')).toBe('.س.ر\u00a0٥٬٠٠٠');
    expect(Math.max(...line.map((run) => run.x + run.width))).toBeCloseTo(595.28 - 48, 1);
  });

  it('lays the area out as ٣٢٠ م² and the licence number left to right, labels on the right', async () => {
    const doc = brochureDocument(documents, villa, 'ar');
    await doc.end();
    const area = doc.drawn.find((run) => run.text === '٣٢٠')!;
    const areaLine = doc.drawn.filter((run) => run.y === area.y && run.x < area.x + area.width);
    expect(areaLine.map(visualText).join('')).toBe('²م ٣٢٠');
    const label = doc.drawn.find((run) => run.text === 'المساحة')!;
    expect(label.y).toBe(area.y);
    expect(label.x).toBeGreaterThan(area.x);
    expect(doc.drawn.find((run) => run.text === '7200012345')).toMatchObject({ rtl: false, font: 'latin' });
  });

  it('lays the English brochure out left to right in the Latin font', async () => {
    const doc = brochureDocument(documents, villa, 'en');
    await doc.end();
    const texts = doc.drawn.map((run) => run.text);
    expect(texts).toContain('SAR\u00a02,450,000');
    expect(texts).toContain('320 m²');
    expect(doc.drawn.every((run) => run.font === 'latin' && !run.rtl)).toBe(true);
  });
});

describe('brochureLanguage', () => {
  it.each([
    ['en', undefined, 'en'],
    ['ar', 'en-US,en;q=0.9', 'ar'],
    [undefined, 'en-US,en;q=0.9,ar;q=0.8', 'en'],
    [undefined, 'fr-FR, ar-SA;q=0.7, en;q=0.5', 'ar'],
    [undefined, 'ar;q=0.2, en;q=0.9', 'en'],
    [undefined, 'fr', 'ar'],
    [undefined, undefined, 'ar'],
  ] as const)('lang %s with Accept-Language %s gives %s', (lang, header, expected) => {
    expect(brochureLanguage(lang, header)).toBe(expected);
  });
});

describe('brochureFileName', () => {
  it('names the English download by a slug of the English title and the Arabic one by the Arabic title', () => {
    expect(brochureFileName(villa, 'en')).toBe('luxury-villa-for-sale-in-al-malqa-riyadh.pdf');
    expect(brochureFileName(villa, 'ar')).toBe('فيلا فاخرة للبيع في حي الملقا.pdf');
    expect(brochureFileName({ ...villa, title_en: null }, 'en')).toBe('فيلا فاخرة للبيع في حي الملقا.pdf');
  });
});
