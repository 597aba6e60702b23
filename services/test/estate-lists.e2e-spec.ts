import {
  CONTRACT_EXPIRING_SOON_DAYS,
  type ContractSummary,
  ESTATE_COUNT_UP_TO,
  type EstateList,
  todayInRiyadh,
} from '@estate/contracts';
import { CONTRACT_TOTALS_BACKFILL } from '../src/migrations/1796400000000-contract-invoice-totals.js';
import { CONTRACT_CALENDAR_BACKFILL } from '../src/migrations/1796950000000-contract-calendar.js';
import { ApiClient, signInAs } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

type Item = { id: string } & Record<string, unknown>;

/**
 * The estate lists read a page sorted on a record's own column in two steps (the page's ids, then the figures of
 * those rows only) and a page sorted on a figure in one: both must answer the same records with the same figures
 * as reading each record alone, page after page.
 */
const LISTS = [
  { path: 'owners', own: 'name', figure: 'monthlyIncome' },
  { path: 'tenants', own: 'name', figure: 'outstandingBalance' },
  { path: 'properties', own: 'title', figure: 'occupancyRate' },
  { path: 'units', own: 'property', figure: null },
  { path: 'contracts', own: 'contractNumber', figure: null },
] as const;

describe('estate lists: pages and their figures', () => {
  let app: TestApp;
  let manager: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
  });
  afterAll(() => app?.stop());

  const page = async (path: string, query: string) => {
    const response = await manager.get<EstateList<Item>>(`/api/estate/${path}?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it.each(LISTS)('$path: two pages of five are the first ten, each row as the record reads alone', async (list) => {
    for (const [sort, order] of [
      [list.own, 'asc'],
      [list.own, 'desc'],
      ['createdAt', 'desc'],
    ] as const) {
      const ten = await page(list.path, `sort=${sort}&order=${order}&limit=10&page=1`);
      expect(ten.items).toHaveLength(10);
      const first = await page(list.path, `sort=${sort}&order=${order}&limit=5&page=1`);
      const second = await page(list.path, `sort=${sort}&order=${order}&limit=5&page=2`);
      expect([...first.items, ...second.items]).toEqual(ten.items);
      expect(first.total).toBe(ten.total);
      for (const item of ten.items.slice(0, 3)) {
        const alone = await manager.get<Item>(`/api/estate/${list.path}/${item.id}`);
        expect(alone.body).toMatchObject(item);
      }
    }
    // Past the last page: nothing, and the count still says how many there are.
    const beyond = await page(list.path, `sort=${list.own}&limit=50&page=1000`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBeGreaterThan(10);
  });

  it.each(LISTS.filter((list) => list.figure))(
    '$path: a row sorted on a figure is the row sorted on its own column',
    async (list) => {
      const byFigure = await page(list.path, `sort=${list.figure}&order=desc&limit=100`);
      const byOwn = await page(list.path, `sort=${list.own}&order=asc&limit=100`);
      const own = new Map(byOwn.items.map((item) => [item.id, item]));
      const shared = byFigure.items.filter((item) => own.has(item.id));
      expect(shared.length).toBeGreaterThan(5);
      for (const item of shared) expect(item).toEqual(own.get(item.id));
    },
  );

  it('contracts and units: a page without filters answers the kept count, a filtered count stops and says "more"', async () => {
    const counted = async (table: string) =>
      Number((await app.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
    for (const [path, table] of [
      ['contracts', 'estate_contracts'],
      ['units', 'estate_units'],
    ] as const) {
      const all = await page(path, 'limit=5');
      expect(all.total).toBe(await counted(table));
      expect(all.totalCapped).toBeUndefined();
    }

    // One property with more units than a count reads past a page's first record.
    const [property] = await app.database.query<{ id: string }>(`SELECT id FROM estate_properties LIMIT 1`);
    const many = ESTATE_COUNT_UP_TO + 30;
    const before = await page('units', 'limit=5');
    await app.database.query(
      `INSERT INTO estate_units (property_id, unit_number, unit_type, floor, area, bedrooms, bathrooms, rent_price)
       SELECT $1, 'ZQX-' || lpad(i::text, 4, '0'), 'apartment', 1, 100, 2, 1, 3000 FROM generate_series(1, $2::int) AS i`,
      [property!.id, many],
    );
    try {
      // The kept count followed the INSERT of many rows in one statement.
      expect((await page('units', 'limit=5')).total).toBe(before.total + many);
      const search = 'q=ZQX-&sort=unitNumber&order=asc';
      const first = await page('units', `${search}&limit=20&page=1`);
      expect(first).toMatchObject({ total: ESTATE_COUNT_UP_TO, totalCapped: true });
      // A page further on counts from its own place: to the end this time.
      const later = await page('units', `${search}&limit=20&page=${ESTATE_COUNT_UP_TO / 20}`);
      expect(later.items).toHaveLength(20);
      expect(later.total).toBe(many);
      expect(later.totalCapped).toBeUndefined();
      const last = await page('units', `${search}&limit=20&page=${Math.ceil(many / 20)}`);
      expect(last.items).toHaveLength(many % 20 || 20);
      expect(last.items.map((unit) => unit.unitNumber)).toContain(`ZQX-${String(many).padStart(4, '0')}`);
    } finally {
      await app.database.query(`DELETE FROM estate_units WHERE property_id = $1 AND unit_number LIKE 'ZQX-%'`, [
        property!.id,
      ]);
    }
    expect((await page('units', 'limit=5')).total).toBe(before.total);
    expect(before.total).toBe(await counted('estate_units'));
  });

  it('contracts: a name matched by more contracts than a count reads is paged from the order, each contract tested by its own tenant', async () => {
    // A word no seed name has; 2 of 3 contracts of one new property go to a tenant with it (1,066 of 1,600).
    const word = 'الطويرقي';
    const [property] = await app.database.query<{ id: string; owner_id: string }>(
      `INSERT INTO estate_properties (title, owner_id, type, category, status, city, district, address)
       SELECT 'برج الممر', id, 'building', 'residential', 'active', 'riyadh', 'العليا', 'طريق الملك فهد'
         FROM estate_owners ORDER BY created_at LIMIT 1
       RETURNING id, owner_id`,
    );
    const [tenant] = await app.database.query<{ id: string }>(
      `INSERT INTO estate_tenants (name, phone, national_id, email, city)
       VALUES ($1, '+966512340001', '2999999991', 'walk.tenant@test.example', 'riyadh') RETURNING id`,
      [`مزنة ${word}`],
    );
    const [other] = await app.database.query<{ id: string }>(
      `SELECT id FROM estate_tenants WHERE NOT (search_vector @@ estate_search_query($1)) ORDER BY created_at LIMIT 1`,
      [word],
    );
    try {
      await app.database.query(
        `INSERT INTO estate_units (property_id, unit_number, unit_type, floor, area, bedrooms, bathrooms, rent_price)
         SELECT $1, 'WLK-' || lpad(i::text, 4, '0'), 'apartment', 1, 100, 2, 1, 3000 FROM generate_series(1, 1600) AS i`,
        [property!.id],
      );
      await app.database.query(
        `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                       rent_amount, security_deposit, payment_frequency, created_at)
         SELECT 'CNT-2026-' || lpad((700000 + n)::text, 6, '0'), $1, u.id, $2,
                CASE WHEN n % 3 = 0 THEN $4::uuid ELSE $3::uuid END,
                current_date - 10, current_date + 355, 3000, 3000, 'monthly', now() + n * interval '1 second'
           FROM (SELECT id, row_number() OVER (ORDER BY unit_number) AS n FROM estate_units WHERE property_id = $1) u`,
        [property!.id, property!.owner_id, tenant!.id, other!.id],
      );
      const expected = async (offset: number) =>
        (
          await app.database.query<{ id: string }>(
            `SELECT id FROM estate_contracts WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET $2`,
            [tenant!.id, offset],
          )
        ).map((row) => row.id);
      const first = await page('contracts', `q=${encodeURIComponent(word)}&limit=20&page=1`);
      expect(first).toMatchObject({ total: ESTATE_COUNT_UP_TO, totalCapped: true });
      expect(first.items.map((item) => item.id)).toEqual(await expected(0));
      const third = await page('contracts', `q=${encodeURIComponent(word)}&limit=20&page=3`);
      expect(third.items.map((item) => item.id)).toEqual(await expected(40));
      expect(third.items.every((item) => item.tenantId === tenant!.id)).toBe(true);
    } finally {
      await app.database.query(`DELETE FROM estate_contracts WHERE property_id = $1`, [property!.id]);
      await app.database.query(`DELETE FROM estate_units WHERE property_id = $1`, [property!.id]);
      await app.database.query(`DELETE FROM estate_properties WHERE id = $1`, [property!.id]);
      await app.database.query(`DELETE FROM estate_tenants WHERE id = $1`, [tenant!.id]);
    }
  });

  it('contracts: the counts kept by status and tab, and the summary, agree with the contracts after each kind of write', async () => {
    const today = todayInRiyadh();
    // The contracts read one by one, and each one's rent billed from its invoices.
    const truth = async () => {
      const [row] = await app.database.query<Record<string, number | string>>(
        `SELECT count(*)::int AS total,
                (count(*) FILTER (WHERE c.termination_date IS NULL AND c.start_date > $1))::int AS pending,
                (count(*) FILTER (WHERE ${ACTIVE}))::int AS active,
                (count(*) FILTER (WHERE c.termination_date IS NULL AND c.end_date < $1))::int AS expired,
                (count(*) FILTER (WHERE c.termination_date IS NOT NULL))::int AS terminated,
                (count(*) FILTER (WHERE ${ACTIVE} AND c.end_date > $1 AND c.end_date <= $1::date + $2::int))::int AS expiring,
                coalesce(sum(i.rent) FILTER (WHERE ${ACTIVE}), 0)::float8 AS value
           FROM estate_contracts c
           LEFT JOIN (SELECT contract_id, sum(total_amount) AS rent FROM estate_invoices
                       WHERE type = 'rent' AND status <> 'cancelled' GROUP BY contract_id) i ON i.contract_id = c.id`,
        [today, CONTRACT_EXPIRING_SOON_DAYS],
      );
      return row!;
    };
    const kept = async () => {
      const total = async (query: string) => (await page('contracts', `limit=1&${query}`)).total;
      const summary = (await manager.get<ContractSummary>('/api/estate/contracts/summary')).body;
      return {
        total: await total(''),
        pending: await total('status=pending'),
        active: await total('status=active'),
        expired: await total('status=expired'),
        terminated: await total('status=terminated'),
        expiring: await total('tab=expiring'),
        expiredTab: await total('tab=expired'),
        summary,
      };
    };
    const agree = async () => {
      const [real, counted] = [await truth(), await kept()];
      expect(counted).toEqual({
        total: real.total,
        pending: real.pending,
        active: real.active,
        expired: real.expired,
        terminated: real.terminated,
        expiring: real.expiring,
        expiredTab: real.expired,
        summary: {
          totalContracts: real.total,
          activeContracts: real.active,
          expiringSoon: real.expiring,
          activeContractsValue: real.value,
        },
      });
    };
    await agree();

    const [active] = await app.database.query<{ id: string }>(
      `SELECT c.id FROM estate_contracts c JOIN estate_contract_totals t ON t.contract_id = c.id
        WHERE ${ACTIVE.replaceAll('$1', `'${today}'`)} AND t.rent_total > 0 ORDER BY c.end_date LIMIT 2`,
    );
    // Its dates moved: ending within the expiring days, then later again.
    await app.database.query(`UPDATE estate_contracts SET end_date = $2::date + 5 WHERE id = $1`, [active!.id, today]);
    await agree();
    // Its rent billed changed (as the invoices' trigger does).
    await app.database.query(
      `UPDATE estate_contract_totals SET rent_total = rent_total + 1000 WHERE contract_id = $1`,
      [active!.id],
    );
    expect((await kept()).summary.activeContractsValue).toBe(Number((await truth()).value) + 1000);
    await app.database.query(CONTRACT_TOTALS_BACKFILL);
    await agree();
    // Terminated, then a contract written and deleted (its row of totals with it).
    await app.database.query(`UPDATE estate_contracts SET termination_date = $2 WHERE id = $1`, [active!.id, today]);
    await agree();
    const [added] = await app.database.query<{ id: string }>(
      `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                     rent_amount, security_deposit, payment_frequency)
       SELECT 'CNT-2099-990001', property_id, unit_id, owner_id, tenant_id, $2::date + 3000, $2::date + 3365, 1000, 0,
              'yearly'
         FROM estate_contracts WHERE id = $1 RETURNING id`,
      [active!.id, today],
    );
    await agree();
    await app.database.query(`DELETE FROM estate_contracts WHERE id = $1`, [added!.id]);
    await agree();
    // The calendar made afresh is the one kept.
    const calendar = () =>
      app.database.query(`SELECT * FROM estate_contract_calendar WHERE starting <> 0 OR ending <> 0 ORDER BY day`);
    const before = await calendar();
    for (const statement of CONTRACT_CALENDAR_BACKFILL.split(';').filter((part) => part.trim()))
      await app.database.query(statement);
    expect(await calendar()).toEqual(before);
  });
});

/** A contract (alias `c`) active on day $1. */
const ACTIVE = '(c.termination_date IS NULL AND c.start_date <= $1 AND c.end_date >= $1)';
