import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@estate/platform/ui';
import { PageHeader } from '../../../components/PageHeader.js';
import { RecordGate } from '../../../components/RecordGate.js';
import { useUnit } from '../api/get-unit.js';
import { UnitForm } from './UnitForm.js';

/** /estate/units/add (optionally ?propertyId=): an empty unit form; saving goes to the units list. */
export function UnitAddPage() {
  const { t } = useTranslation('estate');
  const [params] = useSearchParams();
  return (
    <div className="page estate-page" data-testid="unit-add-page">
      <PageHeader
        title={t('units.addTitle')}
        actions={
          <>
            <ButtonLink to="/dashboard">{t('dashboard')}</ButtonLink>
            <ButtonLink to="/estate/properties?tab=units">{t('actions.backToList')}</ButtonLink>
          </>
        }
      />
      <UnitForm propertyId={params.get('propertyId') ?? undefined} />
    </div>
  );
}

/** /estate/units/{id}/edit: the unit's form; saving returns to its page. */
export function UnitEditPage() {
  const { t } = useTranslation('estate');
  const { unitId = '' } = useParams();
  const unit = useUnit(unitId);
  return (
    <RecordGate query={unit} backTo="/estate/properties?tab=units">
      {(record) => (
        <div className="page estate-page" data-testid="unit-edit-page">
          <PageHeader
            title={t('units.editTitle', { number: record.unitNumber })}
            actions={<ButtonLink to={`/estate/units/${record.id}`}>{t('actions.backToView')}</ButtonLink>}
          />
          <UnitForm key={record.id} unit={record} />
        </div>
      )}
    </RecordGate>
  );
}
