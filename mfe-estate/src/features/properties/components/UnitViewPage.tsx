import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatPhone, localizedText, unitListingPath, type EstateUnit } from '@estate/contracts';
import { formatArea, formatCurrency, formatDate, formatDateWithHijri, formatNumber, useLang } from '@estate/platform';
import { Button, ButtonLink, EditOutlined, GlobalOutlined, Ltr, useToast } from '@estate/platform/ui';
import { App } from '@estate/platform/ui-extra';
import { ContractStatusBadge, UnitStatusBadge } from '../../../components/badges.js';
import { InfoCard } from '../../../components/InfoCard.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { RecordGate } from '../../../components/RecordGate.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { durationMonths } from '../../../utils/contract-dates.js';
import { useUnit } from '../api/get-unit.js';
import { useWithdrawUnitListing } from '../api/withdraw-unit-listing.js';
import { PublishUnitDialog } from './PublishUnitDialog.js';

/** /estate/units/{id}: the unit, its tenant and contract, and its public rent listing (or publishing it when vacant). */
export function UnitViewPage() {
  const { unitId = '' } = useParams();
  const unit = useUnit(unitId);
  return (
    <RecordGate query={unit} backTo="/estate/properties?tab=units">
      {(record) => <UnitView unit={record} />}
    </RecordGate>
  );
}

function UnitView({ unit }: { unit: EstateUnit }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const access = useEstateAccess();
  const n = (value: number | null) => (value === null ? '—' : formatNumber(value, lang));
  const propertyTitle = localizedText(unit.propertyTitle, unit.propertyTitleEn, lang).text;
  const contract = unit.contract;
  const description = (lang === 'en' ? unit.descriptionEn : unit.description) ?? unit.description ?? unit.descriptionEn;
  return (
    <div className="page estate-page" data-testid="unit-view-page">
      <PageHeader
        title={
          <>
            <bdi>{unit.unitNumber}</bdi> - <bdi>{propertyTitle}</bdi>
          </>
        }
        actions={
          <>
            <ButtonLink
              to={access.viewPropertiesList ? '/estate/properties?tab=units' : `/estate/properties/${unit.propertyId}`}
            >
              {t('actions.backToList')}
            </ButtonLink>
            <UnitListingAction unit={unit} canPublish={access.editUnits} />
            {access.editUnits ? (
              <ButtonLink
                type="primary"
                icon={<EditOutlined />}
                to={`/estate/units/${unit.id}/edit`}
                data-testid="unit-edit"
              >
                {t('units.edit')}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="estate-cards">
        <InfoCard
          title={t('units.sections.info')}
          rows={[
            {
              key: 'property',
              label: t('units.fields.property'),
              value: (
                <ButtonLink type="link" to={`/estate/properties/${unit.propertyId}`} className="estate-inline-link">
                  <bdi>{propertyTitle}</bdi>
                </ButtonLink>
              ),
            },
            { key: 'unitNumber', label: t('units.fields.unitNumber'), value: <bdi>{unit.unitNumber}</bdi> },
            { key: 'floor', label: t('units.fields.floor'), value: n(unit.floor) },
            {
              key: 'unitType',
              label: t('units.fields.unitType'),
              value: (
                <span className="estate-badge estate-badge-secondary">{t(`enums.unitType.${unit.unitType}`)}</span>
              ),
            },
            { key: 'status', label: t('units.fields.status'), value: <UnitStatusBadge status={unit.status} /> },
          ]}
        />
        <InfoCard
          title={t('units.sections.details')}
          rows={[
            {
              key: 'area',
              label: t('units.fields.area'),
              value: unit.area === null ? '—' : formatArea(unit.area, lang),
            },
            { key: 'bedrooms', label: t('units.fields.bedrooms'), value: n(unit.bedrooms) },
            { key: 'bathrooms', label: t('units.fields.bathrooms'), value: n(unit.bathrooms) },
            { key: 'createdAt', label: t('units.fields.createdAt'), value: formatDate(unit.createdAt, lang) },
          ]}
        />
        <InfoCard
          title={t('units.sections.finance')}
          rows={[
            {
              key: 'rentPrice',
              label: t('units.fields.rentPrice'),
              value: `${formatCurrency(unit.rentPrice, lang)}${t('perMonth')}`,
            },
            { key: 'vat', label: t('units.fields.category'), value: t(`units.categories.${unit.category}`) },
          ]}
        />
        <InfoCard
          title={t('units.sections.tenant')}
          testId="unit-tenant"
          rows={
            contract
              ? [
                  {
                    key: 'tenantName',
                    label: t('units.fields.tenantName'),
                    value: <bdi>{localizedText(contract.tenantName, contract.tenantNameEn, lang).text}</bdi>,
                  },
                  {
                    key: 'tenantPhone',
                    label: t('units.fields.tenantPhone'),
                    value: <Ltr>{formatPhone(contract.tenantPhone, lang)}</Ltr>,
                  },
                  {
                    key: 'contract',
                    label: t('units.fields.contract'),
                    value: (
                      <span className="estate-inline">
                        <ButtonLink type="link" to={`/estate/contracts/${contract.id}`} className="estate-inline-link">
                          <Ltr>{contract.contractNumber}</Ltr>
                        </ButtonLink>
                        <ContractStatusBadge status={contract.status} />
                      </span>
                    ),
                  },
                  {
                    key: 'contractStart',
                    label: t('units.fields.contractStart'),
                    value: formatDateWithHijri(contract.startDate, lang),
                  },
                  {
                    key: 'contractEnd',
                    label: t('units.fields.contractEnd'),
                    value: formatDateWithHijri(contract.endDate, lang),
                  },
                  {
                    key: 'duration',
                    label: t('units.fields.duration'),
                    value: t('units.months', {
                      count: durationMonths(contract.startDate, contract.endDate),
                      n: formatNumber(durationMonths(contract.startDate, contract.endDate), lang),
                    }),
                  },
                ]
              : []
          }
        >
          {contract ? null : <p className="muted">{t('units.noTenant')}</p>}
        </InfoCard>
      </div>
      <div className="estate-cards">
        <InfoCard title={t('units.fields.features')}>
          <p className="estate-text">{unit.features ?? '—'}</p>
        </InfoCard>
        <InfoCard title={t('units.fields.descriptionTitle')}>
          <p className="estate-text">{description ?? '—'}</p>
        </InfoCard>
      </div>
    </div>
  );
}

/** The unit's public rent listing: a link to it (and taking it down), or publishing a vacant unit with its ad licence. */
function UnitListingAction({ unit, canPublish }: { unit: EstateUnit; canPublish: boolean }) {
  const { t } = useTranslation('estate');
  const { modal } = App.useApp();
  const toast = useToast();
  const refusalText = useRefusalText();
  const [publishing, setPublishing] = useState(false);
  const withdraw = useWithdrawUnitListing();
  if (unit.listingId) {
    return (
      <>
        <ButtonLink icon={<GlobalOutlined />} to={unitListingPath(unit.listingId)} data-testid="unit-listing-link">
          {t('units.listing.view')}
        </ButtonLink>
        {canPublish ? (
          <Button
            danger
            loading={withdraw.isPending}
            data-testid="unit-listing-withdraw"
            onClick={() =>
              modal.confirm({
                title: t('units.listing.withdrawConfirm'),
                okText: t('units.listing.withdraw'),
                cancelText: t('actions.cancel'),
                okButtonProps: { danger: true },
                onOk: () =>
                  withdraw
                    .mutateAsync(unit.id)
                    .then(() => toast.success(t('units.listing.withdrawn')))
                    .catch((error: unknown) =>
                      toast.error(t('toast.error'), refusalText(error, t('toast.saveFailed'))),
                    ),
              })
            }
          >
            {t('units.listing.withdraw')}
          </Button>
        ) : null}
      </>
    );
  }
  if (!canPublish || unit.status !== 'vacant') return null;
  return (
    <>
      <Button icon={<GlobalOutlined />} data-testid="unit-publish" onClick={() => setPublishing(true)}>
        {t('units.listing.publish')}
      </Button>
      {publishing ? <PublishUnitDialog unitId={unit.id} onClose={() => setPublishing(false)} /> : null}
    </>
  );
}
