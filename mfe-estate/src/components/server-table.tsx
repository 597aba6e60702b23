import { useTranslation } from 'react-i18next';
import { ESTATE_PAGE_SIZE, type EstateList, type SortOrder } from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Empty } from '@estate/platform/ui';
import { sortOfChange } from '../utils/table-sort.js';

interface ServerList<T> {
  data?: EstateList<T>;
  isFetching: boolean;
  isError: boolean;
}

/**
 * What every estate table paged, sorted and counted by the server takes: its rows, the loading state, the empty
 * text ('No data available', or no results for the filters), a header click as the list's sort, and the pager (its
 * total "more than" the records counted when the server's count stopped early).
 */
export function useServerTable<T>(
  list: ServerList<T>,
  page: number,
  show: (change: { page?: number; sort?: string; order?: SortOrder }) => void,
  filtered: boolean,
  pageSize: number = ESTATE_PAGE_SIZE,
) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return {
    loading: list.isFetching,
    dataSource: list.data?.items ?? [],
    locale: {
      emptyText: list.isError ? null : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('noResults') : t('noData')} />
      ),
    },
    onChange: (_pagination: unknown, _filters: unknown, sorter: unknown, extra: { action: string }) => {
      if (extra.action === 'sort') show({ ...sortOfChange(sorter), page: 1 });
    },
    pagination: {
      current: page,
      pageSize,
      total: list.data?.total ?? 0,
      showSizeChanger: false,
      hideOnSinglePage: true,
      // A count that stopped early (the contracts and units lists) reads "more than"; its pager ends at the records
      // counted, and the next read past them counts further.
      showTotal: (count: number) => t(list.data?.totalCapped ? 'totalMore' : 'total', { n: formatNumber(count, lang) }),
      onChange: (next: number) => show({ page: next }),
    },
  };
}
