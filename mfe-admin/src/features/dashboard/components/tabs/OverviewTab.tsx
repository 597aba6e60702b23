import { useTranslation } from 'react-i18next';
import type { DashboardOverview, Role } from '@estate/contracts';
import { formatNumber, formatPercent, useLang } from '@estate/platform';
import { ButtonLink } from '@estate/platform/ui';
import { MyBids } from '../../../auctions/components/MyBids.js';
import { useDashboardOverview } from '../../api/get-dashboard-overview.js';
import { linkGroups, linksFor } from '../../utils/dashboard-links.js';
import { Figure, Figures } from '../Figure.js';
import { TabQuery } from '../TabQuery.js';

type Counts = DashboardOverview['counts'];

/** The overview: the role's figures (only those it may see), the user's bids, and the areas the role may open. */
export function OverviewTab({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const overview = useDashboardOverview();
  const links = linksFor(role);
  const linkTo = (key: string) => links.find((link) => link.key === key)?.to;

  return (
    <div className="dashboard-groups">
      <TabQuery query={overview} testId="dashboard-overview">
        {(data) => <OverviewFigures counts={data.counts} linkTo={linkTo} />}
      </TabQuery>
      <MyBids />
      {linkGroups.map((group) => {
        const items = links.filter((link) => link.group === group);
        if (!items.length) return null;
        return (
          <section key={group} className="dashboard-group" aria-labelledby={`links-${group}`}>
            <h2 id={`links-${group}`} className="dashboard-group-title">
              {t(`dashboard.groups.${group}`)}
            </h2>
            <ul className="dashboard-links">
              {items.map((link) => (
                <li key={link.key}>
                  <ButtonLink to={link.to} className="dashboard-link" block data-testid={`dashboard-link-${link.key}`}>
                    <span className="dashboard-link-title">{t(`dashboard.links.${link.key}.title`)}</span>
                    <span className="dashboard-link-text">{t(`dashboard.links.${link.key}.text`)}</span>
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function OverviewFigures({ counts, linkTo }: { counts: Counts; linkTo: (key: string) => string | undefined }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const k = (key: string) => t(`dashboardTabs.overview.${key}`);

  return (
    <section aria-labelledby="dashboard-kpis-title">
      <h2 id="dashboard-kpis-title" className="dashboard-group-title">
        {k('title')}
      </h2>
      <Figures>
        {counts.listings ? (
          <Figure
            testId="kpi-listings"
            label={k('listings')}
            value={n(counts.listings.total)}
            raw={counts.listings.total}
            note={t('dashboardTabs.overview.listingsNote', {
              active: n(counts.listings.active ?? 0),
              pending: n(counts.listings.pending ?? 0),
            })}
            to={linkTo('adminProperties')}
          />
        ) : null}
        {counts.auctions ? (
          <Figure
            testId="kpi-auctions"
            label={k('auctions')}
            value={n(counts.auctions.total)}
            raw={counts.auctions.total}
            note={t('dashboardTabs.overview.auctionsNote', {
              active: n(counts.auctions.active ?? 0),
              pending: n(counts.auctions.pendingReview),
            })}
            to={linkTo('adminAuctions')}
          />
        ) : null}
        {counts.estateProperties !== undefined ? (
          <Figure
            testId="kpi-estateProperties"
            label={k('estateProperties')}
            value={n(counts.estateProperties)}
            raw={counts.estateProperties}
            to={linkTo('estateProperties')}
          />
        ) : null}
        {counts.units !== undefined ? (
          <Figure
            testId="kpi-units"
            label={k('units')}
            value={n(counts.units)}
            raw={counts.units}
            note={
              counts.occupiedUnits !== undefined
                ? t('dashboardTabs.overview.unitsNote', { occupied: n(counts.occupiedUnits) })
                : undefined
            }
          />
        ) : null}
        {counts.occupancy !== undefined ? (
          <Figure
            testId="kpi-occupancy"
            label={k('occupancy')}
            value={formatPercent(counts.occupancy / 100, lang)}
            raw={counts.occupancy}
          />
        ) : null}
        {counts.openTickets !== undefined ? (
          <Figure
            testId="kpi-openTickets"
            label={k('openTickets')}
            value={n(counts.openTickets)}
            raw={counts.openTickets}
            tone={counts.openTickets ? 'warning' : undefined}
            to={linkTo('estateMaintenance')}
          />
        ) : null}
        {counts.unreadRequests !== undefined ? (
          <Figure
            testId="kpi-unreadRequests"
            label={k('unreadRequests')}
            value={n(counts.unreadRequests)}
            raw={counts.unreadRequests}
            tone={counts.unreadRequests ? 'warning' : undefined}
            to={linkTo('adminRequests')}
          />
        ) : null}
        <Figure
          testId="kpi-unreadNotifications"
          label={k('unreadNotifications')}
          value={n(counts.unreadNotifications)}
          raw={counts.unreadNotifications}
          to={linkTo('notifications')}
        />
        <Figure testId="kpi-activeBids" label={k('activeBids')} value={n(counts.activeBids)} raw={counts.activeBids} />
      </Figures>
    </section>
  );
}
