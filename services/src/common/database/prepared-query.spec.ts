import { DataSource } from 'typeorm';
import { createPostgresDatabase, postgresAvailable, type TestDatabase } from '../../../test/support/database.js';
import { keepStatementsOn, preparedQuery } from './prepared-query.js';

// Needs PostgreSQL (DATABASE_URL or the local server).
const describeWithPostgres = postgresAvailable() ? describe : describe.skip;

const SUM = 'SELECT $1::int + $2::int AS total';

describeWithPostgres('preparedQuery', () => {
  let database: TestDatabase;
  const opened: DataSource[] = [];

  /** A data source of one connection, so the statements it keeps are seen from its own session. */
  async function open(keep: boolean): Promise<DataSource> {
    const dataSource = new DataSource({ type: 'postgres', url: database.env.DATABASE_URL!, poolSize: 1 });
    await dataSource.initialize();
    opened.push(dataSource);
    if (keep) keepStatementsOn(dataSource);
    return dataSource;
  }
  const kept = async (dataSource: DataSource) =>
    ((await dataSource.query('SELECT statement FROM pg_prepared_statements')) as { statement: string }[]).map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const dataSource of opened) await dataSource.destroy();
    await database?.drop();
  });

  it('keeps a statement on the connection and answers as an unnamed one does', async () => {
    const dataSource = await open(true);
    expect(await preparedQuery(dataSource, SUM, [40, 2])).toEqual([{ total: 42 }]);
    expect(await preparedQuery(dataSource, SUM, [1, 2])).toEqual([{ total: 3 }]);
    expect(await dataSource.query(SUM, [1, 2])).toEqual([{ total: 3 }]);
    // Prepared once on the connection, whatever its values.
    expect((await kept(dataSource)).filter((statement) => statement === SUM)).toHaveLength(1);
  });

  it('answers a kept statement whose table gained a column since (a migration of another replica)', async () => {
    const dataSource = await open(true);
    await dataSource.query('CREATE TABLE kept_cities (name text)');
    await dataSource.query(`INSERT INTO kept_cities VALUES ('riyadh')`);
    const all = 'SELECT * FROM kept_cities WHERE name <> $1';
    expect(await preparedQuery(dataSource, all, ['jeddah'])).toEqual([{ name: 'riyadh' }]);
    await dataSource.query(`ALTER TABLE kept_cities ADD COLUMN region text NOT NULL DEFAULT 'central'`);
    expect(await preparedQuery(dataSource, all, ['jeddah'])).toEqual([{ name: 'riyadh', region: 'central' }]);
    // Named anew, and kept again.
    expect(await preparedQuery(dataSource, all, ['jeddah'])).toEqual([{ name: 'riyadh', region: 'central' }]);
    expect(await kept(dataSource)).toContain(all);
  });

  it('sends the statement unnamed where statements are not kept, and inside a transaction', async () => {
    const plain = await open(false);
    expect(await preparedQuery(plain, SUM, [40, 2])).toEqual([{ total: 42 }]);
    expect(await kept(plain)).toEqual([]);

    const keeping = await open(true);
    const before = await kept(keeping);
    const inside = await keeping.transaction((manager) => preparedQuery(manager, `${SUM}, 1 AS inside`, [2, 3]));
    expect(inside).toEqual([{ total: 5, inside: 1 }]);
    expect(await kept(keeping)).toEqual(before);
  });
});
