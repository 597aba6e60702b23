import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityName, districtName, localizedText, localizedTitle, type OwnerProperty } from '@estate/contracts';
import {
  formatArea,
  formatCurrency,
  formatDateWithHijri,
  formatNumber,
  formatPercent,
  joinWords,
  useLang,
} from '@estate/platform';
import { Button, LoadError, PageLoader } from '@estate/platform/ui';
import { Progress, Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { useOwnerProperties, useOwnerProperty } from '../api/get-owner-properties.js';

/** The properties tab: a card per property with its value, rent, yield, tenants and contract end; a card opens its units. */
export function PropertiesTab() {
  const { t } = useTranslation('portals');
  const properties = useOwnerProperties();
  if (properties.isPending) return <PageLoader />;
  if (properties.isError) {
    return <LoadError message={t('owner.loadError')} onRetry={() => void properties.refetch()} />;
  }
  if (properties.data.length === 0) return <EmptyState title={t('owner.properties.empty')} />;
  return (
    <ul className="portal-cards" data-testid="owner-properties">
      {properties.data.map((property) => (
        <PropertyCard key={property.id} property={property} />
      ))}
    </ul>
  );
}

function PropertyCard({ property }: { property: OwnerProperty }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const [open, setOpen] = useState(false);
  const title = localizedTitle(property, lang);
  const notSet = t('owner.properties.notSet');
  const unitsId = `owner-units-${property.id}`;

  return (
    <li className="portal-card" data-testid="owner-property" data-property-id={property.id}>
      <div className="portal-card-head">
        <div>
          <h3 lang={title.lang}>{title.text}</h3>
          <span className="portal-card-sub">
            {joinWords([districtName(property, lang), cityName(property.city, lang)], lang)}
          </span>
        </div>
        <Tag>{t(`owner.propertyType.${property.type}`, { defaultValue: property.type })}</Tag>
      </div>
      <dl className="portal-facts">
        <dt>{t('owner.properties.currentValue')}</dt>
        <dd>{property.currentValue === null ? notSet : formatCurrency(property.currentValue, lang)}</dd>
        <dt>{t('owner.properties.monthlyRent')}</dt>
        <dd data-testid="owner-property-rent">{formatCurrency(property.monthlyRent, lang)}</dd>
        <dt>{t('owner.properties.annualYield')}</dt>
        <dd>{property.annualYield === null ? notSet : formatPercent(property.annualYield / 100, lang, 1)}</dd>
        <dt>{t('owner.properties.tenant')}</dt>
        <dd>
          {property.tenantNames.length
            ? joinWords(lang === 'en' ? property.tenantNamesEn : property.tenantNames, lang)
            : t('owner.properties.noTenant')}
        </dd>
        <dt>{t('owner.properties.contractEnd')}</dt>
        <dd>{property.contractEnd ? formatDateWithHijri(property.contractEnd, lang, 'short') : notSet}</dd>
      </dl>
      <div>
        <span className="portal-muted">
          {t('owner.properties.units', {
            occupied: formatNumber(property.occupiedUnits, lang),
            total: formatNumber(property.totalUnits, lang),
          })}
        </span>
        <Progress
          percent={property.occupancyRate}
          size="small"
          format={(value) => formatPercent((value ?? 0) / 100, lang)}
          aria-label={t('owner.properties.occupancy')}
        />
      </div>
      <div className="portal-card-actions">
        <Button
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={unitsId}
          data-testid="owner-property-units-toggle"
        >
          {open ? t('owner.properties.hideUnits') : t('owner.properties.showUnits')}
        </Button>
      </div>
      {open ? (
        <div id={unitsId}>
          <PropertyUnits propertyId={property.id} />
        </div>
      ) : null}
    </li>
  );
}

function PropertyUnits({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const detail = useOwnerProperty(propertyId);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return <LoadError message={t('owner.properties.unitsError')} onRetry={() => void detail.refetch()} />;
  }
  if (detail.data.units.length === 0) return <p className="portal-muted">{t('owner.properties.noUnits')}</p>;
  return (
    <ul className="portal-rows portal-units" data-testid="owner-units">
      {detail.data.units.map((unit) => (
        <li key={unit.id} className="portal-row" data-testid="owner-unit">
          <div className="portal-row-main">
            <strong>
              {t('owner.properties.unit', { number: unit.unitNumber })}
              {unit.floor !== null
                ? ` · ${t('owner.properties.floor', { floor: formatNumber(unit.floor, lang) })}`
                : ''}
            </strong>
            <span className="portal-muted">
              {[
                unit.bedrooms !== null || unit.bathrooms !== null
                  ? t('owner.properties.rooms', {
                      bedrooms: formatNumber(unit.bedrooms ?? 0, lang),
                      bathrooms: formatNumber(unit.bathrooms ?? 0, lang),
                    })
                  : null,
                unit.area !== null ? formatArea(unit.area, lang) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {unit.tenantName ? (
              <span>
                {localizedText(unit.tenantName, unit.tenantNameEn, lang).text}
                {unit.contractEnd
                  ? ` · ${t('owner.properties.until', { date: formatDateWithHijri(unit.contractEnd, lang, 'short') })}`
                  : ''}
              </span>
            ) : null}
          </div>
          <div className="portal-row-side">
            <strong className="portal-amount">{formatCurrency(unit.rentPrice, lang)}</strong>
            <Tag color={unit.occupied ? 'success' : 'default'}>
              {unit.occupied ? t('owner.properties.occupied') : t('owner.properties.vacantUnit')}
            </Tag>
          </div>
        </li>
      ))}
    </ul>
  );
}
