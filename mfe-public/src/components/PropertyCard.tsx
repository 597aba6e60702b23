import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cityName, districtName, listingTitle, type Property } from '@estate/contracts';
import { formatArea, formatCurrency, formatNumber, useLang } from '@estate/platform';
import { EnvironmentOutlined } from '@estate/platform/ui';
import { PropertyPlaceholder } from './PropertyPlaceholder.js';

/** Size of the pictures the platform draws; the card crops any picture to its own frame. */
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 600;

/** A listing's first picture, or the drawn placeholder when it has none or the picture fails to load. */
export function PropertyCardImage({ images, alt }: { images: readonly string[]; alt: string }) {
  const src = images[0];
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <PropertyPlaceholder label={alt} />;
  return (
    <img
      className="property-card-image"
      src={src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

export function PropertyCard({ property, layout = 'grid' }: { property: Property; layout?: 'grid' | 'list' }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const title = listingTitle(property, lang);
  const place = [cityName(property.city, lang), districtName(property, lang)]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  return (
    <article className={`property-card property-card-${layout}`} data-testid="property-card">
      <Link to={`/property/${property.id}`} className="property-card-link">
        <PropertyCardImage images={property.images} alt={t('listings.imageAlt', { title })} />
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
