import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, PageLoader } from '@estate/platform/ui';
import { Pagination } from '@estate/platform/ui-extra';

/**
 * One page of a list the server pages: a loader, the read's error with a retry, the empty state, or the items
 * (marked busy while the next page loads) with a pager when there is more than one page.
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  onPageChange,
  loadError,
  empty,
  className,
  renderItem,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loadError: string;
  /** What an empty page shows (an EmptyState). */
  empty: ReactNode;
  className: string;
  /** Each item as an `<li>` with its key. */
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <LoadError message={loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={className} aria-busy={query.isPlaceholderData || undefined}>
        {query.data.items.map(renderItem)}
      </ul>
      {query.data.total > pageSize ? (
        <Pagination
          current={page}
          pageSize={pageSize}
          total={query.data.total}
          onChange={onPageChange}
          showSizeChanger={false}
          simple
        />
      ) : null}
    </>
  );
}
