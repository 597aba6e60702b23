import type { TFunction } from 'i18next';
import {
  cityName,
  formatPhone,
  localizedText,
  type EstateOwner,
  type EstateTenant,
  type Language as Lang,
} from '@estate/contracts';
import { formatCurrency, formatDate, formatHijriDate, formatNumber, formatPercent } from '@estate/platform';
import { ClockCircleOutlined, Ltr } from '@estate/platform/ui';
import { Avatar } from '@estate/platform/ui-extra';
import { Link } from 'react-router-dom';
import { OwnerStatusBadge, PaymentStatusBadge, TenantStatusBadge } from '../../../components/badges.js';
import { LinkedAccountCell } from '../../../components/LinkedAccount.js';
import type { ListColumn } from '../../../components/list-page/index.js';
import { initialsOf } from '../../../utils/initials.js';
import { serverSort } from '../../../utils/table-sort.js';
import type { PersonKind, PersonOf } from '../api/people-api.js';

type Person = EstateOwner | EstateTenant;
/** The page's translation of the back office's namespace. */
export type Translate = TFunction<'estate'>;
type Sorted = { sort?: string; order?: 'asc' | 'desc' };

/** An e-mail that wraps, if it must, before its @ rather than inside a word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    <Ltr className="estate-break">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </Ltr>
  );
}

export const personName = (person: Person, lang: Lang) => localizedText(person.name, person.nameEn, lang).text;

/** The columns every person has: who (initials, name, ID, city) and how to reach them (email, phone, account). */
function commonColumns<T extends Person>(t: Translate, lang: Lang, view: Sorted, who: string): ListColumn<T>[] {
  return [
    {
      ...serverSort('name', view),
      title: who,
      width: '17%',
      card: 'title',
      render: (_v, person) => (
        <div className="estate-person">
          <Avatar className="estate-avatar">{initialsOf(personName(person, lang))}</Avatar>
          <div className="estate-cell">
            <bdi className="estate-strong">{personName(person, lang)}</bdi>
            <Ltr className="estate-muted">{person.nationalId}</Ltr>
            {person.city ? <span className="estate-muted">{cityName(person.city, lang)}</span> : null}
          </div>
        </div>
      ),
    },
    {
      key: 'contact',
      title: t('owners.columns.contact'),
      width: '19%',
      render: (_v, person) => (
        <div className="estate-cell">
          {person.email ? <Email address={person.email} /> : null}
          <Ltr className="estate-muted estate-nowrap">{formatPhone(person.phone, lang)}</Ltr>
          <LinkedAccountCell account={person.account} />
        </div>
      ),
    },
  ];
}

function ownerColumns(t: Translate, lang: Lang, view: Sorted): ListColumn<EstateOwner>[] {
  const n = (value: number) => formatNumber(value, lang);
  return [
    ...commonColumns<EstateOwner>(t, lang, view, t('owners.columns.owner')),
    {
      ...serverSort('propertiesCount', view),
      title: t('owners.columns.properties'),
      render: (_v, owner) => n(owner.propertiesCount),
    },
    {
      key: 'units',
      title: t('owners.columns.units'),
      render: (_v, owner) => (
        <div className="estate-cell">
          <span className="estate-nowrap">
            {n(owner.occupiedUnits)} / {n(owner.totalUnits)}
          </span>
          <span className="estate-muted">{formatPercent(owner.occupancyRate / 100, lang)}</span>
        </div>
      ),
    },
    {
      ...serverSort('monthlyIncome', view),
      title: t('owners.columns.monthlyIncome'),
      render: (_v, owner) => <span className="estate-nowrap">{formatCurrency(owner.monthlyIncome, lang)}</span>,
    },
    {
      ...serverSort('joinDate', view),
      title: t('owners.columns.joinDate'),
      render: (_v, owner) => <span className="estate-nowrap">{formatDate(owner.joinDate, lang, 'short')}</span>,
    },
    {
      ...serverSort('status', view),
      title: t('owners.columns.status'),
      render: (_v, owner) => <OwnerStatusBadge status={owner.status} />,
    },
  ];
}

function tenantColumns(t: Translate, lang: Lang, view: Sorted): ListColumn<EstateTenant>[] {
  const money = (amount: number) => formatCurrency(amount, lang);
  const day = (date: string) => formatDate(date, lang, 'short');
  return [
    ...commonColumns<EstateTenant>(t, lang, view, t('tenants.columns.tenant')),
    {
      key: 'unit',
      title: t('tenants.columns.propertyUnit'),
      render: (_v, tenant) =>
        tenant.contract ? (
          <div className="estate-cell">
            <bdi>{localizedText(tenant.contract.propertyTitle, tenant.contract.propertyTitleEn, lang).text}</bdi>
            <span className="estate-muted">{t('tenants.unit', { number: tenant.contract.unitNumber })}</span>
            <Link to={`/estate/contracts/${tenant.contract.id}`} aria-label={t('tenants.viewContract')}>
              <Ltr>{tenant.contract.contractNumber}</Ltr>
            </Link>
          </div>
        ) : (
          '—'
        ),
    },
    {
      ...serverSort('rentAmount', view),
      title: t('tenants.columns.rent'),
      render: (_v, tenant) => (
        <div className="estate-cell">
          <span className="estate-nowrap">{money(tenant.rentAmount)}</span>
          {tenant.outstandingBalance > 0 ? (
            <span className="estate-outstanding" data-testid="tenant-outstanding">
              {t('tenants.outstanding', { amount: money(tenant.outstandingBalance) })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'period',
      title: t('tenants.columns.period'),
      render: (_v, tenant) =>
        tenant.contract ? (
          <div className="estate-cell estate-nowrap" data-testid="tenant-period">
            <span>{day(tenant.contract.startDate)}</span>
            <span className="estate-muted">{formatHijriDate(tenant.contract.startDate, lang)}</span>
            <span>{day(tenant.contract.endDate)}</span>
            <span className="estate-muted">{formatHijriDate(tenant.contract.endDate, lang)}</span>
          </div>
        ) : (
          '—'
        ),
    },
    {
      ...serverSort('nextPaymentDue', view),
      title: t('tenants.columns.nextPayment'),
      render: (_v, tenant) => (
        <div className="estate-cell">
          <span className="estate-nowrap">
            <ClockCircleOutlined aria-hidden className={`payment-icon payment-${tenant.paymentStatus}`} />{' '}
            {tenant.nextPaymentDue ? day(tenant.nextPaymentDue) : '—'}
          </span>
          {tenant.nextPaymentDue ? (
            <span className="estate-muted estate-nowrap">{formatHijriDate(tenant.nextPaymentDue, lang)}</span>
          ) : null}
          <PaymentStatusBadge status={tenant.paymentStatus} />
        </div>
      ),
    },
    {
      key: 'status',
      title: t('tenants.columns.status'),
      render: (_v, tenant) => <TenantStatusBadge status={tenant.status} />,
    },
  ];
}

/** A people list's columns, by kind; the row's buttons are the page's. */
export function personColumns<K extends PersonKind>(
  kind: K,
  t: Translate,
  lang: Lang,
  view: Sorted,
): ListColumn<PersonOf<K>>[] {
  return (kind === 'owner' ? ownerColumns(t, lang, view) : tenantColumns(t, lang, view)) as ListColumn<PersonOf<K>>[];
}
