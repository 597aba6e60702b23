// Runs one SQL statement against a PGlite directory and prints the rows as JSON.
// A separate process, because PGlite loads itself with dynamic import(), which Jest's module sandbox refuses.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, sql, params = '[]'] = process.argv.slice(2);
const db = await PGlite.create(dataDir);
try {
  const { rows } = await db.query(sql, JSON.parse(params));
  process.stdout.write(JSON.stringify(rows));
} finally {
  await db.close();
}
