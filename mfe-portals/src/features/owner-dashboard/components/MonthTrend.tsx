import { useTranslation } from 'react-i18next';
import type { OwnerMonth } from '@estate/contracts';
import { formatCurrency, formatMonth, useLang } from '@estate/platform';

/**
 * The last months' revenue, expenses and net as a table whose cells carry a bar sized to the largest figure: read
 * by screen readers as a table, seen as a chart, and no charting library in the portal's bundle.
 */
export function MonthTrend({ months }: { months: OwnerMonth[] }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const largest = Math.max(1, ...months.flatMap((month) => [month.revenue, month.expenses, Math.abs(month.net)]));
  const bar = (value: number, kind: 'revenue' | 'expenses' | 'net') => (
    <span
      aria-hidden="true"
      className={`portal-bar portal-bar-${kind}${kind === 'net' && value < 0 ? ' portal-bar-loss' : ''}`}
      style={{ inlineSize: `${Math.round((Math.abs(value) / largest) * 100)}%` }}
    />
  );
  const cell = (value: number, kind: 'revenue' | 'expenses' | 'net') => (
    <td>
      <span className={`portal-amount${kind === 'net' && value < 0 ? ' portal-negative' : ''}`}>
        {formatCurrency(value, lang)}
      </span>
      {bar(value, kind)}
    </td>
  );

  return (
    <div className="portal-section">
      <table className="portal-trend" data-testid="owner-trend">
        <caption>{t('owner.financial.trend')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('owner.financial.month')}</th>
            <th scope="col">{t('owner.financial.revenue')}</th>
            <th scope="col">{t('owner.financial.expenses')}</th>
            <th scope="col">{t('owner.financial.net')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} data-testid="owner-trend-month" data-month={month.month}>
              <th scope="row">{formatMonth(month.month, lang)}</th>
              {cell(month.revenue, 'revenue')}
              {cell(month.expenses, 'expenses')}
              {cell(month.net, 'net')}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="portal-legend" aria-hidden="true">
        <span className="portal-legend-revenue">{t('owner.financial.revenue')}</span>
        <span className="portal-legend-expenses">{t('owner.financial.expenses')}</span>
        <span className="portal-legend-net">{t('owner.financial.net')}</span>
      </div>
    </div>
  );
}
