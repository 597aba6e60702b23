import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The record a list has open in its drawer, kept in the address as `?<name>=<id>` beside the list's own view, so a
 * link opens it and back closes it.
 */
export function useOpenRecord(name: string) {
  const [params, setParams] = useSearchParams();
  const id = params.get(name) ?? undefined;
  const open = useCallback(
    (next: string | undefined) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(name, next);
        else copy.delete(name);
        return copy;
      }),
    [name, setParams],
  );
  return [id, open] as const;
}
