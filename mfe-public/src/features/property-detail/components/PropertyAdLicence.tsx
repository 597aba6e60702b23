import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@estate/contracts';
import { formatDateWithHijri, useLang } from '@estate/platform';
import { DetailSection } from './DetailSection.js';

/**
 * The ad's licence block, as REGA requires an ad to show it: the advertiser and their capacity, the FAL licence, the ad
 * licence number and its expiry (with its Hijri date), and the plot number. A fact the listing lacks is left out.
 */
export function PropertyAdLicence({ property }: { property: Property }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  const add = (key: string, value: ReactNode | null) => {
    if (value !== null && value !== '') rows.push({ key, label: t(`detail.adLicence.${key}`), value });
  };
  add('advertiser', property.advertiserName);
  add('capacity', property.advertiserCapacity ? t(`detail.adLicence.capacities.${property.advertiserCapacity}`) : null);
  add('falLicense', property.falLicenseNumber ? <bdi dir="ltr">{property.falLicenseNumber}</bdi> : null);
  add('adLicense', property.adLicenseNumber ? <bdi dir="ltr">{property.adLicenseNumber}</bdi> : null);
  add('expiresOn', property.adLicenseExpiresOn ? formatDateWithHijri(property.adLicenseExpiresOn, lang) : null);
  add('plot', property.plotNumber ? <bdi>{property.plotNumber}</bdi> : null);
  if (rows.length === 0) return null;
  return (
    <DetailSection titleId="detail-ad-licence-title" title={t('detail.adLicence.title')}>
      <dl className="detail-facts detail-ad-licence" data-testid="ad-licence">
        {rows.map((row) => (
          <div key={row.key} className="detail-fact" data-licence={row.key}>
            <dt className="muted">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
