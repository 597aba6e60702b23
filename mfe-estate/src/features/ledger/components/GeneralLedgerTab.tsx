import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AccountLedgerLine,
  LEDGER_ACCOUNTS,
  LEDGER_REPORTS_API,
  localizedText,
  todayInRiyadh,
} from '@estate/contracts';
import { formatDate, formatInteger, useLang } from '@estate/platform';
import { Empty, LoadError, Ltr } from '@estate/platform/ui';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { Select } from '@estate/platform/ui-extra';
import { useAccountLedger } from '../api/get-account-ledger.js';
import { useAddressFields } from '../hooks/useAddressFields.js';
import { DayField, dayOf } from './DayField.js';
import { ReportAmount } from './ReportAmount.js';
import { ReportDownload } from './ReportDownload.js';
import { ReversalOf } from './EntrySource.js';

/** The account shown when the address names none: tenants' receivables. */
export const DEFAULT_LEDGER_ACCOUNT = '1200';
const PAGE_SIZE = 50;

/**
 * An account's general ledger (`?account&from&to&page` in the address): the balance before the first day, the lines
 * of the days oldest first with the balance after each (the server counts it over every page), the totals and the
 * balance at the end.
 */
export function GeneralLedgerTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { params, set } = useAddressFields();
  const asked = params.get('account');
  const code = LEDGER_ACCOUNTS.find((account) => account.code === asked)?.code ?? DEFAULT_LEDGER_ACCOUNT;
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to')) ?? todayInRiyadh();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = { ...(from ? { from } : {}), to, page, limit: PAGE_SIZE };
  const ledger = useAccountLedger(code, query);
  const data = ledger.data;
  const columns: ColumnType<AccountLedgerLine>[] = [
    {
      key: 'postedOn',
      title: t('ledger.reports.day'),
      width: '14%',
      render: (_v, line) => <span className="estate-nowrap">{formatDate(line.postedOn, lang, 'short')}</span>,
    },
    {
      key: 'entry',
      title: t('ledger.columns.entry'),
      width: '10%',
      render: (_v, line) => <Ltr>{t('ledger.entryNumber', { n: formatInteger(line.entryNumber, lang) })}</Ltr>,
    },
    {
      key: 'source',
      title: t('ledger.columns.source'),
      width: '14%',
      render: (_v, line) => t(`ledger.sources.${line.sourceType}`),
    },
    {
      key: 'memo',
      title: t('ledger.reports.memo'),
      render: (_v, line) => (
        <div className="estate-cell">
          {line.memo ? <Ltr>{line.memo}</Ltr> : null}
          {line.reversesEntryNumber === null ? null : <ReversalOf entryNumber={line.reversesEntryNumber} />}
        </div>
      ),
    },
    {
      key: 'debit',
      title: t('ledger.columns.debit'),
      className: 'ledger-amount',
      render: (_v, line) => (line.debit ? <ReportAmount amount={line.debit} /> : null),
    },
    {
      key: 'credit',
      title: t('ledger.columns.credit'),
      className: 'ledger-amount',
      render: (_v, line) => (line.credit ? <ReportAmount amount={line.credit} /> : null),
    },
    {
      key: 'balance',
      title: t('ledger.columns.balance'),
      className: 'ledger-amount',
      render: (_v, line) => <ReportAmount amount={line.balance} />,
    },
  ];

  return (
    <div data-testid="general-ledger">
      <div className="estate-toolbar" role="search">
        <Select<string>
          id="general-ledger-account"
          aria-label={t('ledger.filters.account')}
          value={code}
          onChange={(account) => set({ account })}
          showSearch={{ optionFilterProp: 'label' }}
          options={LEDGER_ACCOUNTS.map((account) => ({
            value: account.code,
            label: `${account.code} · ${localizedText(account.nameAr, account.nameEn, lang).text}`,
          }))}
          className="estate-filter ledger-account-filter"
          data-testid="general-ledger-account"
        />
        <DayField
          id="general-ledger-from"
          label={t('ledger.filters.from')}
          value={from}
          onChange={(day) => set({ from: day })}
          disabledDate={(date) => date.format('YYYY-MM-DD') > to}
          testId="general-ledger-from"
        />
        <DayField
          id="general-ledger-to"
          label={t('ledger.filters.to')}
          value={to}
          onChange={(day) => set({ to: day })}
          allowClear={false}
          disabledDate={(date) => !!from && date.format('YYYY-MM-DD') < from}
          testId="general-ledger-to"
        />
        <ReportDownload
          path={LEDGER_REPORTS_API.accountLines(code)}
          query={{ ...(from ? { from } : {}), to }}
          fileName={`general-ledger-${code}.xlsx`}
          testId="general-ledger-download"
        />
      </div>
      {ledger.isError ? <LoadError onRetry={() => void ledger.refetch()} /> : null}
      {data ? (
        <dl className="ledger-report-figures" data-testid="general-ledger-figures" data-account={data.code}>
          <div>
            <dt>{t('ledger.reports.opening')}</dt>
            <dd>
              <ReportAmount amount={data.opening} testId="general-ledger-opening" strong />
            </dd>
          </div>
          <div>
            <dt>{t('ledger.columns.debit')}</dt>
            <dd>
              <ReportAmount amount={data.totalDebit} testId="general-ledger-total-debit" />
            </dd>
          </div>
          <div>
            <dt>{t('ledger.columns.credit')}</dt>
            <dd>
              <ReportAmount amount={data.totalCredit} testId="general-ledger-total-credit" />
            </dd>
          </div>
          <div>
            <dt>{t('ledger.reports.closing')}</dt>
            <dd>
              <ReportAmount amount={data.closing} testId="general-ledger-closing" strong />
            </dd>
          </div>
        </dl>
      ) : null}
      <Table<AccountLedgerLine>
        rowKey={(line) => `${line.entryId}-${line.balance}-${line.debit}-${line.credit}`}
        tableLayout="fixed"
        className="estate-list-table ledger-table"
        data-testid="general-ledger-table"
        aria-busy={ledger.isFetching || undefined}
        loading={ledger.isFetching}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 820 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => set({ page: next > 1 ? String(next) : undefined }),
        }}
        locale={{
          emptyText: ledger.isError ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />,
        }}
        onRow={(line) =>
          ({
            'data-testid': 'general-ledger-line',
            'data-debit': line.debit,
            'data-credit': line.credit,
            'data-balance': line.balance,
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </div>
  );
}
