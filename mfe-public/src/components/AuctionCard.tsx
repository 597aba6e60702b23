import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cityName, districtName, listingTitle, type AuctionSummary } from '@estate/contracts';
import { formatCurrency, formatNumber, useLang } from '@estate/platform';
import { ClockCircleOutlined, EnvironmentOutlined } from '@estate/platform/ui';
import { PropertyCardImage } from './PropertyCard.js';
import { auctionBadge, auctionPhase } from './auction-phase.js';
import { countdownParts, useServerNow } from './server-clock.js';

/** Time left as days, hours and minutes (minutes and seconds in the last hour). */
function useTimeRemaining() {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  return (ms: number) => {
    const { days, hours, minutes, seconds } = countdownParts(ms);
    const n = (value: number) => formatNumber(value, lang);
    return days === 0 && hours === 0
      ? t('auctions.remainingMinutes', { minutes: n(minutes), seconds: n(seconds) })
      : t('auctions.remaining', { days: n(days), hours: n(hours), minutes: n(minutes) });
  };
}

/**
 * An auction's card, a link to its page: the current bid (or the start price before any), the bids, a countdown that
 * ticks with the server's clock and follows the end as it moves, and the status (sold or unsold once settled).
 */
export function AuctionCard({ auction }: { auction: AuctionSummary }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const now = useServerNow();
  const remaining = useTimeRemaining();
  const title = listingTitle(auction, lang);
  const propertyTitle = listingTitle(auction.property, lang);
  const place = [cityName(auction.property.city, lang), districtName(auction.property, lang)]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  const phase = auctionPhase(auction, now);
  const badge = auctionBadge(auction, now);
  const clock =
    phase === 'active'
      ? { label: t('auctions.timeRemaining'), value: remaining(Date.parse(auction.endDate) - now) }
      : phase === 'upcoming'
        ? { label: t('auctions.startsIn'), value: remaining(Date.parse(auction.startDate) - now) }
        : {
            label: t('auctions.timeRemaining'),
            value: t(phase === 'ended' ? 'auctions.ended' : 'auctions.statuses.cancelled'),
          };
  return (
    <article
      className="auction-card"
      data-testid="auction-card"
      data-status={phase}
      data-badge={badge}
      data-auction-id={auction.id}
    >
      <Link to={`/auctions/${auction.id}`} className="auction-card-link">
        <div className="auction-card-media">
          <PropertyCardImage images={auction.property.images} alt={t('listings.imageAlt', { title: propertyTitle })} />
        </div>
        <div className="auction-card-head">
          <span className={`badge badge-${badge}`} data-testid="auction-badge">
            {t(`auctions.statuses.${badge}`)}
          </span>
        </div>
        <h3 className="property-card-title">{title}</h3>
        <p className="muted">
          <EnvironmentOutlined aria-hidden /> {place}
        </p>
        <dl className="auction-facts">
          <div>
            <dt>{auction.currentBid ? t('auctions.currentBid') : t('auctions.startPrice')}</dt>
            <dd data-testid="auction-card-bid">{formatCurrency(auction.currentBid ?? auction.startPrice, lang)}</dd>
          </div>
          <div>
            <dt>{t('auctions.bids')}</dt>
            <dd data-testid="auction-card-bids">{formatNumber(auction.bidCount, lang)}</dd>
          </div>
          <div>
            <dt>{clock.label}</dt>
            <dd>
              <ClockCircleOutlined aria-hidden /> {clock.value}
            </dd>
          </div>
        </dl>
      </Link>
    </article>
  );
}
