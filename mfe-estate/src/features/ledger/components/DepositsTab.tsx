import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { type DepositRow, LEDGER_REPORTS_API, localizedText, todayInRiyadh } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Empty, LoadError, Ltr } from '@estate/platform/ui';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { useDepositsRegister } from '../api/get-deposits-register.js';
import { useAddressFields } from '../hooks/useAddressFields.js';
import { DayField, dayOf } from './DayField.js';
import { ReportAmount } from './ReportAmount.js';
import { ReportDownload } from './ReportDownload.js';

const AMOUNTS = ['billed', 'outstanding', 'received', 'returned', 'held'] as const;

/**
 * The deposits register to a day (`?asOf=`, today when absent): each contract's deposit billed, not yet received,
 * received, returned and held, with the totals (held in all is the trial balance's deposits held).
 */
export function DepositsTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { params, set } = useAddressFields();
  const asOf = dayOf(params.get('asOf')) ?? todayInRiyadh();
  const register = useDepositsRegister(asOf);
  const data = register.data;
  const text = (ar: string | null, en: string | null) => (ar ? localizedText(ar, en, lang).text : '');
  const columns: ColumnType<DepositRow>[] = [
    {
      key: 'contract',
      title: t('ledger.reports.contract'),
      width: '14%',
      render: (_v, row) => <Ltr>{row.contractNumber ?? ''}</Ltr>,
    },
    {
      key: 'tenant',
      title: t('ledger.reports.tenant'),
      render: (_v, row) => <bdi>{text(row.tenantName, row.tenantNameEn)}</bdi>,
    },
    {
      key: 'unit',
      title: t('ledger.reports.unit'),
      render: (_v, row) => (
        <bdi>
          {text(row.propertyTitle, row.propertyTitleEn)}
          {row.unitNumber ? ' · ' : ''}
          {row.unitNumber ? <Ltr>{row.unitNumber}</Ltr> : null}
        </bdi>
      ),
    },
    ...AMOUNTS.map((key): ColumnType<DepositRow> => ({
      key,
      title: t(`ledger.reports.deposits.${key}`),
      className: 'ledger-amount',
      render: (_v, row) => <ReportAmount amount={row[key]} />,
    })),
  ];

  return (
    <div data-testid="ledger-deposits">
      <div className="estate-toolbar">
        <DayField
          id="ledger-deposits-as-of"
          label={t('ledger.asOf')}
          value={asOf}
          onChange={(day) => set({ asOf: day })}
          allowClear={false}
          testId="ledger-deposits-as-of"
        />
        <ReportDownload
          path={LEDGER_REPORTS_API.deposits}
          query={{ asOf }}
          fileName="deposits-register.xlsx"
          testId="ledger-deposits-download"
        />
      </div>
      {register.isError ? <LoadError onRetry={() => void register.refetch()} /> : null}
      <Table<DepositRow>
        rowKey={(row) => row.contractId ?? 'none'}
        tableLayout="fixed"
        className="estate-list-table ledger-table"
        data-testid="ledger-deposits-table"
        aria-busy={register.isFetching || undefined}
        loading={register.isFetching}
        dataSource={data?.rows ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{
          emptyText: register.isError ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />,
        }}
        onRow={(row) =>
          ({
            'data-testid': 'ledger-deposit',
            'data-contract': row.contractNumber ?? '',
          }) as HTMLAttributes<HTMLElement>
        }
        summary={() =>
          data ? (
            <Table.Summary.Row className="ledger-total-row">
              <Table.Summary.Cell index={0} colSpan={3}>
                <span className="estate-strong">{t('ledger.total')}</span>
              </Table.Summary.Cell>
              {AMOUNTS.map((key, index) => (
                <Table.Summary.Cell key={key} index={3 + index} className="ledger-amount">
                  <ReportAmount amount={data.totals[key]} testId={`ledger-deposits-total-${key}`} strong />
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
