import { useSearchParams } from 'react-router-dom';

/**
 * A report tab's fields kept in the address (`?tab=` stays): `set` writes the fields given (undefined removes one)
 * and, unless a page is among them, goes back to the first page.
 */
export function useAddressFields() {
  const [params, setParams] = useSearchParams();
  const set = (fields: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in fields)) next.delete('page');
        for (const [key, value] of Object.entries(fields)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { params, set };
}
