import type { Language } from '@estate/contracts';

/** The maps service's embeddable map of a search, labelled in the language shown. */
export function mapsEmbedUrl(query: string, lang: Language): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&hl=${lang}&output=embed`;
}

/** The maps service's own page for a search, to open in a new tab. */
export function mapsLinkUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
