import type { Language } from '@estate/contracts';

/**
 * GET /api/properties/{id}/brochure answers the property's PDF as a download; a generated brochure comes in the
 * language asked, so the page asks for its own.
 */
export const brochureHref = (id: string, lang: Language) =>
  `/api/properties/${encodeURIComponent(id)}/brochure?lang=${lang}`;
