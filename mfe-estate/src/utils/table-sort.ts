import type { SortOrder } from '@estate/contracts';

/** antd's words for a column's sort direction. */
type ColumnOrder = 'ascend' | 'descend' | null;

/** A column sorted by the server: clickable, showing the direction of the list's current sort. */
export function serverSort(key: string, view: { sort?: string; order?: SortOrder }) {
  return {
    key,
    sorter: true,
    sortOrder: (view.sort === key ? (view.order === 'asc' ? 'ascend' : 'descend') : null) as ColumnOrder,
  };
}

/** The sort a table's header click asks for (none: the server's default order). */
export function sortOfChange(sorter: unknown): { sort?: string; order?: SortOrder } {
  const one = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: unknown; order?: ColumnOrder } | undefined;
  if (!one?.order || typeof one.columnKey !== 'string') return { sort: undefined, order: undefined };
  return { sort: one.columnKey, order: one.order === 'ascend' ? 'asc' : 'desc' };
}
