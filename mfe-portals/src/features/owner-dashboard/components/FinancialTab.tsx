import { useTranslation } from 'react-i18next';
import type { OwnerOverview } from '@estate/contracts';
import { formatCurrency, formatInteger, formatPercent, useLang } from '@estate/platform';
import { SummaryCards } from '@estate/platform/ui';
import { MonthTrend } from './MonthTrend.js';

/** The financial tab: this year's revenue, expenses, net profit and ROI, and the last six months. */
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
      <MonthTrend months={overview.months} />
    </div>
  );
}
