import { useTranslation } from 'react-i18next';
import type { OwnerOverview } from '@estate/contracts';
import { formatCurrency, formatInteger, formatPercent, useLang } from '@estate/platform';
import { SummaryCards } from '@estate/platform/ui';
import { MonthTrend } from './MonthTrend.js';

/**
 * The financial tab: this year's revenue, expenses, net profit and ROI; the owner's money as the ledger holds it (held
 * for them, collected, fees, paid out); and the last six months.
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
      <MonthTrend months={overview.months} />
    </div>
  );
}
