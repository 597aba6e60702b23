import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuctionDetail, BidStanding } from '@estate/contracts';
import { formatCurrency, formatDateTime, formatNumber, useAuth, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import { auctionBadge, auctionPhase } from '../../../components/auction-phase.js';
import { countdownParts } from '../../../components/server-clock.js';
import { useBidderStanding } from '../api/get-bidder-standing.js';
import { BidderAdmission } from './BidderAdmission.js';
import { BidDialog } from './BidDialog.js';
import { ProxyBidForm } from './ProxyBidForm.js';
import './bidder-admission.css';

/** Why the viewer cannot bid now, if they cannot. */
type Closed = 'upcoming' | 'ended' | 'cancelled' | 'own' | 'paused';

/** Where the signed-in viewer stands, once they have bid (as far as the recent bids tell). */
function standingOf(auction: AuctionDetail, phase: string): BidStanding | null {
  if (!auction.viewer) return null;
  const bidHere = auction.viewer.leading || auction.bids.some((bid) => bid.mine);
  if (!bidHere) return null;
  if (phase === 'ended') return auction.viewer.leading && auction.outcome === 'sold' ? 'won' : 'lost';
  if (phase !== 'active') return null;
  return auction.viewer.leading ? 'leading' : 'outbid';
}

/**
 * The live panel: the current bid (announced as it changes), the bids, the least next bid, the countdown to the end
 * (or the start), the reserve note, the viewer's standing, the bid button with its dialog, and an admitted bidder's
 * maximum (proxy bid). A signed-out visitor's press leads to sign-in and back here.
 */
export function AuctionLivePanel({ auction, now }: { auction: AuctionDetail; now: number }) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const phase = auctionPhase(auction, now);
  const badge = auctionBadge(auction, now);
  const money = (value: string | number) => formatCurrency(value, lang);
  const closed: Closed | null =
    phase === 'active'
      ? auction.paused
        ? 'paused'
        : auction.viewer && !auction.viewer.canBid
          ? 'own'
          : null
      : (phase as Closed);
  // A signed-in bidder verifies with Nafath and pays the entry deposit before the first bid.
  const open = phase === 'active' || phase === 'upcoming';
  const admission = useBidderStanding(auction.id, Boolean(user) && open && closed !== 'own');
  const admitted = !user || !open || closed === 'own' || admission.data?.canBid === true;
  const standing = standingOf(auction, phase);
  const target = phase === 'upcoming' ? auction.startDate : auction.endDate;
  // Paused: the time left stands still at what it was when paused (the end moves on by the pause at resuming).
  const paused = phase === 'active' && auction.paused === true;
  const clock = paused && auction.pausedAt ? Date.parse(auction.pausedAt) : now;
  const parts = countdownParts(Date.parse(target) - clock);
  const n = (value: number) => formatNumber(value, lang);

  const pressBid = () => {
    if (!user) {
      navigate(`/login?next=${encodeURIComponent(`/auctions/${auction.id}`)}`);
      return;
    }
    setPlaced(null);
    setDialogOpen(true);
  };

  return (
    <section className="auction-live" aria-labelledby="auction-live-title" data-testid="auction-live">
      <h2 id="auction-live-title" className="auction-section-title">
        {t('live.title')}
      </h2>
      <div className="auction-current" aria-live="polite" aria-atomic="true">
        <span className="muted">{auction.currentBid ? t('live.currentBid') : t('live.startPrice')}</span>
        <strong
          className="auction-current-amount"
          data-testid="auction-current-bid"
          data-amount={auction.currentBid ?? ''}
        >
          {money(auction.currentBid ?? auction.startPrice)}
        </strong>
      </div>
      <dl className="auction-figures">
        <div>
          <dt className="muted">{t('live.bids')}</dt>
          <dd data-testid="auction-bid-count" data-count={auction.bidCount}>
            {n(auction.bidCount)}
          </dd>
        </div>
        {phase === 'active' || phase === 'upcoming' ? (
          <div>
            <dt className="muted">{t('live.minimumBid')}</dt>
            <dd data-testid="auction-minimum-bid" data-amount={auction.minimumBid}>
              {money(auction.minimumBid)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="muted">{t('live.increment')}</dt>
          <dd>{money(auction.minIncrement)}</dd>
        </div>
      </dl>

      <div className="auction-clock" data-testid="auction-countdown" data-phase={badge}>
        {phase === 'active' || phase === 'upcoming' ? (
          <>
            <span className="muted">{phase === 'active' ? t('live.endsIn') : t('live.startsIn')}</span>
            <div
              className="auction-countdown"
              role="timer"
              aria-label={t('countdown.label', {
                days: n(parts.days),
                hours: n(parts.hours),
                minutes: n(parts.minutes),
                seconds: n(parts.seconds),
              })}
            >
              {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
                <span key={unit} className="auction-countdown-unit" aria-hidden="true">
                  <strong data-unit={unit}>{n(parts[unit])}</strong>
                  <small>{t(`countdown.${unit}`)}</small>
                </span>
              ))}
            </div>
            {paused ? null : (
              <span className="muted auction-clock-date">
                {t(phase === 'active' ? 'live.endsAt' : 'live.startsAt', { date: formatDateTime(target, lang) })}
              </span>
            )}
          </>
        ) : (
          <strong className="auction-clock-over">{t(`phase.${badge}`)}</strong>
        )}
      </div>

      <p className="auction-reserve" data-testid="auction-reserve">
        {!auction.hasReserve ? t('reserve.none') : auction.reserveMet ? t('reserve.met') : t('reserve.notMet')}
      </p>

      {standing ? (
        <p
          className={`auction-standing auction-standing-${standing}`}
          data-testid="auction-standing"
          data-standing={standing}
        >
          {t(`standing.${standing}`)}
        </p>
      ) : null}

      {paused ? (
        <div role="status" className="auction-paused" data-testid="auction-paused">
          <p>{t('live.paused')}</p>
          {auction.pauseReason ? (
            <p className="auction-paused-reason" data-testid="auction-pause-reason">
              {t('live.pauseReason')} <bdi>{auction.pauseReason}</bdi>
            </p>
          ) : null}
        </div>
      ) : null}

      <div role="status" className="auction-placed" data-testid="bid-placed">
        {placed ? t('placed', { amount: money(placed) }) : null}
      </div>

      {user && open && admission.data && !admission.data.canBid ? (
        <BidderAdmission auctionId={auction.id} standing={admission.data} />
      ) : null}

      <Button
        type="primary"
        size="large"
        block
        className="auction-bid-button"
        disabled={closed !== null || !admitted}
        onClick={pressBid}
        data-testid="bid-button"
      >
        {t('bid.button')}
      </Button>
      {closed ? (
        <p className="muted auction-closed" data-testid="bid-closed" data-reason={closed}>
          {t(`bid.closed.${closed}`)}
        </p>
      ) : !user ? (
        <p className="muted auction-closed">{t('bid.signInHint')}</p>
      ) : null}

      {user && phase === 'active' && closed === null && admission.data?.canBid ? (
        <ProxyBidForm auction={auction} />
      ) : null}

      {dialogOpen ? (
        <BidDialog
          auction={auction}
          onClose={() => setDialogOpen(false)}
          onPlaced={(amount) => {
            setPlaced(amount);
            setDialogOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}
