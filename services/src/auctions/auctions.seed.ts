import { demoEmailFor, districtNameEn } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../seed/seed-runner.js';
import { chainStoredBids } from './bid-chain-store.js';

/** The demo accounts that bid in the seeded auctions (never a listing's agent), in the order they take turns. */
export const SEEDED_BIDDERS = [
  demoEmailFor('user'),
  demoEmailFor('owner'),
  demoEmailFor('tenant'),
  'omar.bawazir@example.sa',
  'munira.alrasheed@example.sa',
] as const;

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How the highest bid stands against the reserve: no reserve, reached, or not reached. */
type ReservePlan = 'none' | 'met' | 'unmet';

interface AuctionPlan {
  /** Minutes from the seed's time. */
  start: number;
  end: number;
  bids: number;
  reserve: ReservePlan;
}

/**
 * The eight seeded auctions, in the order their listings were seeded: three active (ending 8 minutes after the seed,
 * so a bid in its last minutes shows the anti-sniping, in 3 hours and in 2 days), two upcoming, and three ended and
 * settled (sold; unsold below the reserve; unsold without a bid).
 */
const PLANS: readonly AuctionPlan[] = [
  { start: -2 * DAY, end: 8 * MINUTE, bids: 7, reserve: 'unmet' },
  { start: -1 * DAY, end: 3 * HOUR, bids: 5, reserve: 'none' },
  { start: -3 * DAY, end: 2 * DAY, bids: 9, reserve: 'met' },
  { start: 1 * DAY, end: 8 * DAY, bids: 0, reserve: 'unmet' },
  { start: 3 * DAY, end: 10 * DAY, bids: 0, reserve: 'none' },
  { start: -9 * DAY, end: -2 * DAY, bids: 12, reserve: 'met' },
  { start: -12 * DAY, end: -5 * DAY, bids: 6, reserve: 'unmet' },
  { start: -17 * DAY, end: -10 * DAY, bids: 0, reserve: 'unmet' },
];

/** Each raise over the last bid, in minimum increments: bidders raise by one, two or three steps. */
const RAISES = [1, 2, 1, 3, 1, 1, 2];

const ceilTo = (value: number, step: number) => Math.ceil(value / step) * step;
const floorTo = (value: number, step: number) => Math.floor(value / step) * step;

/** The amounts of `count` bids: the first at the start price, each next at least one increment above the last. */
export function seededBidAmounts(startPrice: number, minIncrement: number, count: number): number[] {
  const amounts: number[] = [];
  for (let n = 0; n < count; n++) {
    amounts.push(n === 0 ? startPrice : amounts[n - 1]! + minIncrement * RAISES[n % RAISES.length]!);
  }
  return amounts;
}

/** The reserve that makes the plan true of the highest bid (none, reached, or not reached). */
export function seededReserve(plan: ReservePlan, startPrice: number, minIncrement: number, highest: number | null) {
  if (plan === 'none') return null;
  if (plan === 'met') return Math.max(startPrice, floorTo(highest ?? startPrice, 10_000));
  // Not reached, but within a few bids of it.
  return ceilTo((highest ?? startPrice) + 3 * minIncrement, minIncrement);
}

const DESCRIPTION_EN =
  'A licensed public online auction: it opens at the starting price, and each bid must be at least the minimum ' +
  'increment above the highest one.';

/** The spec's auction terms, in both languages. */
const TERMS_AR = [
  'يلتزم الفائز بإتمام إجراءات الشراء خلال 48 ساعة من انتهاء المزاد.',
  'يُشترط دفع عربون قبل المشاركة في المزايدة.',
  'المزايدات ملزمة ولا يمكن سحبها بعد تقديمها.',
  'يلزم التسجيل والتحقق من الهوية للمشاركة في المزاد.',
  'يحق للموقع إلغاء المزاد في الحالات الاستثنائية.',
].join('\n');
const TERMS_EN = [
  'The winner must complete the purchase within 48 hours of the end of the auction.',
  'A deposit is required before taking part in the bidding.',
  'Bids are binding and cannot be withdrawn once placed.',
  'Registration and identity verification are required to take part.',
  'The site may cancel the auction in exceptional cases.',
].join('\n');

interface SeededAuction {
  id: string;
  start_price: string;
  min_increment: string;
}

/**
 * Gives the seeded auctions reserves, terms in both languages and times relative to the seed, with bid histories by
 * several demo users (each bid at least an increment above the last, the first at the start price); the ended ones
 * settled. The auction's current bid, count and leader are those of its bids.
 */
async function runSeededAuctions(manager: EntityManager): Promise<void> {
  const auctions = (await manager.query(
    `SELECT a.id, a.start_price, a.min_increment
     FROM auctions a JOIN properties p ON p.id = a.property_id
     WHERE a.created_by IS NULL
     ORDER BY p.created_at DESC, a.id
     LIMIT $1`,
    [PLANS.length],
  )) as SeededAuction[];
  const bidders = (await manager.query(`SELECT id, email FROM users WHERE email = ANY($1)`, [[...SEEDED_BIDDERS]])) as {
    id: string;
    email: string;
  }[];
  const bidderIds = SEEDED_BIDDERS.map((email) => bidders.find((bidder) => bidder.email === email)?.id).filter(
    (id): id is string => id !== undefined,
  );
  if (bidderIds.length < 2) return;

  for (const [j, auction] of auctions.entries()) {
    const plan = PLANS[j]!;
    const startPrice = Number(auction.start_price);
    const minIncrement = Number(auction.min_increment);
    const amounts = seededBidAmounts(startPrice, minIncrement, plan.bids);
    const highest = amounts.at(-1) ?? null;
    const reserve = seededReserve(plan.reserve, startPrice, minIncrement, highest);
    // Turns rotate, so no one outbids themselves; each auction starts with another bidder.
    const bidderOf = (n: number) => bidderIds[(j + n) % bidderIds.length]!;
    const leader = amounts.length > 0 ? bidderOf(amounts.length - 1) : null;
    const ended = plan.end <= 0;
    const sold = ended && highest !== null && (reserve === null || highest >= reserve);

    await manager.query(`DELETE FROM auction_bids WHERE auction_id = $1`, [auction.id]);
    // Bids spread from a tenth into the auction until 2 minutes ago (or 10 minutes before an end already past), so
    // none fell in the last minutes that would have moved the end.
    const lastBidAt = Math.min(-2 * MINUTE, plan.end - 10 * MINUTE);
    const firstBidAt = plan.start + Math.round((lastBidAt - plan.start) / 10);
    await manager.query(
      `UPDATE auctions SET
         start_date = now() + make_interval(mins => $2::int), end_date = now() + make_interval(mins => $3::int),
         reserve_price = $4, current_bid = $5, bid_count = $6, leader_id = $7,
         description_en = $8, terms = $9, terms_en = $10,
         outcome = $11, winner_id = $12,
         settled_at = CASE WHEN $13::boolean THEN now() + make_interval(mins => $3::int + 1) END,
         announced_status = $14, updated_at = now()
       WHERE id = $1`,
      [
        auction.id,
        plan.start,
        plan.end,
        reserve,
        highest,
        amounts.length,
        leader,
        DESCRIPTION_EN,
        TERMS_AR,
        TERMS_EN,
        ended ? (sold ? 'sold' : 'unsold') : null,
        sold ? leader : null,
        ended,
        ended ? 'ended' : plan.start <= 0 ? 'active' : null,
      ],
    );
    for (const [n, amount] of amounts.entries()) {
      const at = amounts.length === 1 ? lastBidAt : firstBidAt + ((lastBidAt - firstBidAt) * n) / (amounts.length - 1);
      await manager.query(
        `INSERT INTO auction_bids (auction_id, bidder_id, ordinal, amount, created_at, bidder_ref, prev_hash, hash)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision), '', '', '')`,
        [auction.id, bidderOf(n), n + 1, amount, Math.round(at * 60)],
      );
    }
    // Chained once the auction's start (its genesis) is set.
    await chainStoredBids(manager, auction.id);
  }
}

/**
 * An auction the demo user sent from the public form, with its listing, both waiting for staff review: staff have
 * one to approve or reject.
 */
async function runPendingAuction(manager: EntityManager): Promise<void> {
  const [sender] = (await manager.query(
    `SELECT id, name, email, coalesce(phone, '') AS phone FROM users WHERE email = $1`,
    [demoEmailFor('user')],
  )) as { id: string; name: string; email: string; phone: string }[];
  if (!sender) return;
  const [property] = (await manager.query(
    `INSERT INTO properties (title, title_en, description, description_en, price, purpose, type, category, city,
       district, district_en, area, bedrooms, bathrooms, agent, status, submitted_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'auction', 'villa', 'residential', 'الرياض', 'الياسمين', $8, 420, 5, 4, $6::jsonb,
       'pending', $7, now() - interval '3 hours', now() - interval '3 hours')
     RETURNING id`,
    [
      'فيلا دورين مع ملحق في حي الياسمين',
      'Two-storey villa with an annex in Al Yasmin',
      'فيلا دورين وملحق علوي على شارعين، مجلس رجال ومطبخ مجهز، قريبة من طريق أنس بن مالك.',
      'A two-storey villa with a roof annex on two streets, a men’s majlis and a fitted kitchen, near Anas Bin Malik Road.',
      2_400_000,
      JSON.stringify({ name: sender.name, email: sender.email, phone: sender.phone }),
      sender.id,
      districtNameEn('الياسمين'),
    ],
  )) as { id: string }[];
  await manager.query(
    `INSERT INTO auctions (property_id, title, title_en, description, description_en, start_price, reserve_price,
       min_increment, start_date, end_date, terms, terms_en, review, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 2400000, 2700000, 5000, now() + interval '2 days', now() + interval '9 days',
       $6, $7, 'pending', $8, now() - interval '3 hours', now() - interval '3 hours')`,
    [
      property!.id,
      'مزاد فيلا دورين مع ملحق في حي الياسمين',
      'Auction: two-storey villa with an annex in Al Yasmin',
      'مزاد على فيلا سكنية بحالة ممتازة، المعاينة متاحة بموعد مسبق.',
      'An auction of a residential villa in excellent condition; viewings by appointment.',
      TERMS_AR,
      TERMS_EN,
      sender.id,
    ],
  );
}

/** Auctions with reserves, bid histories by demo users, one ending minutes after the seed; sold and unsold. */
export const auctionsSeedSteps: readonly SeedStep[] = [
  {
    name: 'auctions-bids-reserves-and-review',
    run: async (manager) => {
      await runSeededAuctions(manager);
      await runPendingAuction(manager);
    },
  },
];
