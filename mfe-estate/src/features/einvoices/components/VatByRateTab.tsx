import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInRiyadh, type VatByRatePeriod } from '@estate/contracts';
import { formatCurrency, formatMonth, formatPercent, serverMessageOf, useLang } from '@estate/platform';
import { Button, Empty, LoadError, useToast } from '@estate/platform/ui';
import { DownloadOutlined } from '@estate/platform/ui-extra';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { useSearchParams } from 'react-router-dom';
import { useVatByRate } from '../api/get-vat-by-rate.js';
import { downloadVatByRate } from '../api/einvoice-writes.js';
import { DayRange, dayOf } from './DayRange.js';

/**
 * Output VAT from the ledger by month and rate (`?from&to`, 1 January of this year to today when absent): the taxable
 * amount and the VAT of each, the totals, and the same as an XLSX workbook in the language shown.
 */
export function VatByRateTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const to = dayOf(params.get('to')) ?? todayInRiyadh();
  const from = dayOf(params.get('from')) ?? `${to.slice(0, 4)}-01-01`;
  const report = useVatByRate(from, to);
  const [busy, setBusy] = useState(false);
  const data = report.data;
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  const choose = (range: { from?: string; to?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(range)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const download = () => {
    setBusy(true);
    downloadVatByRate(from, to, lang)
      .then(() => toast.success(t('importExport.exported')))
      .catch((error: unknown) => toast.error(t('importExport.exportFailed'), serverMessageOf(error, '')))
      .finally(() => setBusy(false));
  };
  const columns: ColumnType<VatByRatePeriod>[] = [
    {
      key: 'period',
      title: t('einvoices.vat.period'),
      width: '30%',
      render: (_v, row) => formatMonth(row.period, lang),
    },
    {
      key: 'rate',
      title: t('einvoices.vat.rate'),
      render: (_v, row) => formatPercent(row.rate / 100, lang, 2),
    },
    { key: 'taxable', title: t('einvoices.vat.taxable'), render: (_v, row) => money(row.taxable) },
    { key: 'vat', title: t('einvoices.vat.vat'), render: (_v, row) => money(row.vat) },
  ];
  return (
    <div data-testid="einvoices-vat">
      <div className="estate-toolbar">
        <DayRange
          label={t('einvoices.vat.days')}
          placeholder={[t('einvoices.filters.from'), t('einvoices.filters.to')]}
          from={from}
          to={to}
          required
          onChange={choose}
          testId="einvoices-vat-dates"
        />
        <Button icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid="einvoices-vat-download">
          {t('importExport.exportXlsx')}
        </Button>
      </div>
      {report.isError ? <LoadError onRetry={() => void report.refetch()} /> : null}
      <Table<VatByRatePeriod>
        rowKey={(row) => `${row.period}-${row.rate}`}
        tableLayout="fixed"
        className="estate-list-table"
        data-testid="einvoices-vat-table"
        aria-busy={report.isFetching || undefined}
        loading={report.isFetching}
        dataSource={data?.periods ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{
          emptyText: report.isError ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />,
        }}
        onRow={(row) =>
          ({
            'data-testid': 'einvoices-vat-row',
            'data-period': row.period,
            'data-rate': row.rate,
          }) as HTMLAttributes<HTMLElement>
        }
        summary={() =>
          data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <span className="estate-strong">{t('einvoices.vat.total')}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2}>
                <span className="estate-strong" data-testid="einvoices-vat-total-taxable">
                  {money(data.totals.taxable)}
                </span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3}>
                <span className="estate-strong" data-testid="einvoices-vat-total-vat">
                  {money(data.totals.vat)}
                </span>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
