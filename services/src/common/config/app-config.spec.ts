import { availableParallelism } from 'node:os';
import { ConfigError, describeDatabase, directUrlOf, loadConfig } from './app-config.js';

const repo = '/srv/estate';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, repo);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, repo);
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      publicUrl: null,
      dataDir: '/srv/estate/var',
      database: { driver: 'pglite', dataDir: '/srv/estate/var/pglite' },
      webRoot: repo,
      mfeConfigFile: '/srv/estate/var/mfe-config.json',
      remotesDir: '/srv/estate/var/remotes',
      remoteUrls: {},
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 168,
      smtpUrl: null,
      mailFrom: 'Dar Estate <no-reply@dar-estate.sa>',
      objectStore: { driver: 'local', dir: '/srv/estate/var/objects' },
      unclaimedObjectHours: 24,
      objectSweepSeconds: 3600,
      trustProxy: null,
      uploadQuota: { count: 100, bytes: 200 * 1024 * 1024 },
      listingsPerDay: 20,
      auctionStreamsPerAddress: 20,
      auctionStreamsMax: 2000,
      auctionStreamMaxSeconds: 900,
      clientTimeoutSeconds: 30,
      uploadMinBytesPerSecond: 4096,
      shutdownDrainSeconds: 10,
      lateFeePercent: 5,
      estateJobsSeconds: 300,
      auctionJobsSeconds: 5,
      auctionNoticeDays: 5,
      auctionTransactionTaxPercent: 5,
      auctionCommissionPercent: 2.5,
      nafathRequestSeconds: 180,
      bidderVerificationDays: 365,
      identityProvider: 'nafath-sandbox',
      adLicenceJobSeconds: 3600,
      einvoiceIssueSeconds: 2,
      mailRelaySeconds: 60,
      mailRelayAfterSeconds: 300,
      paymentProvider: 'sandbox',
      paymentSandboxSecret: null,
      documentWorkers: Math.max(1, availableParallelism() - 1),
      documentQueue: 32,
      documentJobWaitMs: 1000,
    });
  });

  it('bounds live auction streams per address and in total, and refuses limits out of range', () => {
    const config = loadConfig({ AUCTION_STREAMS_PER_ADDRESS: '5', AUCTION_STREAMS_MAX: '50' }, repo);
    expect([config.auctionStreamsPerAddress, config.auctionStreamsMax]).toEqual([5, 50]);
    expect(() => loadConfig({ AUCTION_STREAMS_PER_ADDRESS: '0' }, repo)).toThrow(
      /AUCTION_STREAMS_PER_ADDRESS must be an integer from 1 to 10000/,
    );
    expect(() => loadConfig({ AUCTION_STREAMS_MAX: 'all' }, repo)).toThrow(/AUCTION_STREAMS_MAX must be an integer/);
    expect(loadConfig({ AUCTION_STREAM_MAX_SECONDS: '60' }, repo).auctionStreamMaxSeconds).toBe(60);
    expect(() => loadConfig({ AUCTION_STREAM_MAX_SECONDS: '0' }, repo)).toThrow(
      /AUCTION_STREAM_MAX_SECONDS must be an integer from 1 to 86400/,
    );
  });

  it('makes documents on DOCUMENT_WORKERS threads with DOCUMENT_QUEUE more waiting, and refuses none or too many', () => {
    const config = loadConfig({ DOCUMENT_WORKERS: '3', DOCUMENT_QUEUE: '0' }, repo);
    expect([config.documentWorkers, config.documentQueue]).toEqual([3, 0]);
    expect(() => loadConfig({ DOCUMENT_WORKERS: '0' }, repo)).toThrow(
      /DOCUMENT_WORKERS must be an integer from 1 to 64/,
    );
    expect(() => loadConfig({ DOCUMENT_QUEUE: 'many' }, repo)).toThrow(/DOCUMENT_QUEUE must be an integer from 0/);
  });

  it('runs the estate jobs every ESTATE_JOBS_INTERVAL_SECONDS, off at 0 and by default under NODE_ENV=test', () => {
    expect(loadConfig({ ESTATE_JOBS_INTERVAL_SECONDS: '60' }, repo).estateJobsSeconds).toBe(60);
    expect(loadConfig({ ESTATE_JOBS_INTERVAL_SECONDS: '0' }, repo).estateJobsSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }, repo).estateJobsSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', ESTATE_JOBS_INTERVAL_SECONDS: '1' }, repo).estateJobsSeconds).toBe(1);
    expect(() => loadConfig({ ESTATE_JOBS_INTERVAL_SECONDS: '-1' }, repo)).toThrow(/ESTATE_JOBS_INTERVAL_SECONDS/);
  });

  it('runs the auctions job every AUCTION_JOBS_INTERVAL_SECONDS (5 by default), off at 0 and under NODE_ENV=test', () => {
    expect(loadConfig({}, repo).auctionJobsSeconds).toBe(5);
    expect(loadConfig({ AUCTION_JOBS_INTERVAL_SECONDS: '0' }, repo).auctionJobsSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }, repo).auctionJobsSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', AUCTION_JOBS_INTERVAL_SECONDS: '1' }, repo).auctionJobsSeconds).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }, repo).mailRelaySeconds).toBe(0);
    expect(loadConfig({}, repo).adLicenceJobSeconds).toBe(3600);
    expect(loadConfig({ NODE_ENV: 'test' }, repo).adLicenceJobSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', AD_LICENCE_JOB_SECONDS: '1' }, repo).adLicenceJobSeconds).toBe(1);
    expect(() => loadConfig({ MAIL_RELAY_AFTER_SECONDS: '0' }, repo)).toThrow(/MAIL_RELAY_AFTER_SECONDS/);
    expect(() => loadConfig({ AUCTION_JOBS_INTERVAL_SECONDS: '3601' }, repo)).toThrow(/AUCTION_JOBS_INTERVAL_SECONDS/);
  });

  it('takes card payments through PAYMENT_PROVIDER (sandbox), signed with PAYMENT_SANDBOX_SECRET when given', () => {
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: 'a-long-enough-secret' }, repo)).toMatchObject({
      paymentProvider: 'sandbox',
      paymentSandboxSecret: 'a-long-enough-secret',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash-in-hand' }, repo)).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' }, repo)).toThrow(/PAYMENT_SANDBOX_SECRET/);
  });

  it('never takes test cards in production unless PAYMENT_PROVIDER=sandbox is set; none turns card payments off', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, repo).paymentProvider).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, repo).paymentProvider).toBe('sandbox');
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }, repo).paymentProvider).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }, repo).paymentProvider).toBe('sandbox');
  });

  it('verifies bidders through IDENTITY_PROVIDER (nafath-sandbox), never the sandbox in production unless chosen', () => {
    expect(loadConfig({}, repo).identityProvider).toBe('nafath-sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }, repo).identityProvider).toBe('nafath-sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }, repo).identityProvider).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'nafath-sandbox' }, repo).identityProvider).toBe(
      'nafath-sandbox',
    );
    expect(loadConfig({ IDENTITY_PROVIDER: 'none' }, repo).identityProvider).toBeNull();
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'nafath' }, repo)).toThrow(/IDENTITY_PROVIDER must be one of/);
  });

  it('reads the buyer’s transaction tax and commission rates of auctions, percents from 0 to 100', () => {
    const config = loadConfig({ AUCTION_TRANSACTION_TAX_PERCENT: '0', AUCTION_COMMISSION_PERCENT: '1.75' }, repo);
    expect([config.auctionTransactionTaxPercent, config.auctionCommissionPercent]).toEqual([0, 1.75]);
    expect(() => loadConfig({ AUCTION_TRANSACTION_TAX_PERCENT: '101' }, repo)).toThrow(
      /AUCTION_TRANSACTION_TAX_PERCENT must be a number from 0 to 100/,
    );
    expect(() => loadConfig({ AUCTION_COMMISSION_PERCENT: '-1' }, repo)).toThrow(/AUCTION_COMMISSION_PERCENT/);
  });

  it('reads the late fee rate from LATE_FEE_PERCENT, a whole percent from 0 to 100', () => {
    expect(loadConfig({ LATE_FEE_PERCENT: '7' }, repo).lateFeePercent).toBe(7);
    expect(() => loadConfig({ LATE_FEE_PERCENT: '101' }, repo)).toThrow(/LATE_FEE_PERCENT/);
    expect(() => loadConfig({ LATE_FEE_PERCENT: 'five' }, repo)).toThrow(/LATE_FEE_PERCENT/);
  });

  it('trusts forwarded headers only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, repo).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }, repo).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }, repo).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY must be/)]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8/1' })).toEqual([expect.stringMatching(/^TRUST_PROXY must be/)]);
  });

  it('reads the daily upload and listing allowances', () => {
    const config = loadConfig({ UPLOAD_DAILY_COUNT: '5', UPLOAD_DAILY_MB: '1', LISTINGS_PER_DAY: '3' }, repo);
    expect(config.uploadQuota).toEqual({ count: 5, bytes: 1024 * 1024 });
    expect(config.listingsPerDay).toBe(3);
    expect(problemsOf({ UPLOAD_DAILY_COUNT: '0' })).toEqual([expect.stringMatching(/^UPLOAD_DAILY_COUNT must be/)]);
  });

  it('reads every variable, resolving relative paths against the checkout', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'SILENT',
        PUBLIC_URL: 'https://estate.example.sa',
        DATABASE_URL: 'postgres://app:secret@db:5432/estate',
        DATA_DIR: 'data',
        WEB_ROOT: '/opt/web',
        MFE_CONFIG_FILE: '/etc/estate/remotes.json',
        REMOTES_DIR: '/srv/remotes',
        MFE_PUBLIC_URL: 'https://cdn.example.sa/public/v3/mf-manifest.json',
        MFE_ADMIN_URL: '/remotes/admin/v2/mf-manifest.json',
        SESSION_IDLE_MINUTES: '30',
        SESSION_ABSOLUTE_HOURS: '12',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.sa:465',
        MAIL_FROM: 'no-reply@estate.example.sa',
        OBJECT_UNCLAIMED_HOURS: '48',
        OBJECT_SWEEP_SECONDS: '600',
      },
      repo,
    );
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      publicUrl: 'https://estate.example.sa',
      database: { driver: 'postgres', url: 'postgres://app:secret@db:5432/estate' },
      dataDir: '/srv/estate/data',
      webRoot: '/opt/web',
      mfeConfigFile: '/etc/estate/remotes.json',
      remotesDir: '/srv/remotes',
      remoteUrls: {
        mfe_public: 'https://cdn.example.sa/public/v3/mf-manifest.json',
        mfe_admin: '/remotes/admin/v2/mf-manifest.json',
      },
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      smtpUrl: 'smtps://mailer:secret@smtp.example.sa:465',
      mailFrom: 'no-reply@estate.example.sa',
      unclaimedObjectHours: 48,
      objectSweepSeconds: 600,
    });
  });

  it('places the remote map and published remotes under DATA_DIR by default', () => {
    const config = loadConfig({ DATA_DIR: '/data' }, repo);
    expect(config.mfeConfigFile).toBe('/data/mfe-config.json');
    expect(config.remotesDir).toBe('/data/remotes');
    expect(config.database).toEqual({ driver: 'pglite', dataDir: '/data/pglite' });
  });

  it('keeps objects in OBJECT_STORE_DIR, else under DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/data' }, repo).objectStore).toEqual({ driver: 'local', dir: '/data/objects' });
    expect(loadConfig({ OBJECT_STORE_DIR: 'files' }, repo).objectStore).toEqual({
      driver: 'local',
      dir: '/srv/estate/files',
    });
  });

  it('uses an S3-compatible bucket when one is configured', () => {
    const s3 = {
      OBJECT_STORE_S3_ENDPOINT: 'https://s3.me-south-1.amazonaws.com',
      OBJECT_STORE_S3_BUCKET: 'dar-estate-files',
      OBJECT_STORE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      OBJECT_STORE_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3, repo).objectStore).toEqual({
      driver: 's3',
      endpoint: 'https://s3.me-south-1.amazonaws.com',
      bucket: 'dar-estate-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...s3, OBJECT_STORE_S3_REGION: 'me-south-1' }, repo).objectStore).toMatchObject({
      region: 'me-south-1',
    });
  });

  it('names every missing S3 setting once a bucket is configured', () => {
    expect(problemsOf({ OBJECT_STORE_S3_BUCKET: 'files' })).toEqual([
      expect.stringMatching(/OBJECT_STORE_S3_ENDPOINT is required/),
      expect.stringMatching(/OBJECT_STORE_S3_ACCESS_KEY_ID is required/),
      expect.stringMatching(/OBJECT_STORE_S3_SECRET_ACCESS_KEY is required/),
    ]);
  });

  it('takes DATABASE_DIRECT_URL for a session of its own, the pool URL when unset; drains 10 s on SIGTERM', () => {
    const pooled = 'postgres://app:secret@pgbouncer:6432/estate';
    const direct = 'postgres://app:secret@db:5432/estate';
    const both = loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }, repo);
    expect(both.database).toEqual({ driver: 'postgres', url: pooled, directUrl: direct, preparedStatements: false });
    expect(directUrlOf(both.database as { url: string })).toBe(direct);
    expect(directUrlOf({ url: pooled })).toBe(pooled);
    expect(both.shutdownDrainSeconds).toBe(10);
    // Statements are kept on the pool's connections only straight to the server, unless said otherwise.
    expect(loadConfig({ DATABASE_URL: direct }, repo).database).toEqual({
      driver: 'postgres',
      url: direct,
      preparedStatements: true,
    });
    expect(
      loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_PREPARED_STATEMENTS: 'ON' }, repo)
        .database,
    ).toMatchObject({ preparedStatements: true });
    expect(loadConfig({ DATABASE_URL: direct, DATABASE_PREPARED_STATEMENTS: 'off' }, repo).database).toMatchObject({
      preparedStatements: false,
    });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }, repo).shutdownDrainSeconds).toBe(0);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '' }, repo)).toMatchObject({
      port: 3000,
      database: { driver: 'pglite' },
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ PORT: '-1' }, /PORT must be an integer/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ PUBLIC_URL: 'estate.example.sa' }, /PUBLIC_URL must be an absolute/],
    [{ DATABASE_URL: 'mysql://db/estate' }, /DATABASE_URL must be a postgres/],
    [
      { DATABASE_URL: 'postgres://db/estate', DATABASE_DIRECT_URL: 'db:5432' },
      /DATABASE_DIRECT_URL must be a postgres/,
    ],
    [{ DATABASE_DIRECT_URL: 'postgres://db/estate' }, /DATABASE_DIRECT_URL needs DATABASE_URL/],
    [{ DATABASE_PREPARED_STATEMENTS: 'yes' }, /DATABASE_PREPARED_STATEMENTS must be on or off/],
    [{ SHUTDOWN_DRAIN_SECONDS: '301' }, /SHUTDOWN_DRAIN_SECONDS must be an integer from 0 to 300/],
    [{ MFE_ESTATE_URL: 'estate/mf-manifest.json' }, /MFE_ESTATE_URL must be an absolute/],
    [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES must be an integer from 1/],
    [{ OBJECT_UNCLAIMED_HOURS: '0' }, /OBJECT_UNCLAIMED_HOURS must be an integer from 1 to 8760/],
    [{ OBJECT_SWEEP_SECONDS: 'hourly' }, /OBJECT_SWEEP_SECONDS must be an integer from 1 to 86400/],
    [{ SESSION_ABSOLUTE_HOURS: 'week' }, /SESSION_ABSOLUTE_HOURS must be an integer/],
    [{ SMTP_URL: 'http://mail.example.sa' }, /SMTP_URL must be an smtp/],
    [{ MAIL_FROM: 'nobody' }, /MAIL_FROM must be an address/],
    [
      {
        OBJECT_STORE_S3_ENDPOINT: 's3.example.sa',
        OBJECT_STORE_S3_BUCKET: 'files',
        OBJECT_STORE_S3_ACCESS_KEY_ID: 'a',
        OBJECT_STORE_S3_SECRET_ACCESS_KEY: 'b',
      },
      /OBJECT_STORE_S3_ENDPOINT must be an absolute/,
    ],
    [
      {
        OBJECT_STORE_S3_ENDPOINT: 'https://s3.example.sa',
        OBJECT_STORE_S3_BUCKET: 'My_Files',
        OBJECT_STORE_S3_ACCESS_KEY_ID: 'a',
        OBJECT_STORE_S3_SECRET_ACCESS_KEY: 'b',
      },
      /OBJECT_STORE_S3_BUCKET must be a bucket name/,
    ],
  ])('rejects %j', (env, message) => {
    expect(problemsOf(env as Record<string, string>)).toEqual([expect.stringMatching(message)]);
  });

  it('reports every problem at once in a readable message', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, repo)).toThrow(
      /Invalid configuration:\n {2}- PORT .*\n {2}- LOG_LEVEL/,
    );
  });

  it('never describes a database with its password', () => {
    const text = describeDatabase({
      driver: 'postgres',
      url: 'postgres://app:secret@db:6543/estate',
      preparedStatements: true,
    });
    expect(text).toBe('PostgreSQL at db:6543/estate');
  });
});
