import type { Language } from './constants.js';
import { SAUDI_CITIES, type SaudiCity } from './properties.js';

/**
 * The city a value names: its key or English name in any case, or its Arabic name, spaces around ignored.
 * The one lookup of a city for the front ends and the API; undefined for a city not on the list.
 */
export function findCity(value: string | null | undefined): SaudiCity | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const lower = text.toLowerCase();
  return SAUDI_CITIES.find((city) => city.key === lower || city.ar === text || city.en.toLowerCase() === lower);
}

/** The key of the city a value names (`'riyadh'` for `الرياض`, `Riyadh` or `riyadh`); undefined when none. */
export const cityKeyOf = (value: string | null | undefined): SaudiCity['key'] | undefined => findCity(value)?.key;

/** A city's name in the language shown, from its key or stored name; the value as given when not on the list. */
export const cityName = (value: string, lang: Language): string => findCity(value)?.[lang] ?? value;
