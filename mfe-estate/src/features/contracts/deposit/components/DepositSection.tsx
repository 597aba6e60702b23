import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ESTATE_SCREEN_ROLES, type ContractDeposit, type DepositReturn } from '@estate/contracts';
import { formatCurrency, formatDateWithHijri, hasRole, useAuth, useLang } from '@estate/platform';
import { Button, Empty, LoadError, Ltr, Spin } from '@estate/platform/ui';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { InfoCard } from '../../../../components/InfoCard.js';
import { useContractDeposit } from '../api/get-contract-deposit.js';
import { SettleDepositDialog } from './SettleDepositDialog.js';
import './deposit.css';

type AppliedLine = ContractDeposit['applied'][number];

/**
 * A contract's security deposit, for the roles that keep the ledger (admin, accountant): other roles see nothing of
 * it and it is not read for them (the server refuses them).
 */
export function DepositSection({ contractId }: { contractId: string }) {
  const { user } = useAuth();
  return hasRole(user?.role, ESTATE_SCREEN_ROLES.ledger) ? <Deposit contractId={contractId} /> : null;
}

/**
 * What is held for the tenant now, what was applied to the invoices they owed (and damages), what was given back,
 * and settling it once the contract has ended while something is held.
 */
function Deposit({ contractId }: { contractId: string }) {
  const { t } = useTranslation('estate', { keyPrefix: 'contracts.deposit' });
  const { t: te } = useTranslation('estate');
  const { lang } = useLang();
  const deposit = useContractDeposit(contractId);
  const [settling, setSettling] = useState(false);
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  // Days of a contract's money and an owner's statement carry their Umm al-Qura date, as the PDFs print them.
  const day = (date: string) => formatDateWithHijri(date, lang, 'short');
  const data = deposit.data;

  const appliedColumns: ColumnType<AppliedLine & { key: string }>[] = [
    { key: 'invoice', title: t('invoice'), render: (_v, line) => <Ltr>{line.invoiceNumber}</Ltr> },
    { key: 'date', title: t('date'), render: (_v, line) => day(line.paidOn) },
    { key: 'amount', title: t('amount'), className: 'deposit-amount', render: (_v, line) => money(line.amount) },
  ];

  const returnColumns: ColumnType<DepositReturn>[] = [
    { key: 'number', title: t('returnNumber'), render: (_v, given) => <Ltr>{given.returnNumber}</Ltr> },
    { key: 'date', title: t('date'), render: (_v, given) => day(given.returnedOn) },
    { key: 'method', title: t('method'), render: (_v, given) => te(`enums.paymentMethod.${given.method}`) },
    { key: 'iban', title: t('iban'), render: (_v, given) => (given.iban ? <Ltr>{given.iban}</Ltr> : '—') },
    { key: 'amount', title: t('amount'), className: 'deposit-amount', render: (_v, given) => money(given.amount) },
  ];

  return (
    <InfoCard title={t('title')} testId="contract-deposit">
      {deposit.isError ? <LoadError onRetry={() => void deposit.refetch()} /> : null}
      {deposit.isPending ? <Spin size="small" /> : null}
      {data ? (
        <div className="deposit">
          <div className="deposit-head">
            <div className="deposit-held">
              <span className="estate-muted">{t('held')}</span>
              <strong className="deposit-figure" data-testid="deposit-held" data-value={data.held}>
                {money(data.held)}
              </strong>
              <span className="estate-muted">
                {!data.ended ? t('runningHint') : data.held > 0 ? t('endedHint') : t('settledHint')}
              </span>
            </div>
            {data.ended && data.held > 0 ? (
              <Button type="primary" onClick={() => setSettling(true)} data-testid="deposit-settle">
                {t('settle')}
              </Button>
            ) : null}
          </div>

          <div className="deposit-part">
            <h3 className="deposit-part-title">{t('applied')}</h3>
            {data.applied.length === 0 ? (
              <p className="estate-muted deposit-none">{t('appliedNone')}</p>
            ) : (
              <Table<AppliedLine & { key: string }>
                size="small"
                className="deposit-table"
                columns={appliedColumns}
                dataSource={data.applied.map((line, index) => ({ ...line, key: `${line.invoiceId}-${index}` }))}
                pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
                onRow={(line) =>
                  ({
                    'data-testid': 'deposit-applied',
                    'data-invoice': line.invoiceNumber,
                    'data-amount': line.amount,
                  }) as object
                }
              />
            )}
          </div>

          <div className="deposit-part">
            <h3 className="deposit-part-title">{t('returns')}</h3>
            {data.returns.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('returnsNone')} />
            ) : (
              <Table<DepositReturn>
                size="small"
                rowKey="id"
                className="deposit-table"
                columns={returnColumns}
                dataSource={data.returns}
                pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
                onRow={(given) =>
                  ({
                    'data-testid': 'deposit-return',
                    'data-number': given.returnNumber,
                    'data-amount': given.amount,
                  }) as object
                }
              />
            )}
          </div>
        </div>
      ) : null}
      {settling && data ? (
        <SettleDepositDialog contractId={contractId} deposit={data} onClose={() => setSettling(false)} />
      ) : null}
    </InfoCard>
  );
}
