import { SAUDI_CITIES, type Language } from '@estate/contracts';

/** A city's name in the language shown, from its key or its stored Arabic or English name. */
export function cityName(value: string, lang: Language): string {
  const city = SAUDI_CITIES.find((c) => c.key === value || c.ar === value || c.en === value);
  return city ? city[lang] : value;
}
