import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerAccount } from '@estate/contracts';
import { Empty, LoadError, Ltr } from '@estate/platform/ui';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { useLedgerAccounts } from '../api/get-ledger-accounts.js';

/** The chart of accounts as the server keeps it: code, Arabic and English names, and kind. */
export function AccountsTab() {
  const { t } = useTranslation('estate');
  const accounts = useLedgerAccounts();
  const columns: ColumnType<LedgerAccount>[] = [
    { key: 'code', title: t('ledger.columns.code'), width: '12%', render: (_v, account) => <Ltr>{account.code}</Ltr> },
    {
      key: 'nameAr',
      title: t('ledger.columns.nameAr'),
      render: (_v, account) => (
        <bdi lang="ar" dir="rtl">
          {account.nameAr}
        </bdi>
      ),
    },
    {
      key: 'nameEn',
      title: t('ledger.columns.nameEn'),
      render: (_v, account) => (
        <bdi lang="en" dir="ltr">
          {account.nameEn}
        </bdi>
      ),
    },
    {
      key: 'kind',
      title: t('ledger.columns.kind'),
      width: '16%',
      render: (_v, account) => t(`ledger.kinds.${account.kind}`),
    },
  ];
  return (
    <div data-testid="ledger-accounts">
      {accounts.isError ? <LoadError onRetry={() => void accounts.refetch()} /> : null}
      <Table<LedgerAccount>
        rowKey={(account) => account.code}
        tableLayout="fixed"
        className="estate-list-table ledger-table"
        data-testid="ledger-accounts-table"
        loading={accounts.isFetching}
        dataSource={accounts.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{
          emptyText: accounts.isError ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />,
        }}
        onRow={(account) => ({ 'data-account': account.code }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
