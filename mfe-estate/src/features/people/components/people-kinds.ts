import {
  ESTATE_EXPORT_FILES,
  OWNER_STATUSES,
  PAYMENT_STATUSES,
  SAUDI_CITIES,
  TENANT_STATUSES,
  type Language,
  type OwnerSummary,
  type TenantSummary,
} from '@estate/contracts';
import { formatCurrency, formatNumber } from '@estate/platform';
import type { ListFilter } from '../../../components/list-page/index.js';
import type { SummaryCard } from '@estate/platform/ui';
import type { PeopleTypes, PersonKind } from '../api/people-api.js';
import type { Translate } from './person-columns.js';

/** What differs between the owners' and the tenants' lists: namespace, filters, figures, files. */
export interface PeopleKind<K extends PersonKind> {
  ns: 'owners' | 'tenants';
  importEntity: 'owners' | 'tenants';
  exportFile: string;
  filters: (t: Translate) => ListFilter[];
  summary: (data: PeopleTypes[K]['summary'] | undefined, t: Translate, lang: Language) => SummaryCard[];
}

const owner: PeopleKind<'owner'> = {
  ns: 'owners',
  importEntity: 'owners',
  exportFile: ESTATE_EXPORT_FILES.owners,
  filters: (t) => [
    {
      name: 'status',
      label: t('filters.status'),
      allLabel: t('filters.allStatuses'),
      values: OWNER_STATUSES,
      labelOf: (status) => t(`enums.ownerStatus.${status}`),
    },
  ],
  summary: (data: OwnerSummary | undefined, t, lang) => [
    { key: 'owners', label: t('owners.summary.total'), value: formatNumber(data?.totalOwners ?? 0, lang) },
    { key: 'active', label: t('owners.summary.active'), value: formatNumber(data?.activeOwners ?? 0, lang) },
    { key: 'income', label: t('owners.summary.income'), value: formatCurrency(data?.totalMonthlyIncome ?? 0, lang) },
    {
      key: 'properties',
      label: t('owners.summary.properties'),
      value: formatNumber(data?.totalProperties ?? 0, lang),
    },
  ],
};

const tenant: PeopleKind<'tenant'> = {
  ns: 'tenants',
  importEntity: 'tenants',
  exportFile: ESTATE_EXPORT_FILES.tenants,
  filters: (t) => [
    {
      name: 'status',
      label: t('tenants.contractStatus'),
      allLabel: t('filters.allStatuses'),
      values: TENANT_STATUSES,
      labelOf: (status) => t(`enums.tenantStatus.${status}`),
    },
    {
      name: 'paymentStatus',
      label: t('filters.paymentStatus'),
      allLabel: t('filters.allPaymentStatuses'),
      values: PAYMENT_STATUSES,
      labelOf: (status) => t(`enums.paymentStatus.${status}`),
    },
  ],
  summary: (data: TenantSummary | undefined, t, lang) => [
    { key: 'tenants', label: t('tenants.summary.total'), value: formatNumber(data?.totalTenants ?? 0, lang) },
    { key: 'active', label: t('tenants.summary.active'), value: formatNumber(data?.activeTenants ?? 0, lang) },
    {
      key: 'late',
      label: t('tenants.summary.late'),
      value: formatNumber(data?.latePayments ?? 0, lang),
      tone: data?.latePayments ? 'warning' : undefined,
    },
    { key: 'rent', label: t('tenants.summary.rent'), value: formatCurrency(data?.totalRent ?? 0, lang) },
  ],
};

/** The city filter both lists have, before the kind's own. */
export const cityFilter = (t: Translate, lang: Language): ListFilter => ({
  name: 'city',
  label: t('filters.city'),
  allLabel: t('filters.allCities'),
  values: SAUDI_CITIES.map((city) => city.key),
  labelOf: (key) => SAUDI_CITIES.find((city) => city.key === key)?.[lang] ?? key,
});

export const PEOPLE_KINDS: { [K in PersonKind]: PeopleKind<K> } = { owner, tenant };

/** Every filter name a people list keeps in the address. */
export const PEOPLE_FILTERS = ['city', 'status', 'paymentStatus'] as const;
