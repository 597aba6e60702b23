import { SESSION_COOKIE } from '@estate/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { inBatches, payDeposit, verifyBidder } from '../../../packages/test-support/src/bidder-admission.js';
import { ApiClient } from './auth.js';
import type { TestApp } from './server.js';

export {
  APPROVED_CARD,
  newNationalId,
  payDeposit,
  verifyBidder,
} from '../../../packages/test-support/src/bidder-admission.js';

export interface Bidder {
  id: string;
  name: string;
  email: string;
  client: ApiClient;
}

/**
 * `count` new registered users, each signed in: rows and sessions written straight to the database (sign-up and
 * sign-in are rate limited per address, and a test of fifty bidders is not about them), then verified through the
 * Nafath sandbox's routes unless `verified` is false. PostgreSQL only. Bidding also needs the auction's deposit:
 * createAuction's `depositsFor`, or payDeposits.
 */
export async function createBidders(
  app: TestApp,
  count: number,
  prefix = 'bidder',
  { verified = true }: { verified?: boolean } = {},
): Promise<Bidder[]> {
  const tag = randomBytes(3).toString('hex');
  const users = await app.database.query<{ id: string; name: string; email: string }>(
    `INSERT INTO users (name, email, password_hash, role)
     SELECT $1 || ' ' || n, $2 || n || '@example.sa', 'x', 'user' FROM generate_series(1, $3::int) AS n
     RETURNING id, name, email`,
    [`Bidder ${tag}`, `${prefix}-${tag}-`, count],
  );
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await app.database.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`,
    [tokens.map((token) => createHash('sha256').update(token).digest('hex')), users.map((user) => user.id)],
  );
  const bidders = users.map((user, i) => {
    const client = new ApiClient(app.baseUrl);
    client.setCookie(SESSION_COOKIE, tokens[i]!);
    return { ...user, client };
  });
  if (verified) await inBatches(bidders, 8, (bidder) => verifyBidder(bidder.client));
  return bidders;
}

/** Pays the auction's entry deposit for each bidder through the sandbox's routes. */
export function payDeposits(auctionId: string, bidders: readonly Bidder[]): Promise<void> {
  return inBatches(bidders, 8, (bidder) => payDeposit(bidder.client, auctionId));
}

export interface AuctionOptions {
  startPrice?: number;
  minIncrement?: number;
  reservePrice?: number | null;
  /** Seconds from now (negative: in the past). */
  startIn?: number;
  endIn?: number;
  createdBy?: string | null;
  review?: 'pending' | 'approved' | 'rejected';
  cancelled?: boolean;
  /** The agent the listing is assigned to. */
  agentId?: string | null;
  agentEmail?: string;
  /** Verified bidders whose entry deposit is paid once the auction is written. */
  depositsFor?: readonly Bidder[];
  /** The entry deposit (SAR); 5% of the start price when not given. */
  depositAmount?: number;
}

/** A new listing and its auction, written straight to the database; returns the auction's id. */
export async function createAuction(app: TestApp, options: AuctionOptions = {}): Promise<string> {
  const [property] = await app.database.query<{ id: string }>(
    `INSERT INTO properties (title, purpose, type, category, city, assigned_agent_id, agent)
     VALUES ('فيلا للمزاد', 'auction', 'villa', 'residential', 'riyadh', $1, $2) RETURNING id`,
    [
      options.agentId ?? null,
      JSON.stringify({
        name: 'Agent',
        phone: '+966500000000',
        email: options.agentEmail ?? 'listing.agent@example.sa',
      }),
    ],
  );
  const [auction] = await app.database.query<{ id: string }>(
    `INSERT INTO auctions (property_id, title, title_en, start_price, min_increment, reserve_price, start_date, end_date,
                           created_by, review, cancelled_at, deposit_amount)
     VALUES ($1, 'مزاد اختبار', 'Test auction', $2, $3, $4, now() + make_interval(secs => $5),
             now() + make_interval(secs => $6), $7, $8, CASE WHEN $9 THEN now() END, $10)
     RETURNING id`,
    [
      property!.id,
      options.startPrice ?? 100_000,
      options.minIncrement ?? 1000,
      options.reservePrice ?? null,
      options.startIn ?? -3600,
      options.endIn ?? 3600,
      options.createdBy ?? null,
      options.review ?? 'approved',
      options.cancelled ?? false,
      options.depositAmount ?? null,
    ],
  );
  if (options.depositsFor?.length) await payDeposits(auction!.id, options.depositsFor);
  return auction!.id;
}
