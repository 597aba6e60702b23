import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Remote name → env var that overrides its manifest URL. */
export const REMOTE_URL_VARIABLES = {
  mfe_public: 'MFE_PUBLIC_URL',
  mfe_admin: 'MFE_ADMIN_URL',
  mfe_estate: 'MFE_ESTATE_URL',
  mfe_portals: 'MFE_PORTALS_URL',
} as const;

/**
 * PostgreSQL: `url` for the pool (a transaction-mode pooler such as PgBouncer may stand in front), and `directUrl`
 * (DATABASE_DIRECT_URL; the same as `url` when unset) for what needs a session of its own: the LISTEN connection of
 * the live auction events and the start-up migration lock. `preparedStatements` (DATABASE_PREPARED_STATEMENTS; on
 * unless DATABASE_DIRECT_URL is set): whether the pool's connections keep the statements every request sends
 * (preparedQuery), which a transaction-mode pooler would hand to another server connection.
 */
export type DatabaseConfig =
  | { driver: 'postgres'; url: string; directUrl?: string; preparedStatements: boolean }
  | { driver: 'pglite'; dataDir: string };

/** The connection string for a session of its own (LISTEN, the migration lock). */
export const directUrlOf = (database: { url: string; directUrl?: string }) => database.directUrl ?? database.url;

export interface S3ObjectStoreConfig {
  driver: 's3';
  /** Base URL of the S3 API; objects are addressed path-style: <endpoint>/<bucket>/objects/<key>. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}
/** Where uploaded and generated files are kept: a local directory, or an S3-compatible bucket. */
export type ObjectStoreConfig = { driver: 'local'; dir: string } | S3ObjectStoreConfig;

export interface AppConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  publicUrl: string | null;
  dataDir: string;
  database: DatabaseConfig;
  webRoot: string;
  mfeConfigFile: string;
  remotesDir: string;
  /** Remote URLs given in the environment, by remote name. */
  remoteUrls: Record<string, string>;
  /** A session ends after this many minutes without a request (sliding). */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in, whatever its use. */
  sessionAbsoluteHours: number;
  /** `smtp://` or `smtps://` transport; unset: mail only goes to the outbox table. */
  smtpUrl: string | null;
  /** Sender of outgoing mail. */
  mailFrom: string;
  objectStore: ObjectStoreConfig;
  /** Uploads nothing claimed (abandoned forms) are deleted this many hours after the upload URL was asked for. */
  unclaimedObjectHours: number;
  /** How often the unclaimed objects are swept. */
  objectSweepSeconds: number;
  /**
   * Proxies whose X-Forwarded-For / -Proto / -Host are believed (TRUST_PROXY): a hop count, or addresses and
   * CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`). Null: none, the socket's peer is the client.
   */
  trustProxy: number | string[] | null;
  /** Daily allowance of uploads for one client address and for one account: how many, and how many bytes. */
  uploadQuota: { count: number; bytes: number };
  /** Listings one account may send per day (staff and visitors alike). */
  listingsPerDay: number;
  /**
   * Live auction event streams (GET /api/auctions/events and /api/auctions/{id}/events) one client address may hold
   * open in this process (AUCTION_STREAMS_PER_ADDRESS, 1 to 10000, default 20; 429 beyond), and all of them
   * (AUCTION_STREAMS_MAX, 1 to 100000, default 2000; 503 beyond). Both answer Retry-After.
   */
  auctionStreamsPerAddress: number;
  auctionStreamsMax: number;
  /**
   * The longest a live auction event stream stays open (AUCTION_STREAM_MAX_SECONDS, 1 to 86400, default 900): then the
   * server ends it with a short `retry:` and the client resumes with Last-Event-ID, perhaps on another process.
   */
  auctionStreamMaxSeconds: number;
  /** A stalled or trickling client is cut off after this long (see common/http/http-server.ts). */
  clientTimeoutSeconds: number;
  /** The slowest an upload may arrive, averaged over each half of clientTimeoutSeconds. */
  uploadMinBytesPerSecond: number;
  /**
   * On SIGTERM, how long the process waits for requests in flight to finish before it closes (SHUTDOWN_DRAIN_SECONDS,
   * 0 to 300, default 10); it is not ready (GET /api/health/ready answers 503) from the signal on.
   */
  shutdownDrainSeconds: number;
  /** Late fee on an unpaid invoice: this percent of its amount per started 30-day period past due (LATE_FEE_PERCENT). */
  lateFeePercent: number;
  /**
   * How often the estate's periodic jobs (generated notifications) run, in seconds (ESTATE_JOBS_INTERVAL_SECONDS,
   * 0 to 86400; 0 turns them off). Default 300, and off under NODE_ENV=test so that tests see only what they cause.
   */
  estateJobsSeconds: number;
  /**
   * How often the auctions' job runs (announces starts, settles ended auctions, prunes old events), in seconds
   * (AUCTION_JOBS_INTERVAL_SECONDS, 0 to 3600; 0 turns it off). Default 5, and off under NODE_ENV=test.
   */
  auctionJobsSeconds: number;
  /** The least number of days between an auction's approval and its start (AUCTION_NOTICE_DAYS, 0 to 60). Default 5. */
  auctionNoticeDays: number;
  /**
   * What a buyer pays on an auction's price besides the price, in percent of it (a fraction allowed), shown on the
   * auction page: the real-estate transaction tax (AUCTION_TRANSACTION_TAX_PERCENT, 0 to 100, default 5) and the
   * platform's commission (AUCTION_COMMISSION_PERCENT, 0 to 100, default 2.5).
   */
  auctionTransactionTaxPercent: number;
  auctionCommissionPercent: number;
  /** How long a Nafath request waits for the bidder's answer in the app, in seconds (NAFATH_REQUEST_SECONDS, 30 to 3600). Default 180. */
  nafathRequestSeconds: number;
  /** How long a bidder's identity verification lasts, in days (BIDDER_VERIFICATION_DAYS, 1 to 3650). Default 365. */
  bidderVerificationDays: number;
  /**
   * Who verifies bidders' identities (IDENTITY_PROVIDER): only the built-in `nafath-sandbox` (no real identity check)
   * so far. Null (`none`, or unset under NODE_ENV=production): nobody can be verified; starting a verification answers
   * 503 IDENTITY_PROVIDER_UNAVAILABLE.
   */
  identityProvider: IdentityProviderName | null;
  /**
   * How often the ad-licence job runs (withdraws published listings whose ad licence has expired and mails their agent
   * once), in seconds (AD_LICENCE_JOB_SECONDS, 0 to 86400; 0 turns it off). Default 3600, and off under NODE_ENV=test.
   */
  adLicenceJobSeconds: number;
  /**
   * How often the e-invoice issuer runs, in seconds (EINVOICE_ISSUE_SECONDS, 0 to 3600, a fraction allowed; 0 turns it off). Default 2;
   * off as well when ESTATE_JOBS_INTERVAL_SECONDS is set to 0 (the estate's jobs off on purpose, as the benchmarks
   * run the API), but not by that setting's default of 0 under NODE_ENV=test, where the tests wait for documents.
   */
  einvoiceIssueSeconds: number;
  /**
   * How often queued mail whose delivery never started is looked for and sent, in seconds (MAIL_RELAY_SECONDS,
   * 0 to 86400; 0 turns it off). Default 60, and off under NODE_ENV=test. Only with SMTP_URL.
   */
  mailRelaySeconds: number;
  /** How long a queued message waits before the relay sends it, and again between its attempts (MAIL_RELAY_AFTER_SECONDS). */
  mailRelayAfterSeconds: number;
  /**
   * Who takes tenants' card payments (PAYMENT_PROVIDER): only the built-in `sandbox` (test payments, no money moves)
   * so far. Null (`none`, or unset under NODE_ENV=production): no card payments; a checkout answers
   * PAYMENT_PROVIDER_NOT_CONFIGURED and the tenant pays at the office.
   */
  paymentProvider: PaymentProviderName | null;
  /**
   * The key the sandbox signs its payment confirmations with (PAYMENT_SANDBOX_SECRET, at least 16 characters);
   * unset: a random key made at each start.
   */
  paymentSandboxSecret: string | null;
  /**
   * Worker threads that make generated documents (PDFs, XLSX files) off the API's thread (DOCUMENT_WORKERS, 1 to 64;
   * default one fewer than the machine's cores, at least 1), and how many more documents may wait for one
   * (DOCUMENT_QUEUE, 0 to 10000, default 32) before a request for another is answered 503 with Retry-After.
   */
  documentWorkers: number;
  documentQueue: number;
  /**
   * How long a document asked with `Prefer: respond-async` is waited for before the answer is a job to poll (202)
   * instead of the file (DOCUMENT_JOB_WAIT_MS, 0 to 60000, default 1000).
   */
  documentJobWaitMs: number;
}

export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const IDENTITY_PROVIDERS = ['nafath-sandbox'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the process environment. `repoRoot` is the checkout the server runs from,
 * used for the defaults of WEB_ROOT and DATA_DIR. Throws a ConfigError listing every bad value.
 */
export function loadConfig(env: Env, repoRoot: string): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const path = (name: string, fallback: string): string => {
    const value = read(name);
    return value ? resolve(repoRoot, value) : fallback;
  };

  const port = parsePort(read('PORT'), problems);
  const host = read('HOST') ?? '0.0.0.0';

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }

  const publicUrl = read('PUBLIC_URL') ?? null;
  if (publicUrl !== null && !isHttpUrl(publicUrl)) {
    problems.push(`PUBLIC_URL must be an absolute http(s) URL (got "${publicUrl}")`);
  }

  const dataDir = path('DATA_DIR', join(repoRoot, 'var'));
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const databaseDirectUrl = read('DATABASE_DIRECT_URL');
  if (databaseDirectUrl !== undefined && !isPostgresUrl(databaseDirectUrl)) {
    problems.push('DATABASE_DIRECT_URL must be a postgres:// or postgresql:// URL');
  } else if (databaseDirectUrl !== undefined && databaseUrl === undefined) {
    problems.push('DATABASE_DIRECT_URL needs DATABASE_URL');
  }
  const prepared = read('DATABASE_PREPARED_STATEMENTS')?.toLowerCase();
  if (prepared !== undefined && prepared !== 'on' && prepared !== 'off') {
    problems.push(`DATABASE_PREPARED_STATEMENTS must be on or off (got "${env.DATABASE_PREPARED_STATEMENTS}")`);
  }
  const database: DatabaseConfig = databaseUrl
    ? {
        driver: 'postgres',
        url: databaseUrl,
        ...(databaseDirectUrl ? { directUrl: databaseDirectUrl } : {}),
        // Behind a transaction-mode pooler (the direct URL set), a statement kept on one server connection would be
        // asked for on another.
        preparedStatements: prepared === undefined ? databaseDirectUrl === undefined : prepared === 'on',
      }
    : { driver: 'pglite', dataDir: join(dataDir, 'pglite') };

  const remoteUrls: Record<string, string> = {};
  for (const [remote, variable] of Object.entries(REMOTE_URL_VARIABLES)) {
    const value = read(variable);
    if (value === undefined) continue;
    if (isHttpUrl(value) || value.startsWith('/')) remoteUrls[remote] = value;
    else problems.push(`${variable} must be an absolute http(s) URL or a path starting with / (got "${value}")`);
  }

  const sessionIdleMinutes = parseInteger(
    'SESSION_IDLE_MINUTES',
    read('SESSION_IDLE_MINUTES'),
    120,
    1,
    10_080,
    problems,
  );
  const sessionAbsoluteHours = parseInteger(
    'SESSION_ABSOLUTE_HOURS',
    read('SESSION_ABSOLUTE_HOURS'),
    168,
    1,
    8_760,
    problems,
  );

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !isSmtpUrl(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const mailFrom = read('MAIL_FROM') ?? 'Dar Estate <no-reply@dar-estate.sa>';
  if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${mailFrom}")`);
  }

  const objectStore = readObjectStore(read, path('OBJECT_STORE_DIR', join(dataDir, 'objects')), problems);

  const unclaimedObjectHours = parseInteger(
    'OBJECT_UNCLAIMED_HOURS',
    read('OBJECT_UNCLAIMED_HOURS'),
    24,
    1,
    8_760,
    problems,
  );
  const objectSweepSeconds = parseInteger(
    'OBJECT_SWEEP_SECONDS',
    read('OBJECT_SWEEP_SECONDS'),
    3_600,
    1,
    86_400,
    problems,
  );

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'), problems);
  const uploadQuota = {
    count: parseInteger('UPLOAD_DAILY_COUNT', read('UPLOAD_DAILY_COUNT'), 100, 1, 100_000, problems),
    bytes: parseInteger('UPLOAD_DAILY_MB', read('UPLOAD_DAILY_MB'), 200, 1, 1_000_000, problems) * 1024 * 1024,
  };
  const listingsPerDay = parseInteger('LISTINGS_PER_DAY', read('LISTINGS_PER_DAY'), 20, 1, 10_000, problems);
  const auctionStreamsPerAddress = parseInteger(
    'AUCTION_STREAMS_PER_ADDRESS',
    read('AUCTION_STREAMS_PER_ADDRESS'),
    20,
    1,
    10_000,
    problems,
  );
  const auctionStreamsMax = parseInteger(
    'AUCTION_STREAMS_MAX',
    read('AUCTION_STREAMS_MAX'),
    2000,
    1,
    100_000,
    problems,
  );
  const auctionStreamMaxSeconds = parseInteger(
    'AUCTION_STREAM_MAX_SECONDS',
    read('AUCTION_STREAM_MAX_SECONDS'),
    900,
    1,
    86_400,
    problems,
  );
  const lateFeePercent = parseInteger('LATE_FEE_PERCENT', read('LATE_FEE_PERCENT'), 5, 0, 100, problems);
  const estateJobsSeconds = parseInteger(
    'ESTATE_JOBS_INTERVAL_SECONDS',
    read('ESTATE_JOBS_INTERVAL_SECONDS'),
    read('NODE_ENV') === 'test' ? 0 : 300,
    0,
    86_400,
    problems,
  );
  const einvoiceIssueSeconds =
    read('ESTATE_JOBS_INTERVAL_SECONDS') === '0'
      ? 0
      : parseDecimal('EINVOICE_ISSUE_SECONDS', read('EINVOICE_ISSUE_SECONDS'), 2, 0, 3600, problems);
  const auctionJobsSeconds = parseInteger(
    'AUCTION_JOBS_INTERVAL_SECONDS',
    read('AUCTION_JOBS_INTERVAL_SECONDS'),
    read('NODE_ENV') === 'test' ? 0 : 5,
    0,
    3_600,
    problems,
  );
  const auctionNoticeDays = parseInteger('AUCTION_NOTICE_DAYS', read('AUCTION_NOTICE_DAYS'), 5, 0, 60, problems);
  const auctionTransactionTaxPercent = parseDecimal(
    'AUCTION_TRANSACTION_TAX_PERCENT',
    read('AUCTION_TRANSACTION_TAX_PERCENT'),
    5,
    0,
    100,
    problems,
  );
  const auctionCommissionPercent = parseDecimal(
    'AUCTION_COMMISSION_PERCENT',
    read('AUCTION_COMMISSION_PERCENT'),
    2.5,
    0,
    100,
    problems,
  );
  const adLicenceJobSeconds = parseInteger(
    'AD_LICENCE_JOB_SECONDS',
    read('AD_LICENCE_JOB_SECONDS'),
    read('NODE_ENV') === 'test' ? 0 : 3600,
    0,
    86_400,
    problems,
  );
  const nafathRequestSeconds = parseInteger(
    'NAFATH_REQUEST_SECONDS',
    read('NAFATH_REQUEST_SECONDS'),
    180,
    30,
    3600,
    problems,
  );
  const bidderVerificationDays = parseInteger(
    'BIDDER_VERIFICATION_DAYS',
    read('BIDDER_VERIFICATION_DAYS'),
    365,
    1,
    3650,
    problems,
  );
  const mailRelaySeconds = parseInteger(
    'MAIL_RELAY_SECONDS',
    read('MAIL_RELAY_SECONDS'),
    read('NODE_ENV') === 'test' ? 0 : 60,
    0,
    86_400,
    problems,
  );
  const mailRelayAfterSeconds = parseInteger(
    'MAIL_RELAY_AFTER_SECONDS',
    read('MAIL_RELAY_AFTER_SECONDS'),
    300,
    1,
    86_400,
    problems,
  );
  // The sandbox takes test cards only: in production it runs only when chosen, never by default.
  const providerName = read('PAYMENT_PROVIDER') ?? (read('NODE_ENV') === 'production' ? 'none' : 'sandbox');
  const paymentProvider = providerName === 'none' ? null : (providerName as PaymentProviderName);
  if (paymentProvider !== null && !PAYMENT_PROVIDERS.includes(paymentProvider)) {
    problems.push(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} or none (got "${providerName}")`);
  }
  // Nor does the Nafath sandbox verify anybody in production unless it is chosen.
  const identityName = read('IDENTITY_PROVIDER') ?? (read('NODE_ENV') === 'production' ? 'none' : 'nafath-sandbox');
  const identityProvider = identityName === 'none' ? null : (identityName as IdentityProviderName);
  if (identityProvider !== null && !IDENTITY_PROVIDERS.includes(identityProvider)) {
    problems.push(`IDENTITY_PROVIDER must be one of ${IDENTITY_PROVIDERS.join(', ')} or none (got "${identityName}")`);
  }
  const paymentSandboxSecret = read('PAYMENT_SANDBOX_SECRET') ?? null;
  if (paymentSandboxSecret !== null && paymentSandboxSecret.length < 16) {
    problems.push('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
  }
  const clientTimeoutSeconds = parseInteger(
    'CLIENT_TIMEOUT_SECONDS',
    read('CLIENT_TIMEOUT_SECONDS'),
    30,
    2,
    600,
    problems,
  );
  const uploadMinBytesPerSecond = parseInteger(
    'UPLOAD_MIN_BYTES_PER_SECOND',
    read('UPLOAD_MIN_BYTES_PER_SECOND'),
    4096,
    1,
    10_000_000,
    problems,
  );
  const shutdownDrainSeconds = parseInteger(
    'SHUTDOWN_DRAIN_SECONDS',
    read('SHUTDOWN_DRAIN_SECONDS'),
    10,
    0,
    300,
    problems,
  );

  const documentWorkers = parseInteger(
    'DOCUMENT_WORKERS',
    read('DOCUMENT_WORKERS'),
    Math.min(64, Math.max(1, availableParallelism() - 1)),
    1,
    64,
    problems,
  );
  const documentQueue = parseInteger('DOCUMENT_QUEUE', read('DOCUMENT_QUEUE'), 32, 0, 10_000, problems);
  const documentJobWaitMs = parseInteger(
    'DOCUMENT_JOB_WAIT_MS',
    read('DOCUMENT_JOB_WAIT_MS'),
    1000,
    0,
    60_000,
    problems,
  );

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    logLevel,
    publicUrl,
    dataDir,
    database,
    webRoot: path('WEB_ROOT', repoRoot),
    mfeConfigFile: path('MFE_CONFIG_FILE', join(dataDir, 'mfe-config.json')),
    remotesDir: path('REMOTES_DIR', join(dataDir, 'remotes')),
    remoteUrls,
    sessionIdleMinutes,
    sessionAbsoluteHours,
    smtpUrl,
    mailFrom,
    objectStore,
    unclaimedObjectHours,
    objectSweepSeconds,
    trustProxy,
    uploadQuota,
    listingsPerDay,
    auctionStreamsPerAddress,
    auctionStreamsMax,
    auctionStreamMaxSeconds,
    clientTimeoutSeconds,
    uploadMinBytesPerSecond,
    shutdownDrainSeconds,
    lateFeePercent,
    estateJobsSeconds,
    auctionJobsSeconds,
    auctionNoticeDays,
    auctionTransactionTaxPercent,
    auctionCommissionPercent,
    nafathRequestSeconds,
    bidderVerificationDays,
    identityProvider,
    adLicenceJobSeconds,
    einvoiceIssueSeconds,
    mailRelaySeconds,
    mailRelayAfterSeconds,
    paymentProvider,
    paymentSandboxSecret,
    documentWorkers,
    documentQueue,
    documentJobWaitMs,
  };
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** TRUST_PROXY: unset or `false` (trust nobody), a hop count, or a comma list of addresses, CIDRs and keywords. */
function parseTrustProxy(value: string | undefined, problems: string[]): number | string[] | null {
  if (value === undefined || value === 'false' || value === '0') return null;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (PROXY_KEYWORDS.includes(entry)) return false;
    const [address = '', bits, ...rest] = entry.split('/');
    if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return true;
    return !(IPV4.test(address) || (address.includes(':') && /^[0-9a-f:.]+$/i.test(address)));
  });
  if (bad.length > 0 || entries.length === 0) {
    problems.push(
      `TRUST_PROXY must be a hop count or a comma list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${value}")`,
    );
  }
  return entries;
}

/** OBJECT_STORE_S3_* select a bucket (all of endpoint, bucket and keys then needed); else the local directory. */
function readObjectStore(
  read: (name: string) => string | undefined,
  dir: string,
  problems: string[],
): ObjectStoreConfig {
  const endpoint = read('OBJECT_STORE_S3_ENDPOINT');
  const bucket = read('OBJECT_STORE_S3_BUCKET');
  const accessKeyId = read('OBJECT_STORE_S3_ACCESS_KEY_ID');
  const secretAccessKey = read('OBJECT_STORE_S3_SECRET_ACCESS_KEY');
  const region = read('OBJECT_STORE_S3_REGION') ?? 'us-east-1';
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return { driver: 'local', dir };
  const before = problems.length;
  if (!endpoint) {
    problems.push('OBJECT_STORE_S3_ENDPOINT is required when an S3 bucket is configured');
  } else if (!isHttpUrl(endpoint)) {
    problems.push(`OBJECT_STORE_S3_ENDPOINT must be an absolute http(s) URL (got "${endpoint}")`);
  }
  if (!bucket) {
    problems.push('OBJECT_STORE_S3_BUCKET is required when an S3 bucket is configured');
  } else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(
      `OBJECT_STORE_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }
  if (!accessKeyId) problems.push('OBJECT_STORE_S3_ACCESS_KEY_ID is required when an S3 bucket is configured');
  if (!secretAccessKey) problems.push('OBJECT_STORE_S3_SECRET_ACCESS_KEY is required when an S3 bucket is configured');
  if (!/^[a-z0-9-]+$/.test(region)) {
    problems.push(`OBJECT_STORE_S3_REGION must be a region name like me-south-1 (got "${region}")`);
  }
  if (problems.length > before) return { driver: 'local', dir };
  return {
    driver: 's3',
    endpoint: endpoint!,
    bucket: bucket!,
    region,
    accessKeyId: accessKeyId!,
    secretAccessKey: secretAccessKey!,
  };
}

function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

/** A number with an optional fraction (a fraction of a second, as tests set), from min to max. */
function parseDecimal(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || number < min || number > max) {
    problems.push(`${name} must be a number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

function isSmtpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'smtp:' || protocol === 'smtps:';
  } catch {
    return false;
  }
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535 (got "${value}")`);
  }
  return port;
}

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}

/** Where the database lives, for logs: the server and database name, never the password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.driver === 'pglite') return `embedded PGlite at ${database.dataDir}`;
  const url = new URL(database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
