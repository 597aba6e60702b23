/** Keys of the property page's queries (under the listing's `properties` root). */
export const propertyDetailKeys = {
  all: ['properties', 'detail'] as const,
  detail: (id: string) => [...propertyDetailKeys.all, id] as const,
  similar: (id: string) => [...propertyDetailKeys.all, id, 'similar'] as const,
};
