import type { Language } from './constants.js';
import { type LocalizedText, localizedText } from './localized-text.js';

/**
 * English names of the Saudi districts the office lists most, by their Arabic name as it is stored. The seed
 * writes both names from here, and the migration that added `district_en` filled the existing rows from it; a
 * district not in it is kept in Arabic until someone types its English name.
 */
export const DISTRICT_NAMES_EN: Readonly<Record<string, string>> = {
  // Riyadh
  الملقا: 'Al Malqa',
  حطين: 'Hittin',
  الياسمين: 'Al Yasmin',
  النرجس: 'An Narjis',
  العليا: 'Al Olaya',
  السليمانية: 'As Sulimaniyah',
  الورود: 'Al Wurud',
  الصحافة: 'As Sahafah',
  الربيع: 'Ar Rabi',
  الغدير: 'Al Ghadir',
  الملز: 'Al Malaz',
  // Jeddah
  الشاطئ: 'Ash Shati',
  الروضة: 'Ar Rawdah',
  'أبحر الشمالية': 'Obhur Al Shamaliyah',
  الحمراء: 'Al Hamra',
  الزهراء: 'Az Zahra',
  السلامة: 'As Salamah',
  النعيم: 'An Naim',
  المحمدية: 'Al Muhammadiyah',
  // Dammam
  'الشاطئ الغربي': 'Ash Shati Al Gharbi',
  الفيصلية: 'Al Faisaliyah',
  الشعلة: 'Ash Shulah',
  النورس: 'An Nawras',
  المزروعية: 'Al Mazruiyah',
  الفيحاء: 'Al Fayha',
  // Mecca
  العزيزية: 'Al Aziziyah',
  الشوقية: 'Ash Shawqiyah',
  النسيم: 'An Naseem',
  العوالي: 'Al Awali',
  الزاهر: 'Az Zahir',
  // Medina
  قباء: 'Quba',
  الخالدية: 'Al Khalidiyah',
  شوران: 'Shuran',
  العيون: 'Al Uyun',
};

/** The dictionary's English name of an Arabic district name, or null when it has none. */
export const districtNameEn = (arabic: string): string | null => DISTRICT_NAMES_EN[arabic.trim()] ?? null;

/** A record's district in the language shown (English falls back to the Arabic name), or null when it has none. */
export function localizedDistrict(
  item: { district: string | null; districtEn?: string | null },
  lang: Language,
): LocalizedText | null {
  return item.district?.trim() ? localizedText(item.district, item.districtEn, lang) : null;
}

/** A record's district name in the language shown, '' when it has none. */
export const districtName = (item: { district: string | null; districtEn?: string | null }, lang: Language): string =>
  localizedDistrict(item, lang)?.text ?? '';

/** A district's Arabic name and its English one from the dictionary (the Arabic one when the dictionary lacks it). */
export const bilingualDistrict = (arabic: string): { ar: string; en: string } => ({
  ar: arabic,
  en: districtNameEn(arabic) ?? arabic,
});
