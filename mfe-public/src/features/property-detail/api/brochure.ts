/** GET /api/properties/{id}/brochure answers the property's PDF as a download. */
export const brochureHref = (id: string) => `/api/properties/${encodeURIComponent(id)}/brochure`;
