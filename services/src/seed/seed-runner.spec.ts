import type { DataSource } from 'typeorm';
import { createPostgresDatabase, postgresAvailable, type TestDatabase } from '../../test/support/database.js';
import { baseOptions, openDataSource } from '../common/database/data-source.js';
import { runSeed, type SeedStep } from './seed-runner.js';

// Needs PostgreSQL (DATABASE_URL or the local server): PGlite cannot load inside Jest's module sandbox.
const describeWithPostgres = postgresAvailable() ? describe : describe.skip;

describeWithPostgres('runSeed', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataSource = await openDataSource(baseOptions(), {
      driver: 'postgres',
      url: database.env.DATABASE_URL!,
      preparedStatements: true,
    });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const insertCity = (name: string): SeedStep => ({
    name: `test-${name}`,
    run: (manager) => manager.query(`INSERT INTO test_cities (name) VALUES ($1)`, [name]),
  });

  it('applies each step once and records it', async () => {
    await dataSource.query('CREATE TABLE test_cities (name text PRIMARY KEY)');
    expect(await runSeed(dataSource, [insertCity('riyadh'), insertCity('jeddah')])).toEqual([
      'test-riyadh',
      'test-jeddah',
    ]);
    expect(await runSeed(dataSource, [insertCity('riyadh'), insertCity('jeddah'), insertCity('dammam')])).toEqual([
      'test-dammam',
    ]);
    const cities = await dataSource.query('SELECT name FROM test_cities ORDER BY name');
    expect(cities.map((row: { name: string }) => row.name)).toEqual(['dammam', 'jeddah', 'riyadh']);
  });

  it('rolls a failing step back and leaves it unrecorded', async () => {
    const failing: SeedStep = {
      name: 'test-failing',
      run: async (manager) => {
        await manager.query(`INSERT INTO test_cities (name) VALUES ('mecca')`);
        throw new Error('boom');
      },
    };
    await expect(runSeed(dataSource, [failing])).rejects.toThrow('boom');
    expect(await dataSource.query(`SELECT 1 FROM test_cities WHERE name = 'mecca'`)).toHaveLength(0);
    expect(await dataSource.query(`SELECT 1 FROM seed_runs WHERE name = 'test-failing'`)).toHaveLength(0);
  });
});
