import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  cityName,
  districtName,
  ESTATE_PAGE_SIZE,
  localizedText,
  nationalAddressLine,
  type UnitSort,
} from '@estate/contracts';
import {
  formatArea,
  formatCurrency,
  formatDate,
  formatInteger,
  formatNumber,
  formatPercent,
  useLang,
} from '@estate/platform';
import { ButtonLink, EditOutlined, PlusOutlined } from '@estate/platform/ui';
import { PropertyStatusBadge } from '../../../components/badges.js';
import { InfoCard } from '../../../components/InfoCard.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { RecordGate } from '../../../components/RecordGate.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useListView } from '../../../hooks/use-list-view.js';
import { useProperty } from '../api/get-property.js';
import { OwnershipHistory, TransferOwnershipButton } from './PropertyOwnership.js';
import { UnitsTable } from './UnitsTable.js';

/**
 * /estate/properties/{id}: info, location, details, finance and occupancy (computed by the server), who owned it when
 * (and, for its writers, "Transfer ownership"), then its units.
 */
export function PropertyViewPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { propertyId = '' } = useParams();
  const property = useProperty(propertyId);
  const access = useEstateAccess();
  const { view, show } = useListView([] as const);
  const money = (value: number | null) => (value === null ? '—' : formatCurrency(value, lang));
  const n = (value: number) => formatNumber(value, lang);
  return (
    <RecordGate query={property} backTo="/estate/properties">
      {(record) => (
        <div className="page estate-page" data-testid="property-view-page">
          <PageHeader
            title={<bdi>{localizedText(record.title, record.titleEn, lang).text}</bdi>}
            subtitle={`${cityName(record.city, lang)} · ${districtName(record, lang)}`}
            actions={
              <>
                <ButtonLink to={access.viewPropertiesList ? '/estate/properties' : '/estate/contracts'}>
                  {t('actions.back')}
                </ButtonLink>
                {access.editProperties ? <TransferOwnershipButton property={record} /> : null}
                {access.editProperties ? (
                  <ButtonLink
                    type="primary"
                    icon={<EditOutlined />}
                    to={`/estate/properties/${record.id}/edit`}
                    data-testid="property-edit"
                  >
                    {t('actions.edit')}
                  </ButtonLink>
                ) : null}
              </>
            }
          />
          <div className="estate-cards">
            <InfoCard
              title={t('properties.sections.info')}
              rows={[
                { key: 'title', label: t('properties.fields.title'), value: <bdi>{record.title}</bdi> },
                {
                  key: 'titleEn',
                  label: t('properties.fields.titleEn'),
                  value: record.titleEn ? <bdi>{record.titleEn}</bdi> : '—',
                },
                { key: 'type', label: t('properties.fields.type'), value: t(`enums.propertyType.${record.type}`) },
                {
                  key: 'category',
                  label: t('properties.fields.category'),
                  value: t(`enums.propertyCategory.${record.category}`),
                },
                {
                  key: 'status',
                  label: t('properties.fields.status'),
                  value: <PropertyStatusBadge status={record.status} />,
                },
                {
                  key: 'owner',
                  label: t('properties.fields.owner'),
                  value: <bdi>{localizedText(record.ownerName, record.ownerNameEn, lang).text}</bdi>,
                },
              ]}
            />
            <InfoCard
              title={t('properties.sections.location')}
              rows={[
                { key: 'city', label: t('properties.fields.city'), value: cityName(record.city, lang) },
                {
                  key: 'district',
                  label: t('properties.fields.district'),
                  value: <bdi>{districtName(record, lang)}</bdi>,
                },
                { key: 'address', label: t('properties.fields.address'), value: <bdi>{record.address}</bdi> },
                {
                  key: 'nationalAddress',
                  label: t('taxIdentity.nationalAddress'),
                  value: record.nationalAddress ? (
                    <bdi data-testid="property-national-address">
                      {nationalAddressLine(record.nationalAddress, lang)}
                    </bdi>
                  ) : null,
                },
              ]}
            />
            <InfoCard
              title={t('properties.sections.details')}
              rows={[
                {
                  key: 'area',
                  label: t('properties.fields.area'),
                  value: record.area === null ? '—' : formatArea(record.area, lang),
                },
                {
                  key: 'yearBuilt',
                  label: t('properties.fields.yearBuilt'),
                  value: record.yearBuilt === null ? '—' : formatInteger(record.yearBuilt, lang),
                },
                {
                  key: 'createdAt',
                  label: t('properties.fields.createdAt'),
                  value: formatDate(record.createdAt, lang),
                },
              ]}
            />
            <InfoCard
              title={t('properties.sections.finance')}
              rows={[
                {
                  key: 'purchasePrice',
                  label: t('properties.fields.purchasePrice'),
                  value: money(record.purchasePrice),
                },
                { key: 'currentValue', label: t('properties.fields.currentValue'), value: money(record.currentValue) },
                {
                  key: 'monthlyIncome',
                  label: t('properties.fields.monthlyIncome'),
                  value: money(record.monthlyIncome),
                },
                {
                  key: 'annualYield',
                  label: t('properties.fields.annualYield'),
                  value: record.annualYield === null ? '—' : formatPercent(record.annualYield / 100, lang, 1),
                },
              ]}
            />
            <InfoCard
              title={t('properties.sections.occupancy')}
              testId="property-occupancy"
              rows={[
                { key: 'totalUnits', label: t('properties.fields.totalUnits'), value: n(record.totalUnits) },
                { key: 'occupiedUnits', label: t('properties.fields.occupiedUnits'), value: n(record.occupiedUnits) },
                { key: 'vacantUnits', label: t('properties.fields.vacantUnits'), value: n(record.vacantUnits) },
                {
                  key: 'occupancyRate',
                  label: t('properties.fields.occupancyRate'),
                  value: (
                    <span data-rate={record.occupancyRate}>{formatPercent(record.occupancyRate / 100, lang)}</span>
                  ),
                },
              ]}
            />
          </div>
          <OwnershipHistory propertyId={record.id} />
          {record.description || record.descriptionEn ? (
            <InfoCard title={t('properties.sections.description')}>
              <p className="estate-text">
                {(lang === 'en' ? record.descriptionEn : record.description) ??
                  record.description ??
                  record.descriptionEn}
              </p>
            </InfoCard>
          ) : null}
          <section className="estate-section" data-testid="property-units">
            <PageHeader
              title={t('properties.unitsOfProperty')}
              actions={
                access.editUnits ? (
                  <ButtonLink
                    icon={<PlusOutlined />}
                    to={`/estate/units/add?propertyId=${record.id}`}
                    data-testid="property-add-unit"
                  >
                    {t('units.add')}
                  </ButtonLink>
                ) : null
              }
            />
            <UnitsTable
              query={{
                propertyId: record.id,
                page: view.page,
                limit: ESTATE_PAGE_SIZE,
                ...(view.sort ? { sort: view.sort as UnitSort, order: view.order ?? 'asc' } : {}),
              }}
              view={view}
              onChange={show}
            />
          </section>
        </div>
      )}
    </RecordGate>
  );
}
