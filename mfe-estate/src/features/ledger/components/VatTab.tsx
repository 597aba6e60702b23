import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_REPORTS_API, todayInRiyadh, type VatMonth } from '@estate/contracts';
import { formatMonth, useLang } from '@estate/platform';
import { Empty, LoadError } from '@estate/platform/ui';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { useVatReport } from '../api/get-vat-report.js';
import { useAddressFields } from '../hooks/useAddressFields.js';
import { DayField, dayOf } from './DayField.js';
import { ReportAmount } from './ReportAmount.js';
import { ReportDownload } from './ReportDownload.js';

const AMOUNTS = ['output', 'adjusted', 'net'] as const;

/**
 * VAT payable by month (`?from&to`, 1 January of this year to today when absent): VAT charged, reversed or adjusted,
 * net, the totals, and the balance owed at the end of the days (the trial balance's VAT payable that day).
 */
export function VatTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { params, set } = useAddressFields();
  const to = dayOf(params.get('to')) ?? todayInRiyadh();
  const from = dayOf(params.get('from')) ?? `${to.slice(0, 4)}-01-01`;
  const report = useVatReport(from, to);
  const data = report.data;
  const columns: ColumnType<VatMonth>[] = [
    {
      key: 'month',
      title: t('ledger.reports.month'),
      width: '25%',
      render: (_v, row) => formatMonth(row.month, lang),
    },
    ...AMOUNTS.map((key): ColumnType<VatMonth> => ({
      key,
      title: t(`ledger.reports.vat.${key}`),
      className: 'ledger-amount',
      render: (_v, row) => <ReportAmount amount={row[key]} />,
    })),
  ];

  return (
    <div data-testid="ledger-vat">
      <div className="estate-toolbar">
        <DayField
          id="ledger-vat-from"
          label={t('ledger.filters.from')}
          value={from}
          onChange={(day) => set({ from: day })}
          allowClear={false}
          disabledDate={(date) => date.format('YYYY-MM-DD') > to}
          testId="ledger-vat-from"
        />
        <DayField
          id="ledger-vat-to"
          label={t('ledger.filters.to')}
          value={to}
          onChange={(day) => set({ to: day })}
          allowClear={false}
          disabledDate={(date) => date.format('YYYY-MM-DD') < from}
          testId="ledger-vat-to"
        />
        <ReportDownload
          path={LEDGER_REPORTS_API.vat}
          query={{ from, to }}
          fileName="vat-payable.xlsx"
          testId="ledger-vat-download"
        />
      </div>
      {report.isError ? <LoadError onRetry={() => void report.refetch()} /> : null}
      {data ? (
        <dl className="ledger-report-figures">
          <div>
            <dt>{t('ledger.reports.opening')}</dt>
            <dd>
              <ReportAmount amount={data.opening} testId="ledger-vat-opening" />
            </dd>
          </div>
          <div>
            <dt>{t('ledger.reports.vat.balance')}</dt>
            <dd>
              <ReportAmount amount={data.balance} testId="ledger-vat-balance" strong />
            </dd>
          </div>
        </dl>
      ) : null}
      <Table<VatMonth>
        rowKey={(row) => row.month}
        tableLayout="fixed"
        className="estate-list-table ledger-table"
        data-testid="ledger-vat-table"
        aria-busy={report.isFetching || undefined}
        loading={report.isFetching}
        dataSource={data?.months ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{
          emptyText: report.isError ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />,
        }}
        onRow={(row) => ({ 'data-testid': 'ledger-vat-month', 'data-month': row.month }) as HTMLAttributes<HTMLElement>}
        summary={() =>
          data ? (
            <Table.Summary.Row className="ledger-total-row">
              <Table.Summary.Cell index={0}>
                <span className="estate-strong">{t('ledger.total')}</span>
              </Table.Summary.Cell>
              {AMOUNTS.map((key, index) => (
                <Table.Summary.Cell key={key} index={1 + index} className="ledger-amount">
                  <ReportAmount amount={data.totals[key]} testId={`ledger-vat-total-${key}`} strong />
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
