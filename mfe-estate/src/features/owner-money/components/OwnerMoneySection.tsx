import { useState } from 'react';
import { todayInRiyadh, type ManagementAgreement, type OwnerLedgerLine, type OwnerPayout } from '@estate/contracts';
import { formatCurrency, formatDateWithHijri, formatInteger, formatPercent, useLang } from '@estate/platform';
import { Button, Empty, LoadError, Ltr, Spin, useToast } from '@estate/platform/ui';
import { FilePdfOutlined } from '@estate/platform/ui-extra';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import { InfoCard, type InfoRow } from '../../../components/InfoCard.js';
import { useAgreements } from '../api/get-agreements.js';
import { useOwnerLedger } from '../api/get-owner-ledger.js';
import { usePayouts } from '../api/get-payouts.js';
import { downloadPayoutAdvice } from '../api/download-payout-advice.js';
import { useOwnerMoneyAccess } from '../hooks/use-owner-money-access.js';
import { useOwnerMoneyText } from '../hooks/use-owner-money-text.js';
import { AgreementDialog } from './AgreementDialog.js';
import { PayoutDialog } from './PayoutDialog.js';
import './owner-money.css';

/**
 * An owner's money in their drawer, for the roles that keep the ledger (admin, accountant): what is held for them now,
 * the management agreement in force (and setting one), their payouts (and recording one), and this year's ledger.
 * Other roles see nothing of it (the server refuses them these reads).
 */
export function OwnerMoneySection({ ownerId }: { ownerId: string }) {
  return useOwnerMoneyAccess() ? <OwnerMoney ownerId={ownerId} /> : null;
}

type Dialog = 'agreement' | 'payout' | null;

/** The agreement in force on a day (the latest from that day or before), and the next one set after it. */
function agreementsOn(agreements: ManagementAgreement[], day: string) {
  const inForce = agreements.find((agreement) => agreement.fromDate <= day) ?? null;
  const upcoming = agreements.filter((agreement) => agreement.fromDate > day).at(-1) ?? null;
  return { inForce, upcoming };
}

function OwnerMoney({ ownerId }: { ownerId: string }) {
  const { t } = useOwnerMoneyText();
  const { lang } = useLang();
  const today = todayInRiyadh();
  const period = { from: `${today.slice(0, 4)}-01-01`, to: today };
  const ledger = useOwnerLedger(ownerId, period);
  const agreements = useAgreements(ownerId);
  const payouts = usePayouts(ownerId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  // Days of a contract's money and an owner's statement carry their Umm al-Qura date, as the PDFs print them.
  const day = (date: string) => formatDateWithHijri(date, lang, 'short');
  const percent = (value: number) => formatPercent(value / 100, lang, 2);
  const toast = useToast();
  const { inForce, upcoming } = agreementsOn(agreements.data ?? [], today);
  const downloadAdvice = (payout: OwnerPayout) =>
    downloadPayoutAdvice(payout, lang).catch(() => toast.error(t('payouts.adviceFailed')));
  const balance = ledger.data?.closing;

  const agreementRows: InfoRow[] = inForce
    ? [
        {
          key: 'fee',
          label: t('agreement.fee'),
          value: t('agreement.feeValue', { percent: percent(inForce.feePercent) }),
        },
        {
          key: 'vatOnFee',
          label: t('agreement.vatOnFee'),
          value: inForce.vatOnFee ? t('agreement.yes') : t('agreement.no'),
        },
        { key: 'fromDate', label: t('agreement.fromDate'), value: day(inForce.fromDate) },
      ]
    : [];

  const payoutColumns: ColumnType<OwnerPayout>[] = [
    { key: 'number', title: t('payouts.number'), render: (_v, payout) => <Ltr>{payout.payoutNumber}</Ltr> },
    { key: 'date', title: t('payouts.date'), render: (_v, payout) => day(payout.paidOn) },
    { key: 'method', title: t('payouts.method'), render: (_v, payout) => t(`methods.${payout.method}`) },
    {
      key: 'amount',
      title: t('payouts.amount'),
      className: 'owner-money-amount',
      render: (_v, payout) => money(payout.amount),
    },
    {
      key: 'advice',
      title: t('payouts.advice'),
      render: (_v, payout) => (
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          onClick={() => void downloadAdvice(payout)}
          aria-label={t('payouts.adviceOf', { number: payout.payoutNumber })}
          data-testid="owner-payout-advice"
        >
          {t('payouts.adviceDownload')}
        </Button>
      ),
    },
  ];

  const lineColumns: ColumnType<OwnerLedgerLine & { key: string }>[] = [
    { key: 'date', title: t('ledger.date'), render: (_v, line) => day(line.postedOn) },
    { key: 'kind', title: t('ledger.kind'), render: (_v, line) => t(`ledger.kinds.${line.kind}`) },
    {
      key: 'reference',
      title: t('ledger.reference'),
      render: (_v, line) => (
        <div className="estate-cell">
          {line.reference ? <Ltr>{line.reference}</Ltr> : '—'}
          {line.reversesEntryNumber === null ? null : (
            <span className="estate-warning">
              {t('ledger.reversalOf', { n: formatInteger(line.reversesEntryNumber, lang) })}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('ledger.amount'),
      className: 'owner-money-amount',
      render: (_v, line) => <span className={line.amount < 0 ? 'estate-danger' : undefined}>{money(line.amount)}</span>,
    },
    {
      key: 'balance',
      title: t('ledger.runningBalance'),
      className: 'owner-money-amount',
      render: (_v, line) => money(line.balance),
    },
  ];

  return (
    <div className="owner-money" data-testid="owner-money">
      <InfoCard title={t('title')}>
        <div className="owner-money-head">
          <div className="owner-money-balance">
            <span className="estate-muted">{t('balance')}</span>
            {balance === undefined ? (
              ledger.isError ? (
                <LoadError onRetry={() => void ledger.refetch()} />
              ) : (
                <Spin size="small" />
              )
            ) : (
              <strong className="owner-money-figure" data-testid="owner-balance" data-value={balance}>
                {money(balance)}
              </strong>
            )}
            <span className="estate-muted">{t('balanceHint', { from: day(period.from), to: day(period.to) })}</span>
          </div>
          <div className="owner-money-buttons">
            <Button onClick={() => setDialog('agreement')} data-testid="owner-agreement-set">
              {t('agreement.set')}
            </Button>
            <Button type="primary" onClick={() => setDialog('payout')} data-testid="owner-payout-record">
              {t('payouts.record')}
            </Button>
          </div>
        </div>
      </InfoCard>

      <InfoCard title={t('agreement.title')} rows={agreementRows} testId="owner-agreement">
        {agreements.isError ? <LoadError onRetry={() => void agreements.refetch()} /> : null}
        {agreements.isPending ? <Spin size="small" /> : null}
        {agreements.data && !inForce ? <p className="estate-muted">{t('agreement.none')}</p> : null}
        {upcoming ? (
          <p className="estate-muted owner-money-note">
            {t('agreement.upcoming', { date: day(upcoming.fromDate), percent: percent(upcoming.feePercent) })}
          </p>
        ) : null}
      </InfoCard>

      <InfoCard title={t('payouts.title')} testId="owner-payouts">
        {payouts.isError ? (
          <LoadError onRetry={() => void payouts.refetch()} />
        ) : payouts.data?.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payouts.none')} />
        ) : (
          <Table<OwnerPayout>
            size="small"
            rowKey="id"
            className="owner-money-table"
            loading={payouts.isPending}
            columns={payoutColumns}
            dataSource={payouts.data ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
            onRow={(payout) => ({ 'data-testid': 'owner-payout', 'data-number': payout.payoutNumber }) as object}
          />
        )}
      </InfoCard>

      <InfoCard title={t('ledger.title')} testId="owner-ledger">
        {ledger.isError ? <LoadError onRetry={() => void ledger.refetch()} /> : null}
        {ledger.data ? (
          <>
            <dl className="estate-info owner-money-opening">
              <div className="estate-info-row" data-testid="owner-ledger-opening">
                <dt>{t('ledger.opening', { date: day(ledger.data.from) })}</dt>
                <dd>{money(ledger.data.opening)}</dd>
              </div>
            </dl>
            {ledger.data.lines.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ledger.none')} />
            ) : (
              <Table<OwnerLedgerLine & { key: string }>
                size="small"
                className="owner-money-table"
                columns={lineColumns}
                dataSource={ledger.data.lines.map((line, index) => ({ ...line, key: `${index}` }))}
                pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
                onRow={(line) => ({ 'data-testid': 'owner-ledger-line', 'data-kind': line.kind }) as object}
              />
            )}
            <dl className="estate-info owner-money-totals">
              <div className="estate-info-row">
                <dt>{t('ledger.collected')}</dt>
                <dd>{money(ledger.data.collected)}</dd>
              </div>
              <div className="estate-info-row">
                <dt>{t('ledger.fees')}</dt>
                <dd>{money(ledger.data.fees)}</dd>
              </div>
              <div className="estate-info-row">
                <dt>{t('ledger.expenses')}</dt>
                <dd>{money(ledger.data.expenses)}</dd>
              </div>
              <div className="estate-info-row">
                <dt>{t('ledger.payouts')}</dt>
                <dd>{money(ledger.data.payouts)}</dd>
              </div>
              <div className="estate-info-row owner-money-closing" data-testid="owner-ledger-closing">
                <dt>{t('ledger.closing', { date: day(ledger.data.to) })}</dt>
                <dd>{money(ledger.data.closing)}</dd>
              </div>
            </dl>
          </>
        ) : ledger.isPending ? (
          <Spin size="small" />
        ) : null}
      </InfoCard>

      {dialog === 'agreement' ? <AgreementDialog ownerId={ownerId} current={inForce} onClose={close} /> : null}
      {dialog === 'payout' ? <PayoutDialog ownerId={ownerId} balance={balance} onClose={close} /> : null}
    </div>
  );
}
