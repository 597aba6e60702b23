import { useTranslation } from 'react-i18next';
import { PropertyCard } from '../../../components/PropertyCard.js';
import { TitledSection } from '../../../components/TitledSection.js';
import { useSimilarProperties } from '../api/get-similar-properties.js';

/** Up to 3 properties of the same category and city; nothing is shown when there are none. */
export function SimilarProperties({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('public');
  const { data } = useSimilarProperties(propertyId);
  if (!data?.length) return null;
  return (
    <TitledSection
      className="detail-similar"
      titleId="detail-similar-title"
      title={t('detail.similar')}
      data-testid="similar-properties"
    >
      <ul className="card-grid">
        {data.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
