import { useTranslation } from 'react-i18next';
import type { AuctionOutcome, AuctionReview, AuctionStatus, BidStanding } from '@estate/contracts';

type Tone = 'positive' | 'info' | 'neutral' | 'negative' | 'caution';

/** Each value's badge tone (admin-screen.css). */
const TONES: Record<AuctionStatus | AuctionReview | AuctionOutcome | BidStanding, Tone> = {
  active: 'positive',
  approved: 'positive',
  sold: 'positive',
  leading: 'positive',
  won: 'positive',
  upcoming: 'info',
  ended: 'neutral',
  unsold: 'neutral',
  lost: 'neutral',
  cancelled: 'negative',
  rejected: 'negative',
  outbid: 'negative',
  pending: 'caution',
};

function Badge({
  value,
  label,
  testId,
}: {
  value: AuctionStatus | AuctionReview | AuctionOutcome | BidStanding;
  label: string;
  testId: string;
}) {
  return (
    <span className={`admin-badge admin-badge-${TONES[value]}`} data-testid={testId} data-value={value}>
      {label}
    </span>
  );
}

/** An auction's status (upcoming, active, ended, cancelled). */
export function AuctionStatusBadge({ status }: { status: AuctionStatus }) {
  const { t } = useTranslation('admin');
  return <Badge value={status} label={t(`auctions.statuses.${status}`)} testId="auction-status" />;
}

/** Where an auction stands in review (pending, approved, rejected). */
export function AuctionReviewBadge({ review }: { review: AuctionReview }) {
  const { t } = useTranslation('admin');
  return <Badge value={review} label={t(`auctions.reviews.${review}`)} testId="auction-review" />;
}

/** A settled auction's outcome (sold, not sold); a dash until it is settled. */
export function AuctionOutcomeBadge({ outcome }: { outcome: AuctionOutcome | null }) {
  const { t } = useTranslation('admin');
  if (!outcome) return <span aria-label={t('auctions.outcomes.none')}>{t('auctions.outcomes.none')}</span>;
  return <Badge value={outcome} label={t(`auctions.outcomes.${outcome}`)} testId="auction-outcome" />;
}

/** Where the signed-in bidder stands (leading, outbid, won, lost). */
export function BidStandingBadge({ standing }: { standing: BidStanding }) {
  const { t } = useTranslation('admin');
  return <Badge value={standing} label={t(`auctions.myBids.standings.${standing}`)} testId="bid-standing" />;
}
