import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ESTATE_SCREEN_ROLES,
  localizedTitle,
  PROPERTY_STAFF_ROLES,
  PROPERTY_STATUSES,
  type DashboardPropertyManagement,
  type Role,
} from '@estate/contracts';
import { formatDate, formatNumber, formatPercent, hasRole, useLang } from '@estate/platform';
import { ButtonLink, Empty } from '@estate/platform/ui';
import { ListingStatusBadge } from '../../../listings/components/ListingStatusBadge.js';
import { useDashboardPropertyManagement } from '../../api/get-dashboard-property-management.js';
import { Figure, Figures } from '../Figure.js';
import { MAP_STATES, PropertyMap, stateMarks } from '../PropertyMap.js';
import { TabQuery } from '../TabQuery.js';
import '../../../../components/admin-screen.css';

/** Property management: the listings by status and the latest changed, the estate properties and their map. */
export function PropertyManagementTab({ role }: { role: Role }) {
  const query = useDashboardPropertyManagement();
  return (
    <TabQuery query={query} testId="dashboard-propertyManagement">
      {(data) => <PropertyManagement data={data} role={role} />}
    </TabQuery>
  );
}

function PropertyManagement({ data, role }: { data: DashboardPropertyManagement; role: Role }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const canList = hasRole(role, PROPERTY_STAFF_ROLES);
  const canEstate = hasRole(role, ESTATE_SCREEN_ROLES.propertiesList);
  const canOpenProperty = hasRole(role, ESTATE_SCREEN_ROLES.propertyView);
  const { listings, estate } = data;

  return (
    <div className="dashboard-groups">
      <section className="dashboard-card" aria-labelledby="pm-listings-title">
        <div className="dashboard-card-head">
          <h2 id="pm-listings-title" className="dashboard-group-title">
            {t('dashboardTabs.propertyManagement.listings', { total: n(listings.total) })}
          </h2>
          {canList ? (
            <ButtonLink to="/admin/properties" size="small" data-testid="pm-all-listings">
              {t('dashboardTabs.propertyManagement.allListings')}
            </ButtonLink>
          ) : null}
        </div>
        {listings.total ? (
          <div className="dashboard-bar" aria-hidden="true">
            {PROPERTY_STATUSES.map((status) =>
              listings[status] ? (
                <span
                  key={status}
                  className={`dashboard-bar-part dashboard-bar-${status}`}
                  style={{ flexGrow: listings[status] }}
                />
              ) : null,
            )}
          </div>
        ) : null}
        <Figures>
          {PROPERTY_STATUSES.map((status) => (
            <Figure
              key={status}
              testId={`pm-listings-${status}`}
              label={
                <>
                  <span className={`dashboard-dot dashboard-bar-${status}`} aria-hidden="true" />
                  {t(`listings.statuses.${status}`)}
                </>
              }
              value={n(listings[status] ?? 0)}
              raw={listings[status] ?? 0}
              note={formatPercent(listings.total ? (listings[status] ?? 0) / listings.total : 0, lang)}
              to={canList ? `/admin/properties?status=${status}` : undefined}
            />
          ))}
        </Figures>
        <h3 className="dashboard-subtitle-small">{t('dashboardTabs.propertyManagement.recent')}</h3>
        {data.recentListings.length ? (
          <ul className="dashboard-list" data-testid="pm-recent">
            {data.recentListings.map((listing) => {
              const title = localizedTitle(listing, lang);
              const text = (
                <span lang={title.lang} dir="auto" className="dashboard-list-title">
                  {title.text}
                </span>
              );
              return (
                <li key={listing.id} className="dashboard-list-item" data-listing={listing.id}>
                  {canList ? <Link to={`/admin/properties?q=${encodeURIComponent(listing.title)}`}>{text}</Link> : text}
                  <ListingStatusBadge status={listing.status} />
                  <time className="muted dashboard-list-date" dateTime={listing.updatedAt}>
                    {formatDate(listing.updatedAt, lang)}
                  </time>
                </li>
              );
            })}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardTabs.propertyManagement.noListings')} />
        )}
      </section>

      {estate ? (
        <section className="dashboard-card" aria-labelledby="pm-estate-title" data-testid="pm-estate">
          <div className="dashboard-card-head">
            <h2 id="pm-estate-title" className="dashboard-group-title">
              {t('dashboardTabs.propertyManagement.estate')}
            </h2>
            {canEstate ? (
              <ButtonLink to="/estate/properties" size="small" data-testid="pm-estate-link">
                {t('dashboardTabs.propertyManagement.allEstate')}
              </ButtonLink>
            ) : null}
          </div>
          <Figures>
            <Figure
              testId="pm-estate-properties"
              label={t('dashboardTabs.propertyManagement.properties')}
              value={n(estate.properties)}
              raw={estate.properties}
              to={canEstate ? '/estate/properties' : undefined}
            />
            <Figure
              testId="pm-estate-units"
              label={t('dashboardTabs.propertyManagement.units')}
              value={n(estate.units)}
              raw={estate.units}
              note={t('dashboardTabs.overview.unitsNote', { occupied: n(estate.occupiedUnits) })}
            />
            <Figure
              testId="pm-estate-occupancy"
              label={t('dashboardTabs.propertyManagement.occupancy')}
              value={formatPercent(estate.occupancy / 100, lang)}
              raw={estate.occupancy}
            />
            {MAP_STATES.map((state) => (
              <Figure
                key={state}
                testId={`pm-estate-${state}`}
                label={
                  <>
                    <span className={`dashboard-map-swatch dashboard-map-${state}`} aria-hidden="true">
                      {stateMarks[state]}
                    </span>
                    {t(`dashboardTabs.propertyManagement.byState.${state}`)}
                  </>
                }
                value={n(estate.byStatus[state])}
                raw={estate.byStatus[state]}
              />
            ))}
          </Figures>
          <h3 className="dashboard-subtitle-small">{t('dashboardTabs.map.title')}</h3>
          {estate.map.length ? (
            <PropertyMap properties={estate.map} canOpen={canOpenProperty} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardTabs.map.empty')} />
          )}
        </section>
      ) : null}
    </div>
  );
}
