import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { EstateList, SortOrder } from '@estate/contracts';
import { ESTATE_PAGE_SIZE } from '@estate/contracts';
import { useServerTable } from '../server-table.js';
import { type ListView, useListView } from '../../hooks/use-list-view.js';

/** The paging and sort a list page adds to its filters. */
export interface ListPaging {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
}

/** A list's search text and filters as the server reads them: only those set (the address keeps no empty one). */
export const searchAndFilters = <F extends string>(view: ListView<F>) => ({
  ...(view.q ? { q: view.q } : {}),
  ...view.filters,
});

export interface ListPageOptions<F extends string, Q> {
  /** The filters kept in the address (besides the search text, the page, the sort and the tab). */
  filters: readonly F[];
  /** The tabs kept in the address as `tab`; the first is the default and is not written. */
  tabs?: readonly string[];
  /** The list's filters as the server reads them (the summary takes them too), from the address. */
  query: (view: ListView<F>) => Q;
  pageSize?: number;
}

/**
 * One back-office list's state: its search, filters, tab, page and sort bound to the address, the page of rows read
 * from the server with them, and the props of its table (rows, loading, empty text, sort clicks, pager).
 */
export function useListPage<F extends string, Q extends object, T, Key extends QueryKey = QueryKey>(
  options: ListPageOptions<F | 'tab', Q>,
  /** The read of one page of the list (its query options), for the filters, tab, page and sort asked. */
  read: (query: Q & ListPaging & { tab?: string }) => UseQueryOptions<EstateList<T>, Error, EstateList<T>, Key>,
) {
  const names = options.tabs ? ([...options.filters, 'tab'] as const) : options.filters;
  const { view, show } = useListView<F | 'tab'>(names);
  const tabs = options.tabs ?? [];
  const tab = tabs.includes(view.filters.tab ?? '') ? (view.filters.tab as string) : tabs[0];
  const query = options.query(view);
  const pageSize = options.pageSize ?? ESTATE_PAGE_SIZE;
  const list = useQuery(
    read({
      ...query,
      ...(tab && tab !== tabs[0] ? { tab } : {}),
      page: view.page,
      limit: pageSize,
      ...(view.sort ? { sort: view.sort, order: view.order ?? 'asc' } : {}),
    }),
  );
  const filtered = !!view.q || options.filters.some((name) => !!view.filters[name]) || tab !== tabs[0];
  const table = useServerTable(list, view.page, show, filtered, pageSize);
  /** The filters, the tab included, as an export reads them. */
  const exportQuery = { ...query, ...(tab && tab !== tabs[0] ? { tab } : {}) };
  const chooseTab = (next: string) => show({ filters: { tab: next === tabs[0] ? undefined : next } as never });
  return { view, show, tab, tabKeys: options.tabs, chooseTab, query, exportQuery, list, table, filtered };
}
