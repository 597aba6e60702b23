import { useTranslation } from 'react-i18next';
import type { DashboardFinancial, DashboardFinancialPeriod } from '@estate/contracts';
import { formatCurrency, formatMonth, formatNumber, formatPercent, useLang } from '@estate/platform';
import { useDashboardFinancial } from '../../api/get-dashboard-financial.js';
import { Figure, Figures } from '../Figure.js';
import { TabQuery } from '../TabQuery.js';

/** The financial tab: this month and this year (revenue, expenses, net, invoiced, collected), overdue, 12 months. */
export function FinancialTab() {
  const query = useDashboardFinancial();
  return (
    <TabQuery query={query} testId="dashboard-financial">
      {(data) => <Financial data={data} />}
    </TabQuery>
  );
}

function Financial({ data }: { data: DashboardFinancial }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const money = (value: number) => formatCurrency(value, lang, { halalas: true });

  return (
    <div className="dashboard-groups">
      <Period period="month" figures={data.month} />
      <Period period="year" figures={data.year} />
      <section className="dashboard-card" aria-labelledby="fin-overdue-title">
        <h2 id="fin-overdue-title" className="dashboard-group-title">
          {t('dashboardTabs.financial.overdue')}
        </h2>
        <Figures>
          <Figure
            testId="fin-overdue-count"
            label={t('dashboardTabs.financial.overdueCount')}
            value={formatNumber(data.overdue.count, lang)}
            raw={data.overdue.count}
            tone={data.overdue.count ? 'danger' : undefined}
          />
          <Figure
            testId="fin-overdue-amount"
            label={t('dashboardTabs.financial.overdueAmount')}
            value={money(data.overdue.amount)}
            raw={data.overdue.amount}
            tone={data.overdue.amount ? 'danger' : undefined}
            note={t('dashboardTabs.financial.overdueNote')}
          />
        </Figures>
      </section>
      <section className="dashboard-card" aria-labelledby="fin-months-title">
        <h2 id="fin-months-title" className="dashboard-group-title">
          {t('dashboardTabs.financial.months', { shown: formatNumber(data.months.length, lang) })}
        </h2>
        <div className="dashboard-table-wrap" tabIndex={0} role="region" aria-labelledby="fin-months-title">
          <table className="dashboard-table" data-testid="fin-months">
            <thead>
              <tr>
                <th scope="col">{t('dashboardTabs.financial.month')}</th>
                <th scope="col">{t('dashboardTabs.financial.revenue')}</th>
                <th scope="col">{t('dashboardTabs.financial.expenses')}</th>
                <th scope="col">{t('dashboardTabs.financial.net')}</th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((month) => (
                <tr key={month.month} data-month={month.month}>
                  <th scope="row">{formatMonth(month.month, lang)}</th>
                  <td data-value={month.revenue}>{money(month.revenue)}</td>
                  <td data-value={month.expenses}>{money(month.expenses)}</td>
                  <td data-value={month.net} className={month.net < 0 ? 'dashboard-negative' : undefined}>
                    {money(month.net)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function Period({ period, figures }: { period: 'month' | 'year'; figures: DashboardFinancialPeriod }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const money = (value: number) => formatCurrency(value, lang, { halalas: true });
  const id = `fin-${period}`;
  return (
    <section className="dashboard-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="dashboard-group-title">
        {t(`dashboardTabs.financial.periods.${period}`)}
      </h2>
      <Figures>
        <Figure
          testId={`${id}-revenue`}
          label={t('dashboardTabs.financial.revenue')}
          value={money(figures.revenue)}
          raw={figures.revenue}
          note={t('dashboardTabs.financial.revenueNote')}
        />
        <Figure
          testId={`${id}-expenses`}
          label={t('dashboardTabs.financial.expenses')}
          value={money(figures.expenses)}
          raw={figures.expenses}
        />
        <Figure
          testId={`${id}-net`}
          label={t('dashboardTabs.financial.net')}
          value={money(figures.net)}
          raw={figures.net}
          tone={figures.net < 0 ? 'danger' : undefined}
        />
        <Figure
          testId={`${id}-invoiced`}
          label={t('dashboardTabs.financial.invoiced')}
          value={money(figures.invoiced)}
          raw={figures.invoiced}
        />
        <Figure
          testId={`${id}-collection`}
          label={t('dashboardTabs.financial.collectionRate')}
          value={figures.collectionRate === null ? '—' : formatPercent(figures.collectionRate / 100, lang, 1)}
          raw={figures.collectionRate}
          note={figures.collectionRate === null ? t('dashboardTabs.financial.nothingDue') : undefined}
        />
      </Figures>
    </section>
  );
}
