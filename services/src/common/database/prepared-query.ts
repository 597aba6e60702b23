import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * What PostgreSQL answers when a named statement is asked of a server connection other than the one it was prepared
 * on (invalid_sql_statement_name), or prepared again on one that has it (duplicate_prepared_statement).
 */
const STATEMENT_ELSEWHERE = new Set(['26000', '42P05']);

/** "cached plan must not change result type": a kept statement whose `*` now answers other columns. */
const RESULT_CHANGED = '0A000';

/** Where a pool that turned out not to keep them is told of. */
type Warn = (message: string) => void;

/** The pools whose connections keep statements: data sources opened with `preparedStatements` (openDataSource). */
const pools = new WeakMap<object, { pool: Pool; warn: Warn }>();

/**
 * The name each statement's text is kept under (a hash of the text and the generation), at most MAX_KEPT texts; later
 * texts are sent unnamed. A new generation names every text anew (see RESULT_CHANGED).
 */
const names = new Map<string, string>();
const MAX_KEPT = 100;
let generation = 0;

/** Lets preparedQuery keep its statements on the connections of this data source's pool. */
export function keepStatementsOn(dataSource: DataSource, warn: Warn = () => undefined): void {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (pool) pools.set(dataSource, { pool, warn });
}

function nameOf(sql: string): string | null {
  const known = names.get(sql);
  if (known) return known;
  if (names.size >= MAX_KEPT) return null;
  const name = `estate_${createHash('sha256').update(`${generation}:${sql}`).digest('hex').slice(0, 24)}`;
  names.set(sql, name);
  return name;
}

/**
 * Runs a statement asked again and again with other values, as a named prepared statement on a data source that keeps
 * them: each server connection parses it once, and after a few runs PostgreSQL reuses its generic plan instead of
 * planning it again where that plan is as cheap (the contracts list's rows by ids planned in 1.5 ms of the 4 ms they
 * cost). On a transaction's manager, the embedded database or behind a transaction-mode pooler
 * (DATABASE_PREPARED_STATEMENTS off), the same as `db.query`; a pool found to be behind one anyway (a statement missing
 * where it was prepared) stops keeping them. Each text is kept on every connection of the pool: not for texts that
 * carry their values.
 */
export async function preparedQuery<T>(
  db: Pick<DataSource, 'query'>,
  sql: string,
  values: readonly unknown[],
): Promise<T[]> {
  const unnamed = async () => (await db.query(sql, [...values])) as T[];
  const kept = pools.get(db);
  const name = kept ? nameOf(sql) : null;
  if (!kept || !name) return unnamed();
  try {
    const result = await kept.pool.query({ name, text: sql, values: [...values] });
    return result.rows as T[];
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === RESULT_CHANGED) {
      // A migration changed the columns a kept statement answers (another replica deployed): name every text anew.
      generation += 1;
      names.clear();
      return unnamed();
    }
    if (!STATEMENT_ELSEWHERE.has(code)) throw error;
    // A pooler hands the connection's statements to other clients: stop keeping any, and send this one unnamed.
    pools.delete(db);
    kept.warn(
      'Prepared statements are not kept on the same server connection (a transaction-mode pooler in DATABASE_URL?): sent unnamed from now on; set DATABASE_DIRECT_URL or DATABASE_PREPARED_STATEMENTS=off',
    );
    return unnamed();
  }
}
