import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { ConfigError, describeDatabase, loadConfig } from './common/config/app-config.js';
import { baseOptions, openDataSource } from './common/database/data-source.js';

/** Applies pending migrations and seed steps to the configured database, then exits (a release step). */
async function migrate(): Promise<void> {
  const config = loadConfig(process.env, fileURLToPath(new URL('../../', import.meta.url)));
  console.log(`Database: ${describeDatabase(config.database)}`);
  const dataSource = await openDataSource(baseOptions(), config.database, console);
  const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM migrations');
  console.log(`Database is up to date (${count} migrations applied).`);
  await dataSource.destroy();
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
