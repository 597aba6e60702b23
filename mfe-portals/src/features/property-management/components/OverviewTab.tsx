import { useTranslation } from 'react-i18next';
import { cityName, districtName, localizedText, PORTAL_RECENT_ITEMS } from '@estate/contracts';
import { formatCurrency, formatDate, formatNumber, formatPercent, joinWords, useLang } from '@estate/platform';
import { ButtonLink, LoadError, PageLoader, type SummaryCard, SummaryCards } from '@estate/platform/ui';
import { Progress, Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { PRIORITY_COLOR, TICKET_STATUS_COLOR } from '../../../components/dashboard/tones.js';
import { useTickets, useUnits } from '../api/get-lists.js';
import { usePropertySummary, useTenantSummary, useTicketSummary } from '../api/get-summaries.js';
import type { ManagementAccess } from './use-management-access.js';

/** Vacant units the overview lists, the dearest first. */
const VACANT_SHOWN = 5;

/** The overview: five counters, the latest maintenance requests and the vacant units with their rent. */
export function OverviewTab({ access }: { access: ManagementAccess }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const properties = usePropertySummary();
  const tenants = useTenantSummary();
  const tickets = useTicketSummary(access.maintenance);
  const recent = useTickets({ sort: 'createdAt', order: 'desc', limit: PORTAL_RECENT_ITEMS }, access.maintenance);
  const vacant = useUnits({ status: 'vacant', sort: 'rentPrice', order: 'desc', limit: VACANT_SHOWN });
  const n = (value: number) => formatNumber(value, lang);

  if (properties.isPending || tenants.isPending || (access.maintenance && tickets.isPending)) return <PageLoader />;
  if (properties.isError || tenants.isError || tickets.isError) {
    return (
      <LoadError
        message={t('management.loadError')}
        onRetry={() => {
          void properties.refetch();
          void tenants.refetch();
          if (access.maintenance) void tickets.refetch();
        }}
      />
    );
  }
  const summary = properties.data;
  const cards: SummaryCard[] = [
    {
      key: 'totalProperties',
      label: t('management.overview.totalProperties'),
      value: n(summary.totalProperties),
      testId: 'pm-total-properties',
      extra: (
        <span className="portal-muted">{t('management.overview.totalUnits', { number: n(summary.totalUnits) })}</span>
      ),
    },
    {
      key: 'totalTenants',
      label: t('management.overview.totalTenants'),
      value: n(tenants.data.totalTenants),
      testId: 'pm-total-tenants',
      extra: (
        <span className="portal-muted">
          {t('management.overview.activeTenants', { number: n(tenants.data.activeTenants) })}
        </span>
      ),
    },
    {
      // Contracted rent, not money received (the financials tab's "collected this month"): two figures, two names.
      key: 'contractedRent',
      label: t('management.overview.contractedRent'),
      value: formatCurrency(summary.monthlyIncome, lang),
      testId: 'pm-monthly-revenue',
      extra: <span className="portal-muted">{t('management.overview.contractedRentNote')}</span>,
    },
  ];
  if (access.maintenance && tickets.data) {
    cards.push({
      key: 'maintenanceRequests',
      label: t('management.overview.maintenanceRequests'),
      value: n(tickets.data.total),
      testId: 'pm-maintenance-requests',
      extra: (
        <span className="portal-muted">{t('management.overview.openRequests', { number: n(tickets.data.open) })}</span>
      ),
    });
  }
  cards.push({
    key: 'occupancy',
    label: t('management.overview.occupancy'),
    value: formatPercent(summary.occupancyRate / 100, lang),
    testId: 'pm-occupancy',
    extra: (
      <>
        <Progress
          percent={summary.occupancyRate}
          showInfo={false}
          size="small"
          aria-label={t('management.overview.occupancy')}
        />
        <span className="portal-muted">
          {t('management.overview.occupiedOf', { occupied: n(summary.occupiedUnits), total: n(summary.totalUnits) })}
        </span>
      </>
    ),
  });

  return (
    <div className="portal-section" data-testid="pm-overview">
      <SummaryCards label={t('management.overview.figures')} cards={cards} />
      {access.maintenance ? (
        <section className="portal-section">
          <div className="portal-card-head">
            <h2>{t('management.overview.recentRequests')}</h2>
            <ButtonLink to="/estate/maintenance" type="link">
              {t('management.overview.viewAll')}
            </ButtonLink>
          </div>
          {recent.isPending ? (
            <PageLoader />
          ) : recent.isError ? (
            <LoadError message={t('management.loadError')} onRetry={() => void recent.refetch()} />
          ) : recent.data.items.length === 0 ? (
            <EmptyState title={t('management.overview.noRequests')} />
          ) : (
            <ul className="portal-rows">
              {recent.data.items.map((ticket) => (
                <li key={ticket.id} className="portal-row" data-testid="pm-recent-request">
                  <div className="portal-row-main">
                    <span className="portal-tags">
                      <Tag color={PRIORITY_COLOR[ticket.priority]}>{t(`management.priority.${ticket.priority}`)}</Tag>
                      <Tag color={TICKET_STATUS_COLOR[ticket.status]}>
                        {t(`management.ticketStatus.${ticket.status}`)}
                      </Tag>
                    </span>
                    <strong>{localizedText(ticket.titleAr || ticket.title, ticket.title, lang).text}</strong>
                    <span className="portal-muted">
                      {ticket.propertyTitle
                        ? joinWords(
                            [
                              localizedText(ticket.propertyTitle, ticket.propertyTitleEn, lang).text,
                              ticket.unitNumber ? t('management.unit', { number: ticket.unitNumber }) : null,
                            ],
                            lang,
                          )
                        : t('management.maintenance.unlinked')}
                    </span>
                  </div>
                  <div className="portal-row-side">
                    <span className="portal-muted">{formatDate(ticket.createdAt, lang, 'short')}</span>
                    <ButtonLink to={`/estate/maintenance?ticket=${ticket.id}`} size="small">
                      {t('management.maintenance.open')}
                    </ButtonLink>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section className="portal-section">
        <h2>{t('management.overview.vacantUnits')}</h2>
        {vacant.isPending ? (
          <PageLoader />
        ) : vacant.isError ? (
          <LoadError message={t('management.loadError')} onRetry={() => void vacant.refetch()} />
        ) : vacant.data.items.length === 0 ? (
          <EmptyState title={t('management.overview.noVacant')} />
        ) : (
          <ul className="portal-rows">
            {vacant.data.items.map((unit) => (
              <li key={unit.id} className="portal-row" data-testid="pm-vacant-unit">
                <div className="portal-row-main">
                  <strong>
                    {joinWords(
                      [
                        localizedText(unit.propertyTitle, unit.propertyTitleEn, lang).text,
                        t('management.unit', { number: unit.unitNumber }),
                      ],
                      lang,
                    )}
                  </strong>
                  <span className="portal-muted">
                    {joinWords([districtName(unit, lang), cityName(unit.city, lang)], lang)}
                  </span>
                </div>
                <div className="portal-row-side">
                  <strong className="portal-amount">
                    {t('management.perMonth', { amount: formatCurrency(unit.rentPrice, lang) })}
                  </strong>
                  {access.viewUnit ? (
                    <ButtonLink to={`/estate/units/${unit.id}`} size="small">
                      {t('management.properties.view')}
                    </ButtonLink>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
