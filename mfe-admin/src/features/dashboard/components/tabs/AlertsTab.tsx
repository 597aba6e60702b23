import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localizedTitle, type DashboardAlertItem, type DashboardAlerts } from '@estate/contracts';
import { formatCurrency, formatDate, formatNumber, useLang } from '@estate/platform';
import { useDashboardAlerts } from '../../api/get-dashboard-alerts.js';
import { TabQuery } from '../TabQuery.js';

type Group = keyof DashboardAlerts;
type AlertList = { count: number; items: DashboardAlertItem[] };
const GROUPS: readonly Group[] = ['overdueInvoices', 'expiringContracts', 'urgentTickets', 'auctionsEndingToday'];
const tones: Record<Group, string> = {
  overdueInvoices: 'danger',
  expiringContracts: 'warning',
  urgentTickets: 'danger',
  auctionsEndingToday: 'info',
};

/**
 * Alerts: overdue invoices, contracts ending within 30 days, urgent tickets past their SLA, auctions ending today;
 * only the groups the server sent (a role that may not open a group's screen gets no group, not an empty one).
 */
export function AlertsTab() {
  const query = useDashboardAlerts();
  return (
    <TabQuery query={query} testId="dashboard-alerts">
      {(data) => (
        <div className="dashboard-alerts">
          {GROUPS.map((group) => {
            const alerts: AlertList | undefined = data[group];
            return alerts ? (
              <AlertGroup
                key={group}
                group={group}
                alerts={alerts}
                amount={group === 'overdueInvoices' ? data.overdueInvoices?.amount : undefined}
              />
            ) : null;
          })}
        </div>
      )}
    </TabQuery>
  );
}

function AlertGroup({ group, alerts, amount }: { group: Group; alerts: AlertList; amount: number | undefined }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { count, items } = alerts;
  const more = count - items.length;

  return (
    <section
      className={`dashboard-card dashboard-alert-group dashboard-alert-${tones[group]}`}
      aria-labelledby={`alerts-${group}`}
      data-testid={`alerts-${group}`}
      data-count={count}
    >
      <h2 id={`alerts-${group}`} className="dashboard-group-title dashboard-alert-title">
        <span>{t(`dashboardTabs.alerts.groups.${group}`)}</span>
        <span className="dashboard-alert-count" data-testid={`alerts-${group}-count`}>
          {formatNumber(count, lang)}
        </span>
      </h2>
      {amount !== undefined && count ? (
        <p className="dashboard-alert-amount" data-testid="alerts-overdue-amount" data-value={amount}>
          {t('dashboardTabs.alerts.totalDue', { amount: formatCurrency(amount, lang, { halalas: true }) })}
        </p>
      ) : null}
      {items.length ? (
        <ul className="dashboard-list">
          {items.map((item) => (
            <AlertItem key={item.id} item={item} group={group} />
          ))}
        </ul>
      ) : (
        <p className="muted dashboard-alert-none">{t(`dashboardTabs.alerts.none.${group}`)}</p>
      )}
      {more > 0 ? (
        <p className="muted dashboard-alert-more">
          {t('dashboardTabs.alerts.more', { shown: formatNumber(more, lang) })}
        </p>
      ) : null}
    </section>
  );
}

function AlertItem({ item, group }: { item: DashboardAlertItem; group: Group }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const title = localizedTitle(item, lang);
  return (
    <li className="dashboard-list-item" data-alert={item.id}>
      <Link to={item.link}>
        <span lang={title.lang} dir="auto" className="dashboard-list-title">
          {title.text}
        </span>
      </Link>
      <span className="muted dashboard-list-date">
        {t(`dashboardTabs.alerts.dateLabel.${group}`, { date: formatDate(item.date, lang) })}
      </span>
      {item.amount !== undefined ? (
        <strong className="dashboard-list-amount">{formatCurrency(item.amount, lang, { halalas: true })}</strong>
      ) : null}
    </li>
  );
}
