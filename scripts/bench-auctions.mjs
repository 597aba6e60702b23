#!/usr/bin/env node
/**
 * Live bidding on PostgreSQL: 50 signed-in bidders at once, all on one auction (a hot row) and spread over 100
 * auctions, through `POST /api/auctions/{id}/bids` (with an Idempotency-Key) next to the same transaction sent
 * straight through `pg` (a pool of the API's size): bid attempts and accepted bids per second, median and p95
 * latency, API / `pg` ratios, and the bidding invariants checked after every run. Then the time from an accepted
 * bid to its `bid` event at 100 open event streams (`GET /api/auctions/{id}/events`).
 *
 * `npm run bench` runs it after the API's benchmarks; `npm run bench -- auctions` runs it alone, and so does
 * `node scripts/bench-auctions.mjs` (building the API first); both replace only its section of BENCHMARKS.md.
 *
 * Database: BENCH_AUCTIONS_DATABASE_URL, else the server of DATABASE_URL (else postgres://postgres@127.0.0.1:5432/)
 * with the database `estate_bench_auctions`: a scratch database migrated and seeded by the API's migration entry
 * point. Each run removes what the previous one left (its listing, auctions and bidders, marked as the benchmark's)
 * and inserts them again with SQL. Without a reachable PostgreSQL server the section is skipped.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import {
  SERVER_LOG_LEVEL,
  median,
  ms,
  percentile,
  pg,
  prepareDatabase,
  runAlone,
  scratchDatabaseUrl,
  seconds,
  serverUnreachable,
  skippedSection,
  stopServersOnSignal,
  withCapturingServer,
  withServer,
} from './bench-support.mjs';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

export const HEADING = '## Auctions: live bidding on PostgreSQL';
const BIDDERS = 50;
const SPREAD_AUCTIONS = 100;
/** Bid attempts each bidder makes in one run, one after the other. */
const ATTEMPTS = 12;
/** Runs alternate the API and `pg` (API, pg, API, pg), so drift on the shared machine hits both alike. */
const ROUNDS = 4;
/** Attempts each way before the measured rounds (connections, JIT, plans). */
const WARMUP_ATTEMPTS = 4;
/** Same as the API's pool (services/src/common/database/data-source.ts). */
const POOL_SIZE = 10;
const START_PRICE = 500_000;
const MIN_INCREMENT = 1000;
/** ANTI_SNIPING_SECONDS of packages/contracts/src/auctions.ts, a parameter of the bid's UPDATE. */
const ANTI_SNIPING_SECONDS = 300;
const STREAMS = 100;
const EVENT_BIDS = 30;
const EVENT_SPACING_MS = 150;
/** How long an event may take before it counts as lost. */
const EVENT_GRACE_MS = 5000;
/** What marks the benchmark's own rows, so a run removes the last run's. */
const MARK = 'bench-auctions';
const BIDDER_DOMAIN = 'bench-auctions.example';
/** The session cookie's name (SESSION_COOKIE in packages/contracts/src/access.ts). */
const SESSION_COOKIE = 'estate_session';

const log = (message) => console.log(`bench-auctions: ${message}`);
const perSecond = (value) => value.toFixed(0);
const sleep = (millis) => new Promise((done) => setTimeout(done, millis));
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');

const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/**
 * The benchmark's listing and bidders, made afresh: the last run's auctions (with their bids and events), listing
 * and bidders are removed first. Each bidder is a plain user with a live session; answers their ids and cookies.
 */
async function prepareDataset(client) {
  // Their deposits first (kept by the auctions' key; the ledger keeps what they posted).
  await client.query(
    `DELETE FROM auction_deposits WHERE auction_id IN (SELECT id FROM auctions WHERE description = $1)`,
    [MARK],
  );
  await client.query(`DELETE FROM auctions WHERE description = $1`, [MARK]);
  await client.query(`DELETE FROM properties WHERE description = $1`, [MARK]);
  await client.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${BIDDER_DOMAIN}`]);
  const {
    rows: [listing],
  } = await client.query(
    `INSERT INTO properties (title, title_en, description, price, purpose, type, category, city, district, area,
                             bedrooms, bathrooms, status)
     VALUES ('فيلا للمزاد في حي الملقا', 'Villa for auction in Al Malqa', $1, ${START_PRICE}, 'sale', 'villa',
             'residential', 'الرياض', 'الملقا', 450, 5, 4, 'active')
     RETURNING id`,
    [MARK],
  );
  const { rows: users } = await client.query(
    `INSERT INTO users (name, email, role, password_hash)
     SELECT 'مزايد ' || i, 'bidder' || i || '@${BIDDER_DOMAIN}', 'user', '!' FROM generate_series(1, $1) AS i
     RETURNING id, name`,
    [BIDDERS],
  );
  const bidders = users.map(({ id, name }) => ({ id, name, token: randomBytes(32).toString('base64url') }));
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT t.hash, t.user_id, now() + interval '1 day'
       FROM unnest($1::text[], $2::uuid[]) AS t(hash, user_id)`,
    [bidders.map((bidder) => hashToken(bidder.token)), bidders.map((bidder) => bidder.id)],
  );
  for (const bidder of bidders) bidder.cookie = `${SESSION_COOKIE}=${bidder.token}`;
  return { listingId: listing.id, bidders };
}

/**
 * `count` approved auctions of the listing, active since an hour ago and ending in 30 days (so no bid falls in the
 * anti-sniping window), start price SAR 500,000, step SAR 1,000. Answers their ids.
 */
async function createAuctions(client, listingId, count, label) {
  const { rows } = await client.query(
    `INSERT INTO auctions (property_id, title, title_en, description, start_price, min_increment, start_date, end_date,
                           review)
     SELECT $1, 'مزاد القياس ' || $3 || ' ' || i, 'Benchmark auction ' || $3 || ' ' || i, $4, ${START_PRICE},
            ${MIN_INCREMENT}, now() - interval '1 hour', now() + interval '30 days', 'approved'
       FROM generate_series(1, $2) AS i
     RETURNING id`,
    [listingId, count, label, MARK],
  );
  const ids = rows.map((row) => row.id);
  // Every bidder's entry deposit, paid: written as the confirmation writes it (pending, then paid, which the ledger's
  // posting rule holds), straight to the database as the bidders are (a deposit through the card page per bidder and
  // auction would be thousands of requests before each round).
  await client.query(
    `INSERT INTO auction_deposits (auction_id, user_id, amount, provider, provider_reference, is_test, expires_at)
     SELECT a.id, u.id, a.deposit_amount, 'sandbox', 'sbx_' || substr(md5(random()::text || a.id || u.id), 1, 24), true,
            now() + interval '30 minutes'
       FROM auctions a CROSS JOIN users u WHERE a.id = ANY($1::uuid[]) AND u.email LIKE $2`,
    [ids, `%@${BIDDER_DOMAIN}`],
  );
  await client.query(
    `UPDATE auction_deposits SET status = 'paid', paid_at = now() WHERE auction_id = ANY($1::uuid[]) AND status = 'pending'`,
    [ids],
  );
  return ids;
}

/** Verifies each bidder through the API's routes: a Nafath request, then its number picked in the sandbox's app. */
async function verifyBidders(baseUrl, bidders) {
  let n = 0;
  for (const bidder of bidders) {
    n += 1;
    const nationalId = luhnId(`1${String(70_000_000 + n).padStart(8, '0')}`);
    const headers = { cookie: bidder.cookie, 'content-type': 'application/json', origin: baseUrl };
    const started = await fetch(`${baseUrl}/api/identity/nafath/requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ nationalId }),
    });
    const request = await started.json();
    if (started.status !== 201)
      throw new Error(`bench-auctions: Nafath request ${started.status} ${JSON.stringify(request)}`);
    const answered = await fetch(`${baseUrl}/api/identity/nafath-sandbox/${request.id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ number: request.number }),
    });
    if (answered.status !== 200) throw new Error(`bench-auctions: Nafath answer ${answered.status}`);
  }
}

/** Nine digits and their Luhn check digit (a national ID's rule). */
function luhnId(nine) {
  for (let check = 0; check <= 9; check += 1) {
    const id = nine + check;
    let sum = 0;
    for (let i = 0; i < 10; i += 1) {
      const weighted = i % 2 === 0 ? Number(id[i]) * 2 : Number(id[i]);
      sum += weighted > 9 ? weighted - 9 : weighted;
    }
    if (sum % 10 === 0) return id;
  }
  throw new Error('no check digit');
}

/* ---------------------------------------------------------------------------------------------------------------
 * Placing a bid: through the API, or as the bid service's transaction straight through pg.
 * Both answer { outcome: 'accepted' | 'tooLow' | <other code>, minimum } where minimum is the next least bid known.
 * ------------------------------------------------------------------------------------------------------------- */

function apiBidder(baseUrl) {
  return async (bidder, auctionId, amount) => {
    const response = await fetch(`${baseUrl}/api/auctions/${auctionId}/bids`, {
      method: 'POST',
      headers: {
        cookie: bidder.cookie,
        'content-type': 'application/json',
        'x-requested-with': 'fetch',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ amount }),
    });
    const body = await response.json().catch(() => ({}));
    if (response.status === 201) return { outcome: 'accepted', minimum: Number(body.auction.minimumBid), body };
    if (body.code === 'BID_TOO_LOW') return { outcome: 'tooLow', minimum: Number(body.details?.minimum) };
    return { outcome: `${response.status} ${body.code ?? ''}`.trim(), minimum: Number.NaN };
  };
}

/** The bid service's transaction through `pg`: one connection from the pool per bid, like the API's. */
function pgBidder(pool, sql) {
  return async (bidder, auctionId, amount) => {
    const client = await pool.connect();
    try {
      return await bidTransaction((text, params) => client.query(text, params), sql, bidder, auctionId, amount);
    } catch (error) {
      return { outcome: `error ${error.code ?? error.message}`, minimum: Number.NaN };
    } finally {
      client.release();
    }
  };
}

/**
 * The statements of a bid, by what they do: their text is taken from what the API sent (captured from its `pg`
 * client), so the `pg` side runs the very same SQL; which one in which order, with which parameters, follows
 * services/src/auctions/bids.service.ts (placeIn, refusal, recordAccepted), bid-acceptance.ts (acceptBid, whose
 * conditional update also holds the bidder's verification and deposit check), auction-events.service.ts (record) and
 * the mail outbox's insert (MailService.queue, in the bid's transaction).
 */
const STATEMENTS = {
  begin: /^START TRANSACTION$/,
  lock: /pg_advisory_xact_lock/,
  earlier: /FROM auction_bids WHERE bidder_id = \$1 AND idempotency_key = \$2/,
  update: /^\s*UPDATE auctions a\s+SET current_bid/,
  insertBid: /INSERT INTO auction_bids \(id, auction_id/,
  insertEvent: /^\s*INSERT INTO auction_events/,
  notify: /pg_notify/,
  refusal: /AS cancelled, now\(\) < a\.start_date AS upcoming/,
  mail: /^INSERT INTO "mail_outbox"/,
  commit: /^COMMIT$/,
  rollback: /^ROLLBACK$/,
};

/** The statements' texts (and the outbid mail's parameters) from the captured requests; throws when one is missing. */
function statementsFrom(captured) {
  const all = captured.flat();
  const sql = {};
  for (const [name, pattern] of Object.entries(STATEMENTS)) {
    const found = all.find((statement) => pattern.test(statement.text));
    if (!found)
      throw new Error(`bench-auctions: no "${name}" statement among the SQL a bid sent; has the service changed?`);
    sql[name] = found.text;
    if (name === 'mail') sql.mailParams = found.params;
  }
  return sql;
}

/** An accepted bid's event as the service stores it (toAuctionBid as everyone sees it, toLiveState). */
function bidEvent(auctionId, bid, bidderName, updated) {
  const name = [...bidderName.trim()];
  const masked = name.length > 1 ? `${name[0]}***${name.at(-1)}` : `${name[0] ?? ''}***`;
  const currentBid = updated.current_bid;
  const minimum =
    currentBid === null ? Number(updated.start_price) : Number(currentBid) + Number(updated.min_increment);
  const state = {
    id: updated.id,
    currentBid,
    bidCount: Number(updated.bid_count),
    minimumBid: minimum.toFixed(2),
    endDate: new Date(updated.end_date).toISOString(),
    status: updated.status,
    outcome: updated.outcome,
    reserveMet:
      updated.reserve_price === null || (currentBid !== null && Number(currentBid) >= Number(updated.reserve_price)),
  };
  const shown = {
    id: bid.id,
    ordinal: Number(bid.ordinal),
    amount: bid.amount,
    bidder: masked,
    mine: false,
    createdAt: new Date(bid.created_at).toISOString(),
  };
  return { events: [{ type: 'bid', auctionId, bid: shown, state }], state };
}

/** One bid as the service places it, each statement sent through `query`. */
async function bidTransaction(query, sql, bidder, auctionId, amount) {
  const key = randomUUID();
  await query(sql.begin, []);
  let previous;
  let state;
  try {
    await query(sql.lock, [`bid:${bidder.id}:${key}`]);
    await query(sql.earlier, [bidder.id, key]);
    // The conditional update also needs the bidder verified with the auction's deposit paid; the refusal's read
    // names what failed.
    const {
      rows: [updated],
    } = await query(sql.update, [auctionId, amount.toFixed(2), bidder.id, ANTI_SNIPING_SECONDS]);
    if (!updated) {
      const {
        rows: [row],
      } = await query(sql.refusal, [auctionId, bidder.id]);
      await query(sql.rollback, []);
      if (!row || row.cancelled || row.upcoming || row.ended || row.own || !row.verified || !row.deposit) {
        return { outcome: 'refused', minimum: NaN };
      }
      const minimum =
        row.current_bid === null ? Number(row.start_price) : Number(row.current_bid) + Number(row.min_increment);
      return { outcome: 'tooLow', minimum };
    }
    const ordinal = Number(updated.bid_count);
    // Its place in the bid log's hash chain, as services/src/auctions/bid-chain.ts writes it.
    const chained = {
      auctionId,
      bidId: randomUUID(),
      bidder: `B-${sha256(`bidder-v1\n${auctionId}\n${bidder.id}`).slice(0, 10).toUpperCase()}`,
      amount: amount.toFixed(2),
      placedAt: updated.placed_at,
      previousHash: updated.prev_hash ?? sha256(`genesis-v1\n${auctionId}\n${updated.start_iso}`),
    };
    const hash = sha256(
      ['bid-v1', auctionId, chained.bidId, chained.bidder, chained.amount, chained.placedAt, chained.previousHash].join(
        '\n',
      ),
    );
    const {
      rows: [bid],
    } = await query(sql.insertBid, [
      chained.bidId,
      auctionId,
      bidder.id,
      ordinal,
      chained.amount,
      key,
      chained.bidder,
      chained.previousHash,
      hash,
      false,
    ]);
    // The bid's insert also reads the bid it outbids (null for the first).
    previous = bid.previous;
    const made = bidEvent(auctionId, bid, bidder.name, updated);
    state = made.state;
    if (updated.extended === true) made.events.push({ type: 'extended', auctionId, endDate: state.endDate, state });
    for (const event of made.events) {
      const {
        rows: [row],
      } = await query(sql.insertEvent, [auctionId, event.type, JSON.stringify(event)]);
      const payload = JSON.stringify({ id: String(row.id), auctionId: row.auction_id, event: row.data });
      await query(sql.notify, ['auction_events', payload]);
    }
    // The outbid bidder's mail, written to the outbox in the bid's transaction.
    if (previous && previous.bidder_id !== null && previous.bidder_id !== bidder.id && previous.email) {
      await query(sql.mail, [previous.email, ...sql.mailParams.slice(1)]);
    }
    await query(sql.commit, []);
  } catch (error) {
    await query(sql.rollback, []).catch(() => undefined);
    throw error;
  }
  return { outcome: 'accepted', minimum: Number(state.minimumBid) };
}

/* ------------------------------------------------------------------------------------------------------------- */

const rng = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
};

/**
 * 50 bidders at once, each making `attempts` bids one after the other on `auctions` (one picked at random each time).
 * A bidder bids the least allowed as last heard (from any answer, as the live events would tell them) plus 0 to 2
 * steps. Answers every attempt's latency and outcome, the wall time, and the accepted bids per auction.
 */
async function bidLoad(place, bidders, auctions, attempts, seed) {
  const minimum = new Map(auctions.map((id) => [id, START_PRICE]));
  const accepted = new Map(auctions.map((id) => [id, 0]));
  const latencies = [];
  const outcomes = {};
  const begin = performance.now();
  await Promise.all(
    bidders.map(async (bidder, index) => {
      const random = rng(seed * 1000 + index);
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        const auctionId = auctions[Math.floor(random() * auctions.length)];
        const amount = minimum.get(auctionId) + MIN_INCREMENT * Math.floor(random() * 3);
        const t0 = performance.now();
        const result = await place(bidder, auctionId, amount);
        latencies.push(performance.now() - t0);
        outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
        if (result.outcome === 'accepted') accepted.set(auctionId, accepted.get(auctionId) + 1);
        if (result.minimum > minimum.get(auctionId)) minimum.set(auctionId, result.minimum);
      }
    }),
  );
  return { latencies, outcomes, elapsed: performance.now() - begin, accepted };
}

/**
 * The invariants of the auctions bid on in one run: per auction the accepted bids' amounts rise strictly (by at
 * least the step) in ordinal order, ordinals run 1..n, current_bid is the highest amount, bid_count the number of
 * bids; and the accepted answers the bidders got equal the bid rows, per auction.
 */
async function checkInvariants(client, auctions, accepted) {
  const { rows } = await client.query(
    `WITH b AS (
       SELECT auction_id, ordinal, amount, row_number() OVER w AS position,
              amount - lag(amount) OVER w AS rise
         FROM auction_bids WHERE auction_id = ANY($1::uuid[])
       WINDOW w AS (PARTITION BY auction_id ORDER BY ordinal))
     SELECT a.id, a.current_bid, a.bid_count, a.min_increment,
            count(b.ordinal)::int AS rows, max(b.amount) AS highest,
            count(*) FILTER (WHERE b.rise IS NOT NULL AND b.rise < a.min_increment)::int AS not_rising,
            count(*) FILTER (WHERE b.ordinal <> b.position)::int AS ordinal_gaps
       FROM auctions a LEFT JOIN b ON b.auction_id = a.id
      WHERE a.id = ANY($1::uuid[])
      GROUP BY a.id`,
    [auctions],
  );
  const result = {
    auctions: rows.length,
    rows: 0,
    answered: 0,
    notRising: 0,
    ordinalGaps: 0,
    currentBid: 0,
    bidCount: 0,
    answers: 0,
  };
  for (const row of rows) {
    const answered = accepted.get(row.id) ?? 0;
    result.rows += row.rows;
    result.answered += answered;
    result.notRising += row.not_rising;
    result.ordinalGaps += row.ordinal_gaps;
    if (
      (row.current_bid === null ? null : Number(row.current_bid)) !==
      (row.highest === null ? null : Number(row.highest))
    )
      result.currentBid += 1;
    if (row.bid_count !== row.rows) result.bidCount += 1;
    if (answered !== row.rows) result.answers += 1;
  }
  result.holds = result.notRising + result.ordinalGaps + result.currentBid + result.bidCount + result.answers === 0;
  return result;
}

function summarize(runs) {
  const latencies = runs.flatMap((run) => run.latencies);
  const elapsed = runs.reduce((total, run) => total + run.elapsed, 0);
  const outcomes = {};
  for (const run of runs) for (const [key, n] of Object.entries(run.outcomes)) outcomes[key] = (outcomes[key] ?? 0) + n;
  const acceptedCount = outcomes.accepted ?? 0;
  return {
    attempts: latencies.length,
    accepted: acceptedCount,
    outcomes,
    attemptsPerSecond: (latencies.length / elapsed) * 1000,
    acceptedPerSecond: (acceptedCount / elapsed) * 1000,
    median: median(latencies),
    p95: percentile(latencies, 95),
    invariants: runs.map((run) => run.invariants),
  };
}

/** Hot row (one auction) and spread (100 auctions), each as API, pg, API, pg…, fresh auctions for every run. */
async function benchBidding(client, baseUrl, pool, sql, dataset) {
  const sides = { api: apiBidder(baseUrl), pg: pgBidder(pool, sql) };
  const scenarios = [
    { key: 'hot', name: 'One auction (hot row)', auctions: 1 },
    { key: 'spread', name: `Spread over ${SPREAD_AUCTIONS} auctions`, auctions: SPREAD_AUCTIONS },
  ];
  const results = [];
  let seed = 1;
  for (const scenario of scenarios) {
    const runs = { api: [], pg: [] };
    for (const side of ['api', 'pg']) {
      const warm = await createAuctions(client, dataset.listingId, scenario.auctions, `warm-${scenario.key}-${side}`);
      await bidLoad(sides[side], dataset.bidders, warm, WARMUP_ATTEMPTS, seed++);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of ['api', 'pg']) {
        log(`${scenario.name}: round ${round + 1} through ${side === 'api' ? 'the API' : 'pg'}`);
        const label = `${scenario.key}-${side}-${round + 1}`;
        const auctions = await createAuctions(client, dataset.listingId, scenario.auctions, label);
        const run = await bidLoad(sides[side], dataset.bidders, auctions, ATTEMPTS, seed++);
        run.invariants = await checkInvariants(client, auctions, run.accepted);
        if (!run.invariants.holds) log(`INVARIANT VIOLATED in ${label}: ${JSON.stringify(run.invariants)}`);
        runs[side].push(run);
      }
    }
    results.push({ ...scenario, api: summarize(runs.api), pg: summarize(runs.pg) });
  }
  return results;
}

/* ---------------------------------------------------------------------------------------------------------------
 * Event latency: STREAMS event streams on one auction, EVENT_BIDS bids placed one by one.
 * ------------------------------------------------------------------------------------------------------------- */

/** Opens one server-sent event stream; calls onEvent({ type, id, data }, arrivedAt) for each event. */
function openStream(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url}: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        const arrivedAt = performance.now();
        buffer += chunk.replace(/\r\n?/g, '\n');
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = { type: 'message', id: null, data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.type = value;
            else if (field === 'id') event.id = value;
            else if (field === 'data') event.data += event.data ? `\n${value}` : value;
          }
          if (event.data) onEvent(event, arrivedAt);
        }
      });
      response.on('error', () => undefined);
      resolve({ close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

async function benchEvents(client, baseUrl, dataset) {
  const [auctionId] = await createAuctions(client, dataset.listingId, 1, 'events');
  /** Per bid id: the arrival time at each stream. */
  const arrivals = new Map();
  const streams = [];
  try {
    for (let index = 0; index < STREAMS; index += 1) {
      streams.push(
        await openStream(`${baseUrl}/api/auctions/${auctionId}/events`, (event, arrivedAt) => {
          if (event.type !== 'bid') return;
          const { bid } = JSON.parse(event.data);
          if (!arrivals.has(bid.id)) arrivals.set(bid.id, new Map());
          const times = arrivals.get(bid.id);
          if (!times.has(index)) times.set(index, arrivedAt);
        }),
      );
    }
    await sleep(500);
    const place = apiBidder(baseUrl);
    const bids = [];
    let minimum = START_PRICE;
    for (let n = 0; n < EVENT_BIDS; n += 1) {
      const bidder = dataset.bidders[n % 2];
      const sentAt = performance.now();
      const result = await place(bidder, auctionId, minimum);
      const answeredAt = performance.now();
      if (result.outcome !== 'accepted') throw new Error(`event bid ${n + 1} was not accepted: ${result.outcome}`);
      bids.push({ id: result.body.bid.id, sentAt, answeredAt });
      minimum = result.minimum;
      await sleep(EVENT_SPACING_MS);
    }
    const deadline = performance.now() + EVENT_GRACE_MS;
    const complete = () => bids.every((bid) => (arrivals.get(bid.id)?.size ?? 0) === STREAMS);
    while (!complete() && performance.now() < deadline) await sleep(50);
    const fromSent = [];
    const fromAnswer = [];
    let lost = 0;
    for (const bid of bids) {
      const times = arrivals.get(bid.id) ?? new Map();
      lost += STREAMS - times.size;
      for (const arrivedAt of times.values()) {
        fromSent.push(arrivedAt - bid.sentAt);
        fromAnswer.push(arrivedAt - bid.answeredAt);
      }
    }
    const bidLatencies = bids.map((bid) => bid.answeredAt - bid.sentAt);
    return {
      deliveries: fromSent.length,
      expected: bids.length * STREAMS,
      lost,
      bidMedian: median(bidLatencies),
      fromSent: { median: median(fromSent), p95: percentile(fromSent, 95), max: Math.max(...fromSent) },
      fromAnswer: { median: median(fromAnswer), p95: percentile(fromAnswer, 95), max: Math.max(...fromAnswer) },
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}

/* ------------------------------------------------------------------------------------------------------------- */

/** The requests captured and replayed: a first bid, a bid over another bidder's (outbid mail), one too low. */
const CAPTURED_BIDS = [
  { bidder: 0, amount: START_PRICE, outcome: 'accepted' },
  { bidder: 1, amount: START_PRICE + MIN_INCREMENT, outcome: 'accepted' },
  { bidder: 2, amount: START_PRICE, outcome: 'tooLow' },
];

/**
 * What a bid request sent through the API's `pg` client for its transaction: the statements of the connection that
 * sent the bid's conditional update, from its START TRANSACTION to its COMMIT or ROLLBACK. The session check before
 * it is left out (the `pg` side has none), and so is what the server's jobs sent meanwhile on other connections.
 */
function bidTransactionOf(statements) {
  const update = statements.find((statement) => STATEMENTS.update.test(statement.text));
  if (!update) return [];
  const own = statements.filter((statement) => statement.connection === update.connection);
  const at = own.indexOf(update);
  let first = at;
  while (first > 0 && !STATEMENTS.begin.test(own[first].text)) first -= 1;
  let last = at;
  while (last < own.length - 1 && !STATEMENTS.commit.test(own[last].text) && !STATEMENTS.rollback.test(own[last].text))
    last += 1;
  return own.slice(first, last + 1);
}

/** The statements of each of CAPTURED_BIDS' transactions as the API sent them (the capture hook), in order. */
async function captureBidSql(databaseUrl, client, dataset) {
  return withCapturingServer({ DATABASE_URL: databaseUrl }, async (baseUrl, sent) => {
    await verifyBidders(baseUrl, dataset.bidders);
    const [auctionId] = await createAuctions(client, dataset.listingId, 1, 'capture');
    const place = apiBidder(baseUrl);
    const captured = [];
    for (const { bidder, amount, outcome } of CAPTURED_BIDS) {
      const { result, statements } = await sent(() => place(dataset.bidders[bidder], auctionId, amount));
      if (result.outcome !== outcome) throw new Error(`capture: expected ${outcome}, got ${result.outcome}`);
      captured.push(bidTransactionOf(statements));
    }
    return captured;
  });
}

/**
 * Whether bidTransaction sends, for the captured requests replayed on a fresh auction, the same statements in the
 * same order as the API did.
 */
async function compareWithCapture(client, pool, dataset, captured, sql) {
  const [auctionId] = await createAuctions(client, dataset.listingId, 1, 'replay');
  const replayed = [];
  const connection = await pool.connect();
  try {
    for (const { bidder, amount, outcome } of CAPTURED_BIDS) {
      const sent = [];
      const query = (text, params) => {
        sent.push(text);
        return connection.query(text, params);
      };
      const result = await bidTransaction(query, sql, dataset.bidders[bidder], auctionId, amount);
      if (result.outcome !== outcome) throw new Error(`replay: expected ${outcome}, got ${result.outcome}`);
      replayed.push(sent);
    }
  } finally {
    connection.release();
  }
  const same = captured.every(
    (statements, index) =>
      statements.length === replayed[index].length &&
      statements.every((statement, at) => statement.text === replayed[index][at]),
  );
  if (!same) {
    // Where the two part, to mend bidTransaction by.
    for (const [index, statements] of captured.entries()) {
      const at = statements.findIndex((statement, n) => statement.text !== replayed[index][n]);
      const shown = (text) => (text === undefined ? '(none)' : text.replace(/\s+/g, ' ').slice(0, 120));
      if (at >= 0 || statements.length !== replayed[index].length) {
        const n = at >= 0 ? at : Math.min(statements.length, replayed[index].length);
        log(`bid ${index + 1}, statement ${n + 1}: the API sent ${shown(statements[n]?.text)}`);
        log(`bid ${index + 1}, statement ${n + 1}: the pg side sent ${shown(replayed[index][n])}`);
      }
    }
  }
  return { same, statements: captured.map((statements) => statements.length) };
}

/** Runs the benchmark; answers its section of BENCHMARKS.md as lines. */
export async function benchAuctions() {
  const url = scratchDatabaseUrl({
    bench: 'bench-auctions',
    variable: 'BENCH_AUCTIONS_DATABASE_URL',
    database: 'estate_bench_auctions',
    fate: 'its rows are removed',
    protect: ['estate_bench'],
  });
  const unreachable = await serverUnreachable(url);
  if (unreachable) return skippedSection(HEADING, url, unreachable, log);
  const started = performance.now();
  const loadBefore = os.loadavg()[0];
  await prepareDatabase(url, log);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
  const stopListening = stopServersOnSignal();
  try {
    const dataset = await prepareDataset(client);
    log('capturing the SQL of a bid');
    const captured = await captureBidSql(url.toString(), client, dataset);
    const sql = statementsFrom(captured);
    const sqlCheck = await compareWithCapture(client, pool, dataset, captured, sql);
    log(`the pg side's statements ${sqlCheck.same ? 'match' : 'DIFFER FROM'} the API's`);
    // The bench's watchers all come from this one address: the server lets one address hold that many streams (its
    // default, AUCTION_STREAMS_PER_ADDRESS 20, would refuse the 21st with 429).
    const serverEnv = { DATABASE_URL: url.toString(), AUCTION_STREAMS_PER_ADDRESS: String(STREAMS) };
    const { bidding, events } = await withServer(serverEnv, async (baseUrl) => ({
      bidding: await benchBidding(client, baseUrl, pool, sql, dataset),
      events: await (async () => {
        log(`event latency: ${STREAMS} streams, ${EVENT_BIDS} bids`);
        return benchEvents(client, baseUrl, dataset);
      })(),
    }));
    log(`done in ${seconds(performance.now() - started)}`);
    const holds = bidding.every((r) => [...r.api.invariants, ...r.pg.invariants].every((check) => check.holds));
    if (!holds || events.lost > 0 || !sqlCheck.same) process.exitCode = 1;
    return report(bidding, events, sqlCheck, [loadBefore, os.loadavg()[0]]);
  } finally {
    await pool.end();
    await client.end();
    stopListening();
  }
}

function invariantLine(checks) {
  const total = (key) => checks.reduce((sum, check) => sum + check[key], 0);
  const rows = total('rows');
  const answered = total('answered');
  const broken = [
    ['amounts not rising by the step', total('notRising')],
    ['ordinal gaps', total('ordinalGaps')],
    ['current_bid ≠ highest bid', total('currentBid')],
    ['bid_count ≠ bids', total('bidCount')],
    ['accepted answers ≠ bid rows', total('answers')],
  ].filter(([, n]) => n > 0);
  return `${checks.every((check) => check.holds) ? 'hold' : `**violated**: ${broken.map(([what, n]) => `${what} ${n}`).join(', ')}`} (${answered.toLocaleString('en')} accepted answers, ${rows.toLocaleString('en')} bid rows)`;
}

function report(bidding, events, sqlCheck, load) {
  const row = (r, side) => {
    const s = r[side];
    return `| ${r.name} | ${side === 'api' ? 'API' : '`pg`'} | ${s.attempts.toLocaleString('en')} | ${perSecond(s.attemptsPerSecond)} | ${perSecond(s.acceptedPerSecond)} | ${ms(s.median)} | ${ms(s.p95)} |`;
  };
  const others = (s) =>
    Object.entries(s.outcomes)
      .filter(([key]) => key !== 'accepted' && key !== 'tooLow')
      .map(([key, n]) => `${key} × ${n}`);
  return [
    HEADING,
    '',
    `${BIDDERS} bidders (users with their own sessions, verified through the Nafath sandbox's routes, each with every auction's entry deposit paid) bid at once, each ${ATTEMPTS} times one after the other per run, on one auction (every bid on the same row) or on one of ${SPREAD_AUCTIONS} auctions picked at random; each bids the least allowed as last heard (from any answer, as the live events tell a bidder) plus 0 to 2 steps of SAR ${MIN_INCREMENT.toLocaleString('en')}, so many bids lose the race and are refused as too low. The built API runs with \`NODE_ENV=production\` and \`LOG_LEVEL=${SERVER_LOG_LEVEL}\` on a PostgreSQL database of its own; each bid is \`POST /api/auctions/{id}/bids\` with its own Idempotency-Key. The \`pg\` side sends through \`pg\` (a pool of ${POOL_SIZE}, like the API's) the very statements the API sends for a bid, their SQL text taken from the API's own \`pg\` client and checked against it below: the transaction (advisory lock on the key, idempotency look-up, the conditional \`UPDATE\`, which also requires the bidder verified with the auction's deposit paid, so that check costs no statement of its own, the bid's \`INSERT\`, which also reads the bid it outbids, its event and \`pg_notify\`, the outbid mail's insert into the outbox; or the refusal's read, which also names a missing verification or deposit, and \`ROLLBACK\`); API / \`pg\` is the API's own cost (HTTP, the session check, validation, JSON). ${WARMUP_ATTEMPTS} warm-up attempts per bidder each way, then ${ROUNDS} rounds alternating the API and \`pg\`, fresh auctions for every run. The machine's load average (1 min) was ${load[0].toFixed(1)} before and ${load[1].toFixed(1)} after: other work shares its ${os.cpus().length} cores, so read the ratios rather than the absolute figures.`,
    '',
    '| Scenario | Through | Attempts | Attempts/s | Accepted/s | Median | p95 |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...bidding.flatMap((r) => [row(r, 'api'), row(r, 'pg')]),
    '',
    '| Scenario | API / `pg` attempts/s | API / `pg` median | API / `pg` p95 | Accepted (API / `pg`) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...bidding.map(
      (r) =>
        `| ${r.name} | ${ratio(r.api.attemptsPerSecond, r.pg.attemptsPerSecond)} | ${ratio(r.api.median, r.pg.median)} | ${ratio(r.api.p95, r.pg.p95)} | ${((r.api.accepted / r.api.attempts) * 100).toFixed(0)} % / ${((r.pg.accepted / r.pg.attempts) * 100).toFixed(0)} % |`,
    ),
    '',
    'Invariants after every run (per auction: amounts rise by at least the step in ordinal order, ordinals 1…n, `current_bid` = the highest amount, `bid_count` = the number of bids, and as many 201 answers as bid rows):',
    '',
    ...bidding.flatMap((r) => [
      `- ${r.name}, API: ${invariantLine(r.api.invariants)}${others(r.api).length ? `; other answers: ${others(r.api).join(', ')}` : ''}`,
      `- ${r.name}, \`pg\`: ${invariantLine(r.pg.invariants)}${others(r.pg).length ? `; other outcomes: ${others(r.pg).join(', ')}` : ''}`,
    ]),
    '',
    `The \`pg\` side's statements ${sqlCheck.same ? 'are' : '**are not**'} the ones the API sent (captured from its \`pg\` client, the bid's transaction on its connection: ${sqlCheck.statements.join(', ')} statements for a first bid, a bid over another bidder's and a bid too low), the same SQL text in the same order.`,
    '',
    '### Live events',
    '',
    `${STREAMS} event streams open on one auction (\`GET /api/auctions/{id}/events\`, one connection each, all from the bench's one address, so the server runs with \`AUCTION_STREAMS_PER_ADDRESS=${STREAMS}\`); ${EVENT_BIDS} bids placed through the API one at a time, ${EVENT_SPACING_MS} ms apart, by two bidders in turn (a bid's own answer took ${ms(events.bidMedian)} at the median). For each bid, the time until its \`bid\` event arrived at each stream:`,
    '',
    '| Measured from | Median | p95 | Slowest |',
    '| --- | ---: | ---: | ---: |',
    `| Sending the bid | ${ms(events.fromSent.median)} | ${ms(events.fromSent.p95)} | ${ms(events.fromSent.max)} |`,
    `| Its 201 answer | ${ms(events.fromAnswer.median)} | ${ms(events.fromAnswer.p95)} | ${ms(events.fromAnswer.max)} |`,
    '',
    `Deliveries: ${events.deliveries.toLocaleString('en')} of ${events.expected.toLocaleString('en')}, ${events.lost === 0 ? 'none lost' : `**${events.lost} lost**`} (an event not arrived within ${seconds(EVENT_GRACE_MS)} of the last bid counts as lost). A negative time from the 201 means the event came before the answer.`,
  ];
}

await runAlone(import.meta.url, HEADING, benchAuctions);
