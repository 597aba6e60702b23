import { BID_ERROR_CODES, BIDDER_ERROR_CODES, toAsciiDigits } from '@estate/contracts';
import { ApiError } from '@estate/platform';

/**
 * An amount as typed: Arabic-Indic or Persian digits, thousands separators (",", "٬", spaces) and the Arabic decimal
 * mark are read; anything else that is not a positive number with at most two decimals is not an amount (null).
 */
export function parseBidAmount(text: string): number | null {
  const plain = toAsciiDigits(text)
    .replace(/[\s,\u066c\u00a0]/g, '')
    .replace(/\u066b/g, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const amount = Number(plain);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** What the dialog says before sending: not an amount, or below the least the next bid may be. */
export type BidInputProblem = { key: 'notNumber' } | { key: 'belowMinimum'; minimum: string };

export function checkBidAmount(text: string, minimumBid: string): BidInputProblem | null {
  const amount = parseBidAmount(text);
  if (amount === null) return { key: 'notNumber' };
  if (amount < Number(minimumBid)) return { key: 'belowMinimum', minimum: minimumBid };
  return null;
}

/** Why the server refused a bid, as the dialog explains it. */
export type BidRefusal =
  | { key: 'tooLow'; minimum: string | null }
  | {
      key:
        | 'ended'
        | 'notStarted'
        | 'cancelled'
        | 'own'
        | 'notVerified'
        | 'depositRequired'
        | 'network'
        | 'signedOut'
        | 'other';
    };

const refusalKeys: Record<string, BidRefusal['key']> = {
  [BID_ERROR_CODES.ended]: 'ended',
  [BID_ERROR_CODES.notStarted]: 'notStarted',
  [BID_ERROR_CODES.cancelled]: 'cancelled',
  [BID_ERROR_CODES.ownAuction]: 'own',
  [BIDDER_ERROR_CODES.notVerified]: 'notVerified',
  [BIDDER_ERROR_CODES.depositRequired]: 'depositRequired',
};

export function bidRefusalOf(error: unknown): BidRefusal {
  if (!(error instanceof ApiError)) return { key: 'network' };
  if (error.status === 401) return { key: 'signedOut' };
  if (error.code === BID_ERROR_CODES.tooLow) {
    const minimum = (error.details as { minimum?: unknown } | null | undefined)?.minimum;
    return {
      key: 'tooLow',
      minimum: typeof minimum === 'string' || typeof minimum === 'number' ? String(minimum) : null,
    };
  }
  const key = refusalKeys[error.code];
  return key ? ({ key } as BidRefusal) : { key: 'other' };
}
