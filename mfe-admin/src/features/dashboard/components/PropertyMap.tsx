import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type DashboardMapProperty, occupancyPercent } from '@estate/contracts';
import { formatNumber, formatPercent, useLang } from '@estate/platform';
import { groupMapProperties, propertyName } from '../utils/property-map.js';

type State = DashboardMapProperty['state'];
export const MAP_STATES: readonly State[] = ['occupied', 'partial', 'vacant'];

/** The mark each state carries besides its colour (a full, half or empty disc), so colour is not the only cue. */
export const stateMarks: Record<State, string> = { occupied: '●', partial: '◐', vacant: '○' };

/**
 * A map of the estate properties drawn without tiles: a block per city, inside it a block per district, and in it a
 * tile per property coloured, patterned and marked by its state. Each tile says its name and units to assistive
 * technology and leads to the property's page when the role may open it.
 */
export function PropertyMap({
  properties,
  canOpen,
}: {
  properties: readonly DashboardMapProperty[];
  canOpen: boolean;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const cities = groupMapProperties(properties, lang);
  const n = (value: number) => formatNumber(value, lang);

  return (
    <div className="dashboard-map" data-testid="dashboard-map">
      <ul className="dashboard-map-legend" aria-label={t('dashboardTabs.map.legend')}>
        {MAP_STATES.map((state) => (
          <li key={state} className="dashboard-map-legend-item">
            <span className={`dashboard-map-swatch dashboard-map-${state}`} aria-hidden="true">
              {stateMarks[state]}
            </span>
            {t(`dashboardTabs.map.states.${state}`)}
          </li>
        ))}
      </ul>
      {cities.map((city) => (
        <section
          key={city.city}
          className="dashboard-map-city"
          aria-labelledby={`map-city-${city.city}`}
          data-city={city.city}
        >
          <h4 id={`map-city-${city.city}`} className="dashboard-map-city-title">
            {city.name}
            <span className="muted dashboard-map-city-note">
              {t('dashboardTabs.map.cityNote', {
                occupied: n(city.occupiedUnits),
                units: n(city.units),
                rate: formatPercent(occupancyPercent(city.occupiedUnits, city.units) / 100, lang),
              })}
            </span>
          </h4>
          <div className="dashboard-map-districts">
            {city.districts.map((district) => (
              <div
                key={district.district ?? ''}
                className="dashboard-map-district"
                role="group"
                aria-label={district.name ?? t('dashboardTabs.map.noDistrict')}
              >
                <div className="dashboard-map-district-title" aria-hidden="true" dir="auto">
                  {district.name ?? t('dashboardTabs.map.noDistrict')}
                </div>
                <ul className="dashboard-map-tiles">
                  {district.properties.map((property) => {
                    const name = propertyName(property, lang);
                    const label = t('dashboardTabs.map.tileLabel', {
                      name,
                      state: t(`dashboardTabs.map.states.${property.state}`),
                      occupied: n(property.occupiedUnits),
                      units: n(property.units),
                    });
                    // The tile's name comes from its content: the name and units shown, the state for screen readers.
                    const body = (
                      <>
                        <span className="dashboard-map-mark" aria-hidden="true">
                          {stateMarks[property.state]}
                        </span>
                        <span className="dashboard-map-name">{name}</span>
                        <span className="dashboard-map-units">
                          {t('dashboardTabs.map.tileUnits', {
                            occupied: n(property.occupiedUnits),
                            units: n(property.units),
                          })}
                        </span>
                        <span className="visually-hidden">, {t(`dashboardTabs.map.states.${property.state}`)}</span>
                      </>
                    );
                    const className = `dashboard-map-tile dashboard-map-${property.state}`;
                    const data = { 'data-property': property.id, 'data-state': property.state };
                    return (
                      <li key={property.id}>
                        {canOpen ? (
                          <Link to={`/estate/properties/${property.id}`} className={className} title={label} {...data}>
                            {body}
                          </Link>
                        ) : (
                          <span
                            className={className}
                            tabIndex={0}
                            role="img"
                            aria-label={label}
                            title={label}
                            {...data}
                          >
                            {body}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
