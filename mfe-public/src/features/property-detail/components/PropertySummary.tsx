import { useTranslation } from 'react-i18next';
import type { LocalizedText, Property } from '@estate/contracts';
import { formatCurrency, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import { brochureHref } from '../api/brochure.js';
import { FavoriteButton } from './FavoriteButton.js';
import { ShareButton } from './ShareButton.js';
import { DownloadIcon } from './icons.js';

/** The side card at the top: price, favorite/share/brochure, and the advertising licence. */
export function PropertySummary({ property, title }: { property: Property; title: LocalizedText }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  return (
    <section className="detail-card detail-summary" aria-label={t('detail.price')}>
      <p className="detail-price-label muted">{t('detail.price')}</p>
      <p className="detail-price" data-testid="detail-price">
        {property.price === null ? (
          t('listings.priceNotSpecified')
        ) : (
          <>
            {formatCurrency(property.price, lang)}
            {property.purpose === 'rent' ? <span className="detail-price-period">{t('listings.perMonth')}</span> : null}
          </>
        )}
      </p>
      <div className="detail-actions" role="group" aria-label={t('detail.actions')}>
        <FavoriteButton propertyId={property.id} />
        <ShareButton title={title.text} />
        {property.brochureUrl ? (
          <Button href={brochureHref(property.id, lang)} download icon={<DownloadIcon />} data-testid="brochure">
            {t('detail.brochure')}
          </Button>
        ) : null}
      </div>
      {property.adLicenseNumber ? (
        <p className="detail-license" data-testid="ad-license">
          <span className="muted">{t('detail.license')}</span>{' '}
          <bdi className="detail-license-number">{property.adLicenseNumber}</bdi>
        </p>
      ) : null}
    </section>
  );
}
