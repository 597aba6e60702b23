/**
 * Loaded into the API process with `--import` by the listings and auctions benchmarks: appends every statement sent
 * through `pg` (text, parameters, the name of a prepared statement and the server process of the connection that sent
 * it, one JSON line each) to BENCH_API_CAPTURE_FILE, so the benchmark replays exactly the SQL a request issues, whatever builds it, and can tell
 * it from what the server's jobs send at the same time. Only the capture run of a benchmark loads it; timed runs do
 * not.
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.BENCH_API_CAPTURE_FILE;
if (file) {
  // The same `pg` the API's TypeORM loads (resolved from services/), so this patches the class its pool uses.
  const { Client } = createRequire(new URL('../services/package.json', import.meta.url))('pg');
  const query = Client.prototype.query;
  Client.prototype.query = function capturedQuery(...args) {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') {
      const params = Array.isArray(values) ? values : (config?.values ?? []);
      // A named statement (preparedQuery) is replayed named, so the direct side reuses its plan as the API does.
      const name = typeof config === 'object' && typeof config?.name === 'string' ? config.name : null;
      appendFileSync(file, `${JSON.stringify({ text, params, name, connection: this.processID ?? null })}\n`);
    }
    return query.apply(this, args);
  };
}
