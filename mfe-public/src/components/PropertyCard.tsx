import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Property } from '@estate/contracts';
import { formatArea, formatCurrency, formatNumber, useLang } from '@estate/platform';
import { EnvironmentOutlined } from '@estate/platform/ui';
import { cityName } from './city-name.js';

/** A neutral built-in picture: no listing has images yet. */
function PropertyPlaceholder({ label }: { label: string }) {
  return (
    <svg className="property-placeholder" viewBox="0 0 160 90" role="img" aria-label={label}>
      <rect width="160" height="90" fill="#e8eeec" />
      <path d="M50 62V42l30-20 30 20v20z" fill="#c9d6d2" />
      <rect x="72" y="46" width="16" height="16" fill="#e8eeec" />
    </svg>
  );
}

export function PropertyCard({ property, layout = 'grid' }: { property: Property; layout?: 'grid' | 'list' }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const title = lang === 'en' && property.titleEn ? property.titleEn : property.title;
  const place = [cityName(property.city, lang), property.district].filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
  return (
    <article className={`property-card property-card-${layout}`} data-testid="property-card">
      <Link to={`/property/${property.id}`} className="property-card-link">
        <PropertyPlaceholder label={t('listings.imageAlt', { title })} />
        <div className="property-card-body">
          <span className={`badge badge-${property.purpose}`}>{t(`listings.purposes.${property.purpose}`)}</span>
          <h3 className="property-card-title">{title}</h3>
          <p className="muted property-card-place">
            <EnvironmentOutlined aria-hidden /> {place}
          </p>
          <p className="property-card-price" data-testid="property-price" data-price={property.price ?? ''}>
            {property.price === null
              ? t('listings.priceNotSpecified')
              : formatCurrency(property.price, lang) + (property.purpose === 'rent' ? t('listings.perMonth') : '')}
          </p>
          <ul className="property-card-facts">
            {property.area !== null && (
              <li>
                <span className="visually-hidden">{t('listings.area')}: </span>
                {formatArea(property.area, lang)}
              </li>
            )}
            {property.bedrooms !== null && (
              <li>{t('listings.bedroomsCount', { n: formatNumber(property.bedrooms, lang) })}</li>
            )}
            {property.bathrooms !== null && (
              <li>{t('listings.bathroomsCount', { n: formatNumber(property.bathrooms, lang) })}</li>
            )}
          </ul>
        </div>
      </Link>
    </article>
  );
}
