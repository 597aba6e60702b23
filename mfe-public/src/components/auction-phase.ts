import type { AuctionOutcome, AuctionStatus } from '@estate/contracts';

type Timed = {
  status: AuctionStatus;
  startDate: string;
  endDate: string;
  outcome: AuctionOutcome | null;
  paused?: boolean;
};

/**
 * Where an auction stands at a moment of the server's clock: the server's status, moved on by the clock between two
 * answers (an active auction whose end has passed reads ended until its settlement arrives; an upcoming one whose start
 * has come reads active). Cancelled and ended stay as they are, and so does a paused one: its time stands still until
 * it resumes.
 */
export function auctionPhase(auction: Timed, now: number): AuctionStatus {
  if (auction.status === 'cancelled' || auction.status === 'ended') return auction.status;
  if (auction.paused && auction.status === 'active') return 'active';
  if (now < Date.parse(auction.startDate)) return 'upcoming';
  if (now < Date.parse(auction.endDate)) return 'active';
  return 'ended';
}

/** The badge an auction wears: its phase, or for an ended one that is settled, sold or unsold. */
export type AuctionBadge = AuctionStatus | AuctionOutcome;

export function auctionBadge(auction: Timed, now: number): AuctionBadge {
  const phase = auctionPhase(auction, now);
  return phase === 'ended' && auction.outcome ? auction.outcome : phase;
}
