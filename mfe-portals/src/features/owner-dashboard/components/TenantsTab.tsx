import { useTranslation } from 'react-i18next';
import { formatPhone, localizedText, phoneHref, type ContractStatus } from '@estate/contracts';
import { formatCurrency, formatDateWithHijri, joinWords, useLang } from '@estate/platform';
import { LoadError, Ltr, PageLoader } from '@estate/platform/ui';
import { Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { CONTRACT_STATUS_COLOR } from '../../../components/dashboard/tones.js';
import { useOwnerTenants } from '../api/get-owner-tenants.js';

/** The tenants tab: the tenants of the owner's contracts, newest contract first, with rent, period and balance. */
export function TenantsTab() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const tenants = useOwnerTenants();
  if (tenants.isPending) return <PageLoader />;
  if (tenants.isError) {
    return <LoadError message={t('owner.loadError')} onRetry={() => void tenants.refetch()} />;
  }
  if (tenants.data.length === 0) return <EmptyState title={t('owner.tenants.empty')} />;
  return (
    <ul className="portal-cards" data-testid="owner-tenants">
      {tenants.data.map((tenant) => {
        const name = localizedText(tenant.name, tenant.nameEn, lang);
        const status = tenant.contractStatus as ContractStatus;
        return (
          <li key={tenant.contractId} className="portal-card" data-testid="owner-tenant">
            <div className="portal-card-head">
              <div>
                <h3 lang={name.lang}>{name.text}</h3>
                <Ltr className="portal-card-sub">{tenant.contractNumber}</Ltr>
              </div>
              <Tag color={CONTRACT_STATUS_COLOR[status] ?? 'default'}>
                {t(`owner.contractStatus.${status}`, { defaultValue: tenant.contractStatus })}
              </Tag>
            </div>
            <dl className="portal-facts">
              <dt>{t('owner.tenants.phone')}</dt>
              <dd>
                <a href={phoneHref(tenant.phone)}>
                  <Ltr>{formatPhone(tenant.phone, lang)}</Ltr>
                </a>
              </dd>
              {tenant.email ? (
                <>
                  <dt>{t('owner.tenants.email')}</dt>
                  <dd>
                    <a href={`mailto:${tenant.email}`}>
                      <Ltr>{tenant.email}</Ltr>
                    </a>
                  </dd>
                </>
              ) : null}
              <dt>{t('owner.tenants.property')}</dt>
              <dd>
                {joinWords(
                  [
                    localizedText(tenant.propertyTitle, tenant.propertyTitleEn, lang).text,
                    t('owner.tenants.unit', { number: tenant.unitNumber }),
                  ],
                  lang,
                )}
              </dd>
              <dt>{t('owner.tenants.rent')}</dt>
              <dd>{formatCurrency(tenant.monthlyRent, lang)}</dd>
              <dt>{t('owner.tenants.period')}</dt>
              <dd>
                {formatDateWithHijri(tenant.startDate, lang, 'short')} –{' '}
                {formatDateWithHijri(tenant.endDate, lang, 'short')}
              </dd>
              <dt>{t('owner.tenants.outstanding')}</dt>
              <dd className={tenant.outstanding > 0 ? 'portal-negative' : undefined}>
                {formatCurrency(tenant.outstanding, lang)}
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
