import { useTranslation } from 'react-i18next';
import {
  cityName,
  formatPhone,
  localizedText,
  type EstateOwner,
  type EstateTenant,
  nationalAddressLine,
} from '@estate/contracts';
import { formatCurrency, formatDate, formatNumber, useLang } from '@estate/platform';
import { ButtonLink, Ltr } from '@estate/platform/ui';
import { Drawer } from '@estate/platform/ui-extra';
import { OwnerStatusBadge, PaymentStatusBadge, TenantStatusBadge } from '../../../components/badges.js';
import { InfoCard, type InfoRow } from '../../../components/InfoCard.js';
import { LinkedAccountCell } from '../../../components/LinkedAccount.js';
import { OwnerMoneySection } from '../../owner-money/components/OwnerMoneySection.js';
import type { PersonKind, PersonOf } from '../api/people-api.js';
import { personName } from './person-columns.js';

/** A person's record at a glance (the list's "view"): identity, contact, and what they own or rent. */
export function PersonDrawer<K extends PersonKind>({
  kind,
  person,
  onClose,
}: {
  kind: K;
  person: PersonOf<K>;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const money = (amount: number) => formatCurrency(amount, lang);
  const n = (value: number) => formatNumber(value, lang);
  const identity: InfoRow[] = [
    { key: 'name', label: t('people.fields.name'), value: <bdi>{person.name}</bdi> },
    { key: 'nameEn', label: t('people.fields.nameEn'), value: person.nameEn ? <bdi>{person.nameEn}</bdi> : null },
    { key: 'nationalId', label: t('people.fields.nationalId'), value: <Ltr>{person.nationalId}</Ltr> },
    { key: 'phone', label: t('people.fields.phone'), value: <Ltr>{formatPhone(person.phone, lang)}</Ltr> },
    { key: 'email', label: t('people.fields.email'), value: person.email ? <Ltr>{person.email}</Ltr> : null },
    { key: 'city', label: t('people.fields.city'), value: person.city ? cityName(person.city, lang) : null },
    { key: 'address', label: t('people.fields.address'), value: person.address },
    { key: 'account', label: t('people.fields.account'), value: <LinkedAccountCell account={person.account} /> },
    {
      key: 'vatNumber',
      label: t('taxIdentity.vatNumber'),
      value: person.vatNumber ? <Ltr>{person.vatNumber}</Ltr> : null,
    },
    { key: 'crNumber', label: t('taxIdentity.crNumber'), value: person.crNumber ? <Ltr>{person.crNumber}</Ltr> : null },
    {
      key: 'nationalAddress',
      label: t('taxIdentity.nationalAddress'),
      value: person.nationalAddress ? (
        <bdi data-testid="person-national-address">{nationalAddressLine(person.nationalAddress, lang)}</bdi>
      ) : null,
    },
  ];
  const owner = kind === 'owner' ? (person as EstateOwner) : null;
  const tenant = kind === 'tenant' ? (person as EstateTenant) : null;
  const holdings: InfoRow[] = owner
    ? [
        { key: 'status', label: t('owners.columns.status'), value: <OwnerStatusBadge status={owner.status} /> },
        { key: 'joinDate', label: t('owners.columns.joinDate'), value: formatDate(owner.joinDate, lang, 'short') },
        { key: 'properties', label: t('owners.columns.properties'), value: n(owner.propertiesCount) },
        {
          key: 'units',
          label: t('owners.columns.units'),
          value: `${n(owner.occupiedUnits)} / ${n(owner.totalUnits)}`,
        },
        { key: 'income', label: t('owners.columns.monthlyIncome'), value: money(owner.monthlyIncome) },
        { key: 'contracts', label: t('people.view.contracts'), value: n(owner.contractsCount) },
      ]
    : [
        { key: 'status', label: t('tenants.columns.status'), value: <TenantStatusBadge status={tenant!.status} /> },
        {
          key: 'payment',
          label: t('filters.paymentStatus'),
          value: <PaymentStatusBadge status={tenant!.paymentStatus} />,
        },
        {
          key: 'property',
          label: t('tenants.columns.propertyUnit'),
          value: tenant!.contract
            ? `${localizedText(tenant!.contract.propertyTitle, tenant!.contract.propertyTitleEn, lang).text} · ${t('tenants.unit', { number: tenant!.contract.unitNumber })}`
            : null,
        },
        { key: 'rent', label: t('tenants.columns.rent'), value: money(tenant!.rentAmount) },
        { key: 'outstanding', label: t('people.view.outstanding'), value: money(tenant!.outstandingBalance) },
        { key: 'emergency', label: t('tenants.fields.emergencyContact'), value: tenant!.emergencyContact },
        {
          key: 'emergencyPhone',
          label: t('tenants.fields.emergencyPhone'),
          value: tenant!.emergencyPhone ? <Ltr>{formatPhone(tenant!.emergencyPhone, lang)}</Ltr> : null,
        },
      ];
  return (
    <Drawer
      open
      onClose={onClose}
      title={<bdi>{personName(person, lang)}</bdi>}
      size={640}
      data-testid="person-view"
      extra={
        tenant?.contract ? (
          <ButtonLink to={`/estate/contracts/${tenant.contract.id}`}>
            <Ltr>{tenant.contract.contractNumber}</Ltr>
          </ButtonLink>
        ) : null
      }
    >
      <InfoCard title={t('people.view.identity')} rows={identity} />
      <InfoCard title={t(kind === 'owner' ? 'people.view.holdings' : 'people.view.tenancy')} rows={holdings} />
      {person.notes ? (
        <InfoCard title={t('people.fields.notes')}>
          <p className="estate-notes">{person.notes}</p>
        </InfoCard>
      ) : null}
      {owner ? <OwnerMoneySection ownerId={owner.id} /> : null}
    </Drawer>
  );
}
