import { brand, type Language, withHijriDate } from '@estate/contracts';
import { leftToRight } from '../../common/documents/bidi-layout.js';

/**
 * How the estate documents (the report's PDF and spreadsheet, the contract PDF) write numbers, money, percents and
 * dates: Arabic-Indic digits and the Gregorian calendar in Arabic (ar-SA alone would pick the Hijri calendar), as
 * the screens do; Western digits in English. The dates of contracts, invoices, receipts and statements carry their
 * Umm al-Qura date after them (`dateWithHijri`), by the rule the screens use (`withHijriDate`).
 */
const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-arab', en: 'en-US' };

export interface DocumentFormat {
  lang: Language;
  number(value: number, fractionDigits?: number): string;
  /** An amount in SAR: two decimals where it has halalas ("SAR 215,827.50"), whole otherwise ("SAR 3,000"). */
  money(value: number): string;
  percent(value: number | null, fractionDigits?: number): string;
  /** A calendar day `YYYY-MM-DD`, e.g. 5 March 2025. */
  date(day: string): string;
  /** The same day with its Umm al-Qura date: 25 September 2025 (3/4/1447 AH), ٢٥ سبتمبر ٢٠٢٥ (١٤٤٧/٠٤/٠٣ هـ). */
  dateWithHijri(day: string): string;
  /** A month `YYYY-MM`, e.g. March 2025. */
  month(month: string): string;
  /** A code written left to right in either language (phones, national IDs, invoice numbers). */
  code(value: string): string;
}

export function documentFormat(lang: Language): DocumentFormat {
  const locale = LOCALES[lang];
  const number = (value: number, fractionDigits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value);
  const calendar = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${day}T00:00:00Z`));
  const money = (value: number) => {
    const decimals = Math.round(Math.abs(value) * 100) % 100 === 0 ? 0 : 2;
    const amount = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
    return lang === 'ar' ? `${amount} ر.س` : `SAR ${amount}`;
  };
  const date = (day: string) => calendar(day, { year: 'numeric', month: 'long', day: 'numeric' });
  return {
    lang,
    number,
    money,
    percent: (value, fractionDigits = 0) =>
      value === null ? '-' : lang === 'ar' ? `${number(value, fractionDigits)}٪` : `${number(value, fractionDigits)}%`,
    date,
    dateWithHijri: (day) => withHijriDate(date(day), day, lang),
    month: (month) => calendar(`${month}-01`, { year: 'numeric', month: 'long' }),
    code: (value) => leftToRight(value),
  };
}

/** A national ID shown on a document: only its last 4 digits (`******1234`). */
export const maskNationalId = (id: string): string => `${'*'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;

/** The issuer line atop the estate's documents: the brand's name (configured once, `brand`) and its trade. */
export const documentIssuer = (lang: Language): string =>
  `${brand.name[lang]} — ${lang === 'ar' ? 'إدارة الأملاك' : 'property management'}`;

/** The colour of the documents' title band. */
export const DOCUMENT_BAND_COLOR = '#0f5c4d';
