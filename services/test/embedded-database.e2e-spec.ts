import type { HealthResponse, StatsResponse } from '@estate/contracts';
import { join } from 'node:path';
import { createPgliteDatabase, type TestDatabase } from './support/database.js';
import { spawnServer } from './support/server.js';
import { migrations } from '../src/migrations/index.js';

const FIRST_START_MS = 150_000;

describe('embedded PGlite database', () => {
  // The first start migrates and seeds the whole demo site (portfolio, payments, tickets, notifications) into the
  // WebAssembly database, posting the ledger as it goes: about 60 s alone on a 2-core machine, more while other work
  // runs, so a start may take up to FIRST_START_MS.
  jest.setTimeout(300_000);
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createPgliteDatabase();
  });
  afterAll(() => database?.drop());

  const start = () => spawnServer({ ...database.env, DATABASE_URL: undefined }, FIRST_START_MS);
  const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;

  it('migrates on first start, persists across restarts and shuts down cleanly', async () => {
    const first = await start();
    expect(first.output()).toContain(`Database: embedded PGlite at ${join(database.env.DATA_DIR!, 'pglite')}`);
    expect(await json<HealthResponse>(`${first.baseUrl}/api/health`)).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'pglite' },
    });
    const seeded = await json<StatsResponse>(`${first.baseUrl}/api/stats`);
    // The seeded listings and the listing of the auction waiting for review; the approved auctions.
    expect(seeded).toEqual({ totalProperties: 66, totalUsers: expect.any(Number), totalAuctions: 8 });
    expect(seeded.totalUsers).toBeGreaterThanOrEqual(9);
    const firstExit = await first.stop();
    expect(firstExit.code === 0 || firstExit.signal === 'SIGTERM').toBe(true);

    const applied = await database.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((m) => m.name)).toEqual(migrations.map((migration) => migration.name));
    const tables = await database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'agent_requests',
      'auction_bids',
      'auction_deposits',
      'auction_events',
      'auction_proxy_bids',
      'auctions',
      'audit_logs',
      'bidder_verifications',
      'contact_messages',
      'dashboard_area_demand',
      'dashboard_invoice_days',
      'document_jobs',
      'estate_contract_calendar',
      'estate_contract_notices',
      'estate_contract_reminders',
      'estate_contract_totals',
      'estate_contracts',
      'estate_deposit_returns',
      'estate_einvoice_certificates',
      'estate_einvoice_chain',
      'estate_einvoice_documents',
      'estate_einvoice_settings',
      'estate_einvoices',
      'estate_fee_billing',
      'estate_fee_invoice_entries',
      'estate_fee_invoices',
      'estate_import_jobs',
      'estate_invoices',
      'estate_lease_settings',
      'estate_maintenance_tickets',
      'estate_management_agreements',
      'estate_notification_preferences',
      'estate_notification_states',
      'estate_notifications',
      'estate_owner_payouts',
      'estate_owners',
      'estate_payment_checkouts',
      'estate_payments',
      'estate_properties',
      'estate_property_ownerships',
      'estate_record_counts',
      'estate_rent_rules',
      'estate_tenants',
      'estate_ticket_events',
      'estate_units',
      'favorites',
      'inquiries',
      'ledger_accounts',
      'ledger_daily_balances',
      'ledger_entries',
      'ledger_lines',
      'ledger_property_month_balances',
      'mail_outbox',
      'migrations',
      'nafath_requests',
      'object_signing_keys',
      'password_resets',
      'permissions',
      'properties',
      'property_views',
      'rate_limit_events',
      'role_permissions',
      'roles',
      'seed_runs',
      'service_requests',
      'sessions',
      'stored_objects',
      'users',
    ]);
    await database.query(
      `INSERT INTO properties (title, title_en, purpose, type, category, city, price, area, features)
       VALUES ('شقة في الملقا', 'Apartment in Al Malqa', 'sale', 'apartment', 'residential', 'riyadh', 950000, 180, '{elevator,parking}')`,
    );

    const second = await start();
    expect(await json<StatsResponse>(`${second.baseUrl}/api/stats`)).toEqual({
      totalProperties: 67,
      totalUsers: seeded.totalUsers,
      totalAuctions: 8,
    });
    await second.stop();

    const third = await start();
    expect(await json<StatsResponse>(`${third.baseUrl}/api/stats`)).toMatchObject({ totalProperties: 67 });
    await third.stop();
    expect(await database.query('SELECT name FROM migrations')).toHaveLength(migrations.length);
  });

  it('refuses a second server on the same data directory', async () => {
    const first = await start();
    try {
      await expect(start()).rejects.toThrow(/in use by another server/);
      expect(await json<HealthResponse>(`${first.baseUrl}/api/health`)).toMatchObject({ database: { status: 'up' } });
    } finally {
      await first.stop();
    }
  });
});
