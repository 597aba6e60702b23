import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localizedText, type EstateUnit, type Language } from '@estate/contracts';
import { formatArea, formatCurrency, formatDateWithHijri, formatNumber, useLang } from '@estate/platform';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@estate/platform/ui';
import { Link } from 'react-router-dom';
import { UnitStatusBadge } from '../../../components/badges.js';
import { type ListColumn, RowButton, RowButtons, RowLink, useRowAction } from '../../../components/list-page/index.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { serverSort } from '../../../utils/table-sort.js';
import { useDeleteUnit } from '../api/delete-unit.js';

type Sorted = { sort?: string; order?: 'asc' | 'desc' };

const unitPropertyTitle = (unit: EstateUnit, lang: Language) =>
  localizedText(unit.propertyTitle, unit.propertyTitleEn, lang).text;

/** The units list's columns (a property's own page leaves out the property under each number). */
export function unitColumns(
  t: TFunction<'estate'>,
  lang: Language,
  view: Sorted,
  showProperty = true,
): ListColumn<EstateUnit>[] {
  const n = (value: number | null) => (value === null ? '—' : formatNumber(value, lang));
  return [
    {
      ...serverSort('unitNumber', view),
      title: t('units.columns.unitNumber'),
      width: showProperty ? '16%' : undefined,
      card: 'title',
      render: (_v, unit) => (
        <div className="estate-cell">
          <Link className="estate-strong" to={`/estate/units/${unit.id}`}>
            <bdi>{unit.unitNumber}</bdi>
          </Link>
          {showProperty ? <bdi className="estate-muted">{unitPropertyTitle(unit, lang)}</bdi> : null}
        </div>
      ),
    },
    {
      ...serverSort('unitType', view),
      title: t('units.columns.type'),
      render: (_v, unit) => t(`enums.unitType.${unit.unitType}`),
    },
    { ...serverSort('floor', view), title: t('units.columns.floor'), render: (_v, unit) => n(unit.floor) },
    {
      ...serverSort('area', view),
      title: t('units.columns.area'),
      render: (_v, unit) => (unit.area === null ? '—' : formatArea(unit.area, lang)),
    },
    {
      key: 'rooms',
      title: t('units.columns.rooms'),
      width: '11%',
      render: (_v, unit) => `${n(unit.bedrooms)} / ${n(unit.bathrooms)}`,
    },
    {
      ...serverSort('rentPrice', view),
      title: t('units.columns.rent'),
      render: (_v, unit) => (
        <span>
          <span className="estate-nowrap">{formatCurrency(unit.rentPrice, lang)}</span>
          {t('perMonth')}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('units.columns.status'),
      render: (_v, unit) => <UnitStatusBadge status={unit.status} />,
    },
    {
      key: 'tenant',
      title: t('units.columns.tenant'),
      width: '14%',
      render: (_v, unit) =>
        unit.contract ? (
          <div className="estate-cell">
            <bdi>{localizedText(unit.contract.tenantName, unit.contract.tenantNameEn, lang).text}</bdi>
            <span className="estate-muted">
              {t('units.contractEnds', { date: formatDateWithHijri(unit.contract.endDate, lang, 'short') })}
            </span>
          </div>
        ) : (
          '—'
        ),
    },
  ];
}

/** A unit row's buttons: view, and for those who may change units edit and delete (with the spec's question). */
export function useUnitActions() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const access = useEstateAccess();
  const remove = useDeleteUnit();
  const act = useRowAction();
  return (unit: EstateUnit) => (
    <RowButtons>
      <RowLink label={t('actions.view')} icon={<EyeOutlined />} to={`/estate/units/${unit.id}`} />
      {access.editUnits ? (
        <>
          <RowLink label={t('actions.edit')} icon={<EditOutlined />} to={`/estate/units/${unit.id}/edit`} />
          <RowButton
            label={t('actions.delete')}
            icon={<DeleteOutlined />}
            danger
            testId="unit-delete"
            onClick={() =>
              act({
                confirm: { question: t('units.confirmDelete') },
                detail: `${unit.unitNumber} · ${unitPropertyTitle(unit, lang)}`,
                run: () => remove.mutateAsync(unit.id),
                success: t('units.toast.deleted'),
              })
            }
          />
        </>
      ) : null}
    </RowButtons>
  );
}
