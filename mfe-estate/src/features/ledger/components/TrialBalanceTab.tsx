import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LEDGER_REPORTS_API, localizedText, todayInRiyadh, type TrialBalanceRow } from '@estate/contracts';
import { formatCurrency, useLang } from '@estate/platform';
import { Empty, LoadError, Ltr } from '@estate/platform/ui';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { useTrialBalance } from '../api/get-trial-balance.js';
import { DayField, dayOf } from './DayField.js';
import { ReportDownload } from './ReportDownload.js';

/** Whether debits and credits agree to the halala. */
const isBalanced = (debit: number, credit: number) => Math.round(debit * 100) === Math.round(credit * 100);

/**
 * The trial balance to a day (`?asOf=`, today in Riyadh when absent): every account's debits, credits and balance on
 * its normal side, the totals, and whether they balance. Not a paged list: the chart's accounts are all shown, with
 * the totals as the table's last row.
 */
export function TrialBalanceTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const asOf = dayOf(params.get('asOf')) ?? todayInRiyadh();
  const trialBalance = useTrialBalance(asOf);
  const setAsOf = (day: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (day) next.set('asOf', day);
        else next.delete('asOf');
        return next;
      },
      { replace: true },
    );
  // An account's row opens its general ledger to the same day.
  const openAccount = (code: string) => setParams({ tab: 'generalLedger', account: code, to: asOf }, { replace: true });
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  const data = trialBalance.data;
  const balanced = data ? isBalanced(data.totalDebit, data.totalCredit) : undefined;
  const columns: ColumnType<TrialBalanceRow>[] = [
    {
      key: 'code',
      title: t('ledger.columns.code'),
      width: '8%',
      render: (_v, row) => (
        <Link
          to={`?${new URLSearchParams({ tab: 'generalLedger', account: row.code, to: asOf }).toString()}`}
          replace
          onClick={(event) => event.stopPropagation()}
          data-testid="trial-balance-open-account"
        >
          <Ltr>{row.code}</Ltr>
        </Link>
      ),
    },
    {
      key: 'account',
      title: t('ledger.columns.account'),
      width: '25%',
      render: (_v, row) => <bdi>{localizedText(row.nameAr, row.nameEn, lang).text}</bdi>,
    },
    {
      key: 'kind',
      title: t('ledger.columns.kind'),
      width: '10%',
      render: (_v, row) => t(`ledger.kinds.${row.kind}`),
    },
    {
      key: 'debit',
      title: t('ledger.columns.debit'),
      className: 'ledger-amount',
      render: (_v, row) => money(row.debit),
    },
    {
      key: 'credit',
      title: t('ledger.columns.credit'),
      className: 'ledger-amount',
      render: (_v, row) => money(row.credit),
    },
    {
      key: 'balance',
      title: t('ledger.columns.balance'),
      className: 'ledger-amount',
      render: (_v, row) => <span className={row.balance < 0 ? 'estate-danger' : undefined}>{money(row.balance)}</span>,
    },
  ];

  return (
    <div data-testid="trial-balance">
      <div className="estate-toolbar">
        <DayField
          id="ledger-as-of"
          label={t('ledger.asOf')}
          value={asOf}
          onChange={setAsOf}
          allowClear={false}
          testId="trial-balance-as-of"
        />
        {data ? (
          <span
            className={`estate-badge estate-badge-${balanced ? 'default' : 'destructive'}`}
            data-testid="trial-balance-status"
            data-balanced={String(balanced)}
            role="status"
          >
            {balanced ? t('ledger.balanced') : t('ledger.unbalanced')}
          </span>
        ) : null}
        <ReportDownload
          path={LEDGER_REPORTS_API.trialBalanceExport}
          query={{ asOf }}
          fileName={`trial-balance-${asOf}.xlsx`}
          testId="trial-balance-download"
        />
      </div>
      {trialBalance.isError ? <LoadError onRetry={() => void trialBalance.refetch()} /> : null}
      <Table<TrialBalanceRow>
        rowKey={(row) => row.code}
        tableLayout="fixed"
        className="estate-list-table ledger-table"
        data-testid="trial-balance-table"
        aria-busy={trialBalance.isFetching || undefined}
        loading={trialBalance.isFetching}
        dataSource={data?.rows ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{
          emptyText: trialBalance.isError ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
          ),
        }}
        rowClassName="ledger-open-row"
        onRow={(row) =>
          ({
            'data-account': row.code,
            title: t('ledger.reports.openAccount'),
            onClick: () => openAccount(row.code),
          }) as HTMLAttributes<HTMLElement>
        }
        summary={() =>
          data ? (
            <Table.Summary.Row className="ledger-total-row">
              <Table.Summary.Cell index={0} colSpan={3}>
                <span className="estate-strong">{t('ledger.total')}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} className="ledger-amount">
                <span className="estate-strong" data-testid="trial-balance-total-debit" data-amount={data.totalDebit}>
                  {money(data.totalDebit)}
                </span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} className="ledger-amount">
                <span className="estate-strong" data-testid="trial-balance-total-credit" data-amount={data.totalCredit}>
                  {money(data.totalCredit)}
                </span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
