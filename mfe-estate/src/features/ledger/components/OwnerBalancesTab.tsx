import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_REPORTS_API, localizedText, type OwnerBalanceRow, todayInRiyadh } from '@estate/contracts';
import { formatDate, useLang } from '@estate/platform';
import { Empty, LoadError } from '@estate/platform/ui';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { useOwnerBalances } from '../api/get-owner-balances.js';
import { useAddressFields } from '../hooks/useAddressFields.js';
import { DayField, dayOf } from './DayField.js';
import { ReportAmount } from './ReportAmount.js';
import { ReportDownload } from './ReportDownload.js';

/**
 * What the company holds for each owner to a day (`?asOf=`, today when absent), their last payout up to it, and the
 * total (the trial balance's owners' payable).
 */
export function OwnerBalancesTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { params, set } = useAddressFields();
  const asOf = dayOf(params.get('asOf')) ?? todayInRiyadh();
  const balances = useOwnerBalances(asOf);
  const data = balances.data;
  const columns: ColumnType<OwnerBalanceRow>[] = [
    {
      key: 'owner',
      title: t('ledger.reports.owner'),
      width: '34%',
      render: (_v, row) => <bdi>{localizedText(row.ownerName, row.ownerNameEn, lang).text}</bdi>,
    },
    {
      key: 'balance',
      title: t('ledger.reports.owners.balance'),
      className: 'ledger-amount',
      render: (_v, row) => <ReportAmount amount={row.balance} />,
    },
    {
      key: 'lastPayoutOn',
      title: t('ledger.reports.owners.lastPayoutOn'),
      render: (_v, row) => (row.lastPayoutOn ? formatDate(row.lastPayoutOn, lang, 'short') : '—'),
    },
    {
      key: 'lastPayoutAmount',
      title: t('ledger.reports.owners.lastPayoutAmount'),
      className: 'ledger-amount',
      render: (_v, row) => (row.lastPayoutAmount === null ? '—' : <ReportAmount amount={row.lastPayoutAmount} />),
    },
  ];

  return (
    <div data-testid="ledger-owner-balances">
      <div className="estate-toolbar">
        <DayField
          id="ledger-owners-as-of"
          label={t('ledger.asOf')}
          value={asOf}
          onChange={(day) => set({ asOf: day })}
          allowClear={false}
          testId="ledger-owners-as-of"
        />
        <ReportDownload
          path={LEDGER_REPORTS_API.ownerBalances}
          query={{ asOf }}
          fileName="owner-balances.xlsx"
          testId="ledger-owners-download"
        />
      </div>
      {balances.isError ? <LoadError onRetry={() => void balances.refetch()} /> : null}
      <Table<OwnerBalanceRow>
        rowKey={(row) => row.ownerId}
        tableLayout="fixed"
        className="estate-list-table ledger-table"
        data-testid="ledger-owner-balances-table"
        aria-busy={balances.isFetching || undefined}
        loading={balances.isFetching}
        dataSource={data?.rows ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{
          emptyText: balances.isError ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />,
        }}
        onRow={(row) =>
          ({ 'data-testid': 'ledger-owner-balance', 'data-owner': row.ownerId }) as HTMLAttributes<HTMLElement>
        }
        summary={() =>
          data ? (
            <Table.Summary.Row className="ledger-total-row">
              <Table.Summary.Cell index={0}>
                <span className="estate-strong">{t('ledger.total')}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} className="ledger-amount">
                <ReportAmount amount={data.total} testId="ledger-owners-total" strong />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
