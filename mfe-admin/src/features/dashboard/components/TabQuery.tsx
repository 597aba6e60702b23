import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@estate/platform';
import { Button, ReloadOutlined } from '@estate/platform/ui';
import { Alert, Skeleton } from '@estate/platform/ui-extra';

/** Why a tab's figures did not load, in words: not reachable, not for this role, or the server's trouble. */
function problemKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'dashboardTabs.errors.network';
  if (error.status === 401) return 'dashboardTabs.errors.signedOut';
  if (error.status === 403) return 'dashboardTabs.errors.forbidden';
  return 'dashboardTabs.errors.server';
}

/**
 * A tab's figures as they load: a skeleton first, the error with a retry when the call failed (the figures already
 * shown stay), then the tab itself.
 */
export function TabQuery<T>({
  query,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { data, error, isError, isPending, isFetching } = query;
  return (
    <div className="dashboard-tab" data-testid={testId} aria-busy={isFetching || undefined}>
      {isError ? (
        <Alert
          type="error"
          showIcon
          className="dashboard-alert"
          data-testid="dashboard-tab-error"
          title={t('dashboardTabs.errors.title')}
          description={t(problemKey(error))}
          action={
            <Button
              size="small"
              icon={<ReloadOutlined />}
              loading={isFetching}
              onClick={() => void query.refetch()}
              data-testid="dashboard-tab-retry"
            >
              {t('dashboardTabs.retry')}
            </Button>
          }
        />
      ) : null}
      {isPending && !isError ? (
        <div data-testid="dashboard-tab-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : null}
      {data !== undefined ? children(data) : null}
    </div>
  );
}
