import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** A list screen's state in the address: search text, filters, page and sort, so back, forward and links keep it. */
export interface ListView<F extends string> {
  q: string;
  page: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Partial<Record<F, string>>;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
};

/** Reads and writes a list's view in the query string; changing anything but the page goes back to page 1. */
export function useListView<F extends string>(filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const key = params.toString();
  const view = useMemo<ListView<F>>(() => {
    const read = new URLSearchParams(key);
    const order = read.get('order');
    return {
      q: read.get('q') ?? '',
      page: positive(read.get('page')),
      sort: read.get('sort') || undefined,
      order: order === 'asc' || order === 'desc' ? order : undefined,
      filters: Object.fromEntries(
        filterNames.flatMap((name) => {
          const value = read.get(name);
          return value ? [[name, value]] : [];
        }),
      ) as Partial<Record<F, string>>,
    };
    // filterNames is a constant list per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const show = useCallback(
    (change: Partial<Omit<ListView<F>, 'filters'>> & { filters?: Partial<Record<F, string | undefined>> }) => {
      // A change that comes after the browser has left the list (a search typed just before a row's link was
      // followed, while the next screen's code loads) would bring it back: it is dropped.
      if (window.location.pathname !== pathname) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | number | undefined) => {
            if (value === undefined || value === '' || value === 'all') next.delete(name);
            else next.set(name, String(value));
          };
          if ('q' in change) set('q', change.q?.trim());
          if ('sort' in change) set('sort', change.sort);
          if ('order' in change) set('order', change.order);
          for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value as string | undefined);
          set('page', change.page && change.page > 1 ? change.page : undefined);
          return next;
        },
        { replace: true },
      );
    },
    [pathname, setParams],
  );

  return { view, show };
}
