import { useTranslation } from 'react-i18next';
import type { OwnerOverview } from '@estate/contracts';
import { formatCurrency, formatDate, formatHijriDate, formatInteger, formatPercent, useLang } from '@estate/platform';
import { Button, LoadError, Ltr, Spin, SummaryCards, useToast } from '@estate/platform/ui';
import { FilePdfOutlined } from '@estate/platform/ui-extra';
import { downloadPayoutAdvice } from '../api/download-payout-advice.js';
import { useOwnerPayouts } from '../api/get-owner-payouts.js';
import { FeeInvoices } from './FeeInvoices.js';
import { MonthTrend } from './MonthTrend.js';

/** The owner's payouts, each with its advice to download. */
function Payouts() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const payouts = useOwnerPayouts();
  if (payouts.isPending) return <Spin size="small" />;
  if (payouts.isError) return <LoadError message={t('owner.loadError')} onRetry={() => void payouts.refetch()} />;
  if (payouts.data.length === 0) return <p className="portal-muted">{t('owner.financial.payouts.none')}</p>;
  return (
    <table className="portal-trend" data-testid="owner-payouts">
      <caption>{t('owner.financial.payouts.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('owner.financial.payouts.number')}</th>
          <th scope="col">{t('owner.financial.payouts.date')}</th>
          <th scope="col">{t('owner.financial.payouts.amount')}</th>
          <th scope="col">{t('owner.financial.payouts.advice')}</th>
        </tr>
      </thead>
      <tbody>
        {payouts.data.map((payout) => (
          <tr key={payout.id} data-testid="owner-payout" data-number={payout.payoutNumber}>
            <th scope="row">
              <Ltr>{payout.payoutNumber}</Ltr>
            </th>
            <td>
              {formatDate(payout.paidOn, lang, 'short')}
              <div className="portal-muted">{formatHijriDate(payout.paidOn, lang)}</div>
            </td>
            <td>
              <span className="portal-amount">{formatCurrency(payout.amount, lang, { halalas: true })}</span>
            </td>
            <td>
              <Button
                size="small"
                icon={<FilePdfOutlined />}
                aria-label={t('owner.financial.payouts.adviceOf', { number: payout.payoutNumber })}
                data-testid="owner-payout-advice"
                onClick={() =>
                  void downloadPayoutAdvice(payout, lang).catch(() =>
                    toast.error(t('owner.financial.payouts.adviceFailed')),
                  )
                }
              >
                <span className="portal-payout-download">{t('owner.financial.payouts.download')}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The financial tab: this year's revenue, expenses, net profit and ROI; the owner's money as the ledger holds it (held
 * for them, collected, fees, paid out) with the payouts and each one's advice, and the management fee's monthly tax
 * invoices; and the last six months.
 */
export function FinancialTab({ overview }: { overview: OwnerOverview }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const { yearToDate } = overview;
  const money = (value: number) => formatCurrency(value, lang);

  return (
    <div className="portal-section" data-testid="owner-financial">
      <h2>{t('owner.financial.ytd', { year: formatInteger(yearToDate.year, lang) })}</h2>
      <SummaryCards
        cards={[
          {
            key: 'revenue',
            label: t('owner.financial.revenue'),
            value: money(yearToDate.revenue),
            testId: 'owner-ytd-revenue',
          },
          {
            key: 'expenses',
            label: t('owner.financial.expenses'),
            value: money(yearToDate.expenses),
            testId: 'owner-ytd-expenses',
          },
          {
            key: 'netProfit',
            label: t('owner.financial.netProfit'),
            value: money(yearToDate.netProfit),
            testId: 'owner-ytd-net',
            tone: yearToDate.netProfit < 0 ? 'danger' : undefined,
          },
          {
            key: 'roi',
            label: t('owner.financial.roi'),
            value: yearToDate.roi === null ? t('owner.financial.noRoi') : formatPercent(yearToDate.roi / 100, lang, 1),
            testId: 'owner-ytd-roi',
          },
        ]}
      />
      <h2>{t('owner.financial.money')}</h2>
      <p className="portal-muted">{t('owner.financial.moneyNote')}</p>
      <SummaryCards
        cards={[
          { key: 'held', label: t('owner.financial.held'), value: money(overview.money.held), testId: 'owner-held' },
          {
            key: 'collected',
            label: t('owner.financial.collected'),
            value: money(overview.money.collected),
            testId: 'owner-collected',
          },
          { key: 'fees', label: t('owner.financial.fees'), value: money(overview.money.fees), testId: 'owner-fees' },
          {
            key: 'paidOut',
            label: t('owner.financial.paidOut'),
            value: money(overview.money.payouts),
            testId: 'owner-paid-out',
          },
        ]}
      />
      <div className="portal-section">
        <Payouts />
      </div>
      <div className="portal-section">
        <FeeInvoices />
      </div>
      <MonthTrend months={overview.months} />
    </div>
  );
}
