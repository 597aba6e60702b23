import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, localizedText, phoneHref, type TenantStatus } from '@estate/contracts';
import { formatCurrency, formatDateWithHijri, joinWords, useLang } from '@estate/platform';
import { ButtonLink, Ltr, PlusOutlined } from '@estate/platform/ui';
import { Input, Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { PagedList } from '../../../components/dashboard/PagedList.js';
import { useTenants } from '../api/get-lists.js';
import type { ManagementAccess } from './use-management-access.js';

const PAGE_SIZE = 12;

const STATUS_COLOR: Record<TenantStatus, string> = {
  active: 'success',
  inactive: 'default',
  expired: 'red',
  terminated: 'default',
};

/** The tenants tab: name, contact, property, rent, contract period and status, searched on the server. */
export function TenantsTab({ access }: { access: ManagementAccess }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const tenants = useTenants({ ...(q ? { q } : {}), sort: 'name', order: 'asc', page, limit: PAGE_SIZE });

  return (
    <div className="portal-section" data-testid="pm-tenants">
      <div className="portal-toolbar">
        <Input.Search
          className="portal-grow"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          placeholder={t('management.tenants.search')}
          aria-label={t('management.tenants.search')}
          enterButton={t('management.properties.searchButton')}
          allowClear
        />
        {access.editProperties && access.tenants ? (
          <ButtonLink to="/estate/tenants" type="primary" icon={<PlusOutlined />} data-testid="pm-add-tenant">
            {t('management.tenants.add')}
          </ButtonLink>
        ) : null}
      </div>
      <PagedList
        query={tenants}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loadError={t('management.loadError')}
        empty={<EmptyState title={t('management.tenants.empty')} />}
        className="portal-cards"
        renderItem={(tenant) => {
          const name = localizedText(tenant.name, tenant.nameEn, lang);
          const contract = tenant.contract;
          return (
            <li key={tenant.id} className="portal-card" data-testid="pm-tenant">
              <div className="portal-card-head">
                <h3 lang={name.lang}>{name.text}</h3>
                <Tag color={STATUS_COLOR[tenant.status]}>{t(`management.tenantStatus.${tenant.status}`)}</Tag>
              </div>
              <dl className="portal-facts">
                <dt>{t('management.tenants.contact')}</dt>
                <dd>
                  <a href={phoneHref(tenant.phone)}>
                    <Ltr>{formatPhone(tenant.phone, lang)}</Ltr>
                  </a>
                  {tenant.email ? (
                    <>
                      <br />
                      <a href={`mailto:${tenant.email}`}>
                        <Ltr>{tenant.email}</Ltr>
                      </a>
                    </>
                  ) : null}
                </dd>
                <dt>{t('management.tenants.property')}</dt>
                <dd>
                  {contract
                    ? joinWords(
                        [
                          localizedText(contract.propertyTitle, contract.propertyTitleEn, lang).text,
                          t('management.unit', { number: contract.unitNumber }),
                        ],
                        lang,
                      )
                    : t('management.tenants.noContract')}
                </dd>
                <dt>{t('management.tenants.rent')}</dt>
                <dd>{formatCurrency(tenant.rentAmount, lang)}</dd>
                <dt>{t('management.tenants.period')}</dt>
                <dd>
                  {contract
                    ? `${formatDateWithHijri(contract.startDate, lang, 'short')} – ${formatDateWithHijri(contract.endDate, lang, 'short')}`
                    : t('management.notSet')}
                </dd>
              </dl>
            </li>
          );
        }}
      />
    </div>
  );
}
