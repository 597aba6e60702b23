import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@estate/platform';
import { ButtonLink, LoadError, PageLoader } from '@estate/platform/ui';

/** Shows one record's screen once it has arrived: a loader before, 'not found' for an unknown id, else an error with a retry. */
export function RecordGate<T>({
  query,
  backTo,
  children,
}: {
  query: UseQueryResult<T>;
  backTo: string;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('estate');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="page estate-page" data-testid="record-not-found">
          <h1 className="estate-page-title">{t('notFound')}</h1>
          <ButtonLink to={backTo}>{t('actions.backToList')}</ButtonLink>
        </div>
      );
    }
    return <LoadError onRetry={() => void query.refetch()} />;
  }
  return <PageLoader />;
}
