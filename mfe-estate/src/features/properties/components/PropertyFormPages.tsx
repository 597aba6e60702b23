import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@estate/platform/ui';
import { PageHeader } from '../../../components/PageHeader.js';
import { RecordGate } from '../../../components/RecordGate.js';
import { useProperty } from '../api/get-property.js';
import { PropertyForm } from './PropertyForm.js';

/** /estate/properties/add: an empty form; saving goes back to the list. */
export function PropertyAddPage() {
  const { t } = useTranslation('estate');
  return (
    <div className="page estate-page" data-testid="property-add-page">
      <PageHeader
        title={t('properties.addTitle')}
        actions={<ButtonLink to="/estate/properties">{t('actions.backToList')}</ButtonLink>}
      />
      <PropertyForm />
    </div>
  );
}

/** /estate/properties/{id}/edit: the form filled from the server; saving returns to the property. */
export function PropertyEditPage() {
  const { t } = useTranslation('estate');
  const { propertyId = '' } = useParams();
  const property = useProperty(propertyId);
  return (
    <RecordGate query={property} backTo="/estate/properties">
      {(record) => (
        <div className="page estate-page" data-testid="property-edit-page">
          <PageHeader
            title={t('properties.editTitle', { title: record.title })}
            actions={<ButtonLink to={`/estate/properties/${record.id}`}>{t('actions.backToView')}</ButtonLink>}
          />
          <PropertyForm key={record.id} property={record} />
        </div>
      )}
    </RecordGate>
  );
}
