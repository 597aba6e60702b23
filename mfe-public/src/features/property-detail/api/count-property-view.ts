import { useEffect } from 'react';
import type { PropertyViewCount } from '@estate/contracts';
import { api } from '@estate/platform';

export const countPropertyView = (id: string) =>
  api.post<PropertyViewCount>(`/api/properties/${encodeURIComponent(id)}/views`);

/**
 * Tells the server this property was shown. It counts one view per visitor and day, whatever this sends;
 * reading the property counts none, so the read can be cached. A failure is not the visitor's concern.
 */
export function useCountPropertyView(id: string | undefined) {
  useEffect(() => {
    if (id) countPropertyView(id).catch(() => undefined);
  }, [id]);
}
