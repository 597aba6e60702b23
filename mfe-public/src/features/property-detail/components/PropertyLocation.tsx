import { useTranslation } from 'react-i18next';
import { cityName, districtName, type Property } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { EnvironmentOutlined } from '@estate/platform/ui';
import { mapsEmbedUrl, mapsLinkUrl } from '../../../utils/maps.js';
import { mapsQuery } from '../utils/maps.js';
import { placeOf } from '../utils/property-text.js';
import { DetailSection } from './DetailSection.js';

/** Address, district and city, a link to the maps service and its embedded map, keyed by the same place. */
export function PropertyLocation({ property }: { property: Property }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  // The address is stored as written (often Arabic), and so is a district without an English name: dir="auto" keeps
  // them readable on an English page.
  const rows = [
    { key: 'address', label: t('detail.location.address'), value: property.address },
    { key: 'district', label: t('detail.location.district'), value: districtName(property, lang) },
    { key: 'city', label: t('detail.location.city'), value: cityName(property.city, lang) },
  ].filter((row) => row.value);
  const query = mapsQuery(property);

  return (
    <DetailSection titleId="detail-location-title" title={t('detail.location.title')}>
      <dl className="detail-location">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="muted">{row.label}</dt>
            <dd dir="auto">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={mapsLinkUrl(query)} target="_blank" rel="noopener noreferrer" data-testid="maps-link">
          <EnvironmentOutlined aria-hidden /> {t('detail.location.openInMaps')}
          <span className="visually-hidden"> {t('detail.location.newTab')}</span>
        </a>
      </p>
      <iframe
        className="detail-map"
        src={mapsEmbedUrl(query, lang)}
        title={t('detail.location.mapTitle', { place: placeOf(property, lang) })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        data-testid="map-embed"
      />
    </DetailSection>
  );
}
