import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityName, districtName, localizedText, UNIT_STATUSES, type UnitStatus } from '@estate/contracts';
import { formatArea, formatCurrency, formatDateWithHijri, formatNumber, joinWords, useLang } from '@estate/platform';
import { ButtonLink, PlusOutlined } from '@estate/platform/ui';
import { Input, Select, Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { PagedList } from '../../../components/dashboard/PagedList.js';
import { useUnits } from '../api/get-lists.js';
import type { ManagementAccess } from './use-management-access.js';

const PAGE_SIZE = 12;

const STATUS_COLOR: Record<UnitStatus, string> = {
  occupied: 'success',
  vacant: 'blue',
  reserved: 'gold',
  maintenance: 'orange',
};

/**
 * The properties tab: a card per rentable unit (the spec's "property" with bedrooms, bathrooms, area, rent, tenant
 * and contract end), searched and filtered on the server, leading into the back office's property screens.
 */
export function PropertiesTab({ access }: { access: ManagementAccess }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<UnitStatus | ''>('');
  const [page, setPage] = useState(1);
  const units = useUnits({
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    sort: 'property',
    order: 'asc',
    page,
    limit: PAGE_SIZE,
  });
  const n = (value: number | null) => (value === null ? t('management.notSet') : formatNumber(value, lang));

  return (
    <div className="portal-section" data-testid="pm-properties">
      <div className="portal-toolbar">
        <Input.Search
          className="portal-grow"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          placeholder={t('management.properties.search')}
          aria-label={t('management.properties.search')}
          enterButton={t('management.properties.searchButton')}
          allowClear
          data-testid="pm-property-search"
        />
        <Select
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          aria-label={t('management.properties.filter')}
          className="portal-filter"
          options={[
            { value: '', label: t('management.properties.all') },
            ...UNIT_STATUSES.map((value) => ({ value, label: t(`management.unitStatus.${value}`) })),
          ]}
          data-testid="pm-property-filter"
        />
        {access.editProperties ? (
          <ButtonLink to="/estate/properties/add" type="primary" icon={<PlusOutlined />} data-testid="pm-add-property">
            {t('management.properties.add')}
          </ButtonLink>
        ) : null}
      </div>
      <PagedList
        query={units}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loadError={t('management.loadError')}
        empty={<EmptyState title={t('management.properties.empty')} hint={t('management.properties.emptyHint')} />}
        className="portal-cards"
        renderItem={(unit) => {
          const title = localizedText(unit.propertyTitle, unit.propertyTitleEn, lang);
          const tenant = unit.contract
            ? localizedText(unit.contract.tenantName, unit.contract.tenantNameEn, lang)
            : null;
          return (
            <li key={unit.id} className="portal-card" data-testid="pm-property-card">
              <div className="portal-card-head">
                <div>
                  <h3 lang={title.lang}>
                    {joinWords([title.text, t('management.unit', { number: unit.unitNumber })], lang)}
                  </h3>
                  <span className="portal-card-sub">
                    {joinWords([unit.address, districtName(unit, lang), cityName(unit.city, lang)], lang)}
                  </span>
                </div>
                <Tag color={STATUS_COLOR[unit.status]}>{t(`management.unitStatus.${unit.status}`)}</Tag>
              </div>
              <dl className="portal-facts">
                <dt>{t('management.properties.bedrooms')}</dt>
                <dd>{n(unit.bedrooms)}</dd>
                <dt>{t('management.properties.bathrooms')}</dt>
                <dd>{n(unit.bathrooms)}</dd>
                <dt>{t('management.properties.area')}</dt>
                <dd>{unit.area === null ? t('management.notSet') : formatArea(unit.area, lang)}</dd>
                <dt>{t('management.properties.rent')}</dt>
                <dd>
                  {t('management.perMonth', {
                    amount: formatCurrency(unit.contract?.rentAmount ?? unit.rentPrice, lang),
                  })}
                </dd>
                <dt>{t('management.properties.tenant')}</dt>
                <dd lang={tenant?.lang}>{tenant ? tenant.text : t('management.properties.noTenant')}</dd>
                <dt>{t('management.properties.contractEnd')}</dt>
                <dd>
                  {unit.contract ? formatDateWithHijri(unit.contract.endDate, lang, 'short') : t('management.notSet')}
                </dd>
              </dl>
              <div className="portal-card-actions">
                {access.viewProperty ? (
                  <ButtonLink to={`/estate/properties/${unit.propertyId}`} data-testid="pm-property-view">
                    {t('management.properties.view')}
                  </ButtonLink>
                ) : null}
                {access.editProperties ? (
                  <ButtonLink to={`/estate/properties/${unit.propertyId}/edit`} data-testid="pm-property-edit">
                    {t('management.properties.edit')}
                  </ButtonLink>
                ) : null}
              </div>
            </li>
          );
        }}
      />
    </div>
  );
}
