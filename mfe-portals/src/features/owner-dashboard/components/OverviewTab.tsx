import { useTranslation } from 'react-i18next';
import { localizedText, type OwnerActivity, type OwnerOverview } from '@estate/contracts';
import { formatCurrency, formatDate, formatNumber, formatPercent, useLang } from '@estate/platform';
import { SummaryCards } from '@estate/platform/ui';
import { Progress, Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';

const ACTIVITY_COLOR: Record<OwnerActivity['kind'], string> = {
  payment: 'success',
  ticket: 'orange',
  contract: 'blue',
};

/** The overview: the portfolio's value, income, occupancy and costs, and what happened lately. */
export function OverviewTab({ overview }: { overview: OwnerOverview }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const money = (value: number) => formatCurrency(value, lang);

  return (
    <div className="portal-section" data-testid="owner-overview">
      <SummaryCards
        label={t('owner.overview.figures')}
        cards={[
          {
            key: 'totalValue',
            label: t('owner.overview.totalValue'),
            value: t('owner.overview.valueMillions', { value: formatNumber(overview.totalValue / 1_000_000, lang, 2) }),
            testId: 'owner-total-value',
          },
          {
            key: 'monthlyIncome',
            label: t('owner.overview.monthlyIncome'),
            value: money(overview.monthlyIncome),
            testId: 'owner-monthly-income',
          },
          {
            key: 'occupancy',
            label: t('owner.overview.occupancy'),
            value: formatPercent(overview.occupancyRate / 100, lang),
            testId: 'owner-occupancy',
            extra: (
              <>
                <Progress
                  percent={overview.occupancyRate}
                  showInfo={false}
                  size="small"
                  aria-label={t('owner.overview.occupancy')}
                />
                <span className="portal-muted">
                  {t('owner.overview.occupiedOf', {
                    occupied: formatNumber(overview.occupiedUnits, lang),
                    total: formatNumber(overview.totalUnits, lang),
                  })}
                </span>
              </>
            ),
          },
          {
            key: 'maintenanceCosts',
            label: t('owner.overview.maintenanceCosts'),
            value: money(overview.maintenanceCosts),
            testId: 'owner-maintenance-costs',
            extra: (
              <span className="portal-muted">
                {t('owner.overview.openTickets', { number: formatNumber(overview.openTickets, lang) })}
              </span>
            ),
          },
          {
            key: 'rented',
            label: t('owner.overview.rented'),
            value: formatNumber(overview.occupiedUnits, lang),
            testId: 'owner-rented',
          },
          {
            key: 'vacant',
            label: t('owner.overview.vacant'),
            value: formatNumber(overview.vacantUnits, lang),
            testId: 'owner-vacant',
          },
        ]}
      />
      <h2>{t('owner.overview.recentActivity')}</h2>
      {overview.recentActivity.length === 0 ? (
        <EmptyState title={t('owner.overview.noActivity')} />
      ) : (
        <ul className="portal-rows">
          {overview.recentActivity.map((activity) => (
            <li key={`${activity.kind}-${activity.id}`} className="portal-row" data-testid="owner-activity">
              <div className="portal-row-main">
                <span className="portal-tags">
                  <Tag color={ACTIVITY_COLOR[activity.kind]}>{t(`owner.activity.${activity.kind}`)}</Tag>
                  <bdi className="portal-muted">{activity.reference}</bdi>
                </span>
                <strong>{localizedText(activity.title, activity.titleEn, lang).text}</strong>
                <span className="portal-muted">
                  {localizedText(activity.propertyTitle, activity.propertyTitleEn, lang).text}
                </span>
              </div>
              <div className="portal-row-side">
                {activity.amount !== null ? <strong className="portal-amount">{money(activity.amount)}</strong> : null}
                <span className="portal-muted">{formatDate(activity.at, lang, 'short')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
