import type { TFunction } from 'i18next';
import {
  cityName,
  districtName,
  ESTATE_PROPERTY_STATUSES,
  localizedText,
  SAUDI_CITIES,
  type EstateProperty,
  type EstatePropertySummary,
  type Language,
} from '@estate/contracts';
import { formatCurrency, formatNumber, formatPercent } from '@estate/platform';
import { type SummaryCard } from '@estate/platform/ui';
import { Link } from 'react-router-dom';
import { PropertyStatusBadge } from '../../../components/badges.js';
import type { ListColumn, ListFilter } from '../../../components/list-page/index.js';
import { serverSort } from '../../../utils/table-sort.js';

type Sorted = { sort?: string; order?: 'asc' | 'desc' };

export const propertyTitle = (property: EstateProperty, lang: Language) =>
  localizedText(property.title, property.titleEn, lang).text;

/** The properties list's columns: name and kind, location, units, occupancy, income and status. */
export function propertyColumns(t: TFunction<'estate'>, lang: Language, view: Sorted): ListColumn<EstateProperty>[] {
  const n = (value: number) => formatNumber(value, lang);
  return [
    {
      ...serverSort('title', view),
      title: t('properties.columns.name'),
      width: '24%',
      card: 'title',
      render: (_v, property) => (
        <div className="estate-cell">
          <Link className="estate-strong" to={`/estate/properties/${property.id}`}>
            <bdi>{propertyTitle(property, lang)}</bdi>
          </Link>
          <span className="estate-muted">
            {t(`enums.propertyType.${property.type}`)} · {t(`enums.propertyCategory.${property.category}`)}
          </span>
        </div>
      ),
    },
    {
      ...serverSort('city', view),
      title: t('properties.columns.location'),
      render: (_v, property) => (
        <div className="estate-cell">
          <span>{cityName(property.city, lang)}</span>
          <bdi className="estate-muted" data-testid="property-district">
            {districtName(property, lang)}
          </bdi>
        </div>
      ),
    },
    {
      ...serverSort('totalUnits', view),
      title: t('properties.columns.totalUnits'),
      render: (_v, property) => n(property.totalUnits),
    },
    {
      ...serverSort('occupancyRate', view),
      title: t('properties.columns.occupiedVacant'),
      render: (_v, property) => (
        <div className="estate-cell">
          <span className="estate-nowrap">
            {n(property.occupiedUnits)} / {n(property.vacantUnits)}
          </span>
          <span className="estate-muted">{formatPercent(property.occupancyRate / 100, lang)}</span>
        </div>
      ),
    },
    {
      ...serverSort('monthlyIncome', view),
      title: t('properties.columns.monthlyIncome'),
      render: (_v, property) => <span className="estate-nowrap">{formatCurrency(property.monthlyIncome, lang)}</span>,
    },
    {
      ...serverSort('status', view),
      title: t('properties.columns.status'),
      render: (_v, property) => <PropertyStatusBadge status={property.status} />,
    },
  ];
}

/** The properties list's city and status filters. */
export const propertyFilters = (t: TFunction<'estate'>, lang: Language): ListFilter[] => [
  {
    name: 'city',
    label: t('filters.city'),
    allLabel: t('filters.allCities'),
    values: SAUDI_CITIES.map((city) => city.key),
    labelOf: (key) => SAUDI_CITIES.find((city) => city.key === key)?.[lang] ?? key,
    testId: 'properties-city',
  },
  {
    name: 'status',
    label: t('filters.status'),
    allLabel: t('filters.allStatuses'),
    values: ESTATE_PROPERTY_STATUSES,
    labelOf: (status) => t(`enums.propertyStatus.${status}`),
    testId: 'properties-status',
  },
];

/** The properties list's figures for its filters: properties, units, occupancy and monthly income. */
export const propertyFigures = (
  data: EstatePropertySummary | undefined,
  t: TFunction<'estate'>,
  lang: Language,
): SummaryCard[] => [
  {
    key: 'properties',
    label: t('properties.summary.total'),
    value: formatNumber(data?.totalProperties ?? 0, lang),
  },
  { key: 'units', label: t('properties.summary.units'), value: formatNumber(data?.totalUnits ?? 0, lang) },
  {
    key: 'occupancy',
    label: t('properties.summary.occupancy'),
    value: formatPercent((data?.occupancyRate ?? 0) / 100, lang),
  },
  { key: 'income', label: t('properties.summary.income'), value: formatCurrency(data?.monthlyIncome ?? 0, lang) },
];
