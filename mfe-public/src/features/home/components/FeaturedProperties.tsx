import { useTranslation } from 'react-i18next';
import { ButtonLink, Spin } from '@estate/platform/ui';
import { PropertyCard } from '../../../components/PropertyCard.js';
import { useFeaturedProperties } from '../api/get-featured-properties.js';

/** Up to six featured properties from the server, with a link to the full listing. */
export function FeaturedProperties() {
  const { t } = useTranslation('public');
  const featured = useFeaturedProperties();
  return (
    <section className="section container" aria-labelledby="featured-title" data-testid="featured-properties">
      <div className="section-head">
        <h2 id="featured-title" className="section-title">
          {t('home.featuredTitle')}
        </h2>
        <ButtonLink to="/properties">{t('home.allProperties')}</ButtonLink>
      </div>
      {featured.isPending ? (
        <Spin />
      ) : featured.data?.length ? (
        <ul className="card-grid">
          {featured.data.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{featured.isError ? t('home.featuredError') : t('home.noFeatured')}</p>
      )}
    </section>
  );
}
