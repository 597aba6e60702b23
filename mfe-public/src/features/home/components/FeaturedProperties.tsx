import { useTranslation } from 'react-i18next';
import { PropertyCard } from '../../../components/PropertyCard.js';
import { useFeaturedProperties } from '../api/get-featured-properties.js';
import { HomeSection } from './HomeSection.js';

/** Up to six featured properties from the server, with a link to the full listing. */
export function FeaturedProperties() {
  const { t } = useTranslation('public');
  const featured = useFeaturedProperties();
  return (
    <HomeSection
      id="featured-title"
      testId="featured-properties"
      title={t('home.featuredTitle')}
      linkTo="/properties"
      linkLabel={t('home.allProperties')}
      loading={featured.isPending}
      items={featured.data ?? []}
      emptyText={featured.isError ? t('home.featuredError') : t('home.noFeatured')}
      renderItem={(property) => <PropertyCard property={property} />}
    />
  );
}
