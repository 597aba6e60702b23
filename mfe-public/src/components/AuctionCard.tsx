import { useTranslation } from 'react-i18next';
import { cityName, listingTitle, type AuctionSummary } from '@estate/contracts';
import { PropertyCardImage } from './PropertyCard.js';
import { formatCurrency, formatNumber, useLang } from '@estate/platform';
import { ClockCircleOutlined, EnvironmentOutlined } from '@estate/platform/ui';

/** Seconds left as days, hours and minutes, or 'Ended'. */
export function useTimeRemaining() {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  return (seconds: number) => {
    if (seconds <= 0) return t('auctions.ended');
    const days = Math.floor(seconds / 86_400);
    const hours = Math.floor((seconds % 86_400) / 3_600);
    const minutes = Math.floor((seconds % 3_600) / 60);
    return t('auctions.remaining', {
      days: formatNumber(days, lang),
      hours: formatNumber(hours, lang),
      minutes: formatNumber(minutes, lang),
    });
  };
}

export function AuctionCard({ auction }: { auction: AuctionSummary }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const remaining = useTimeRemaining();
  const title = listingTitle(auction, lang);
  const propertyTitle = listingTitle(auction.property, lang);
  const place = [cityName(auction.property.city, lang), auction.property.district]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  return (
    <article className="auction-card" data-testid="auction-card" data-status={auction.status}>
      <div className="auction-card-media">
        <PropertyCardImage images={auction.property.images} alt={t('listings.imageAlt', { title: propertyTitle })} />
      </div>
      <div className="auction-card-head">
        <span className={`badge badge-${auction.status}`}>{t(`auctions.statuses.${auction.status}`)}</span>
      </div>
      <h3 className="property-card-title">{title}</h3>
      <p className="muted">
        <EnvironmentOutlined aria-hidden /> {place}
      </p>
      <dl className="auction-facts">
        <div>
          <dt>{auction.currentBid ? t('auctions.currentBid') : t('auctions.startPrice')}</dt>
          <dd>{formatCurrency(auction.currentBid ?? auction.startPrice, lang)}</dd>
        </div>
        <div>
          <dt>{t('auctions.bids')}</dt>
          <dd>{formatNumber(auction.bidCount, lang)}</dd>
        </div>
        <div>
          <dt>{t('auctions.timeRemaining')}</dt>
          <dd>
            <ClockCircleOutlined aria-hidden /> {remaining(auction.timeRemaining)}
          </dd>
        </div>
      </dl>
    </article>
  );
}
