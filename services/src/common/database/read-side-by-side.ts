import type { EntityManager } from 'typeorm';

/** Whether `db` is the connection of one transaction (an EntityManager bound to its query runner), not the pool. */
const isOneConnection = (db: unknown): boolean =>
  typeof db === 'object' && db !== null && 'queryRunner' in db && (db as EntityManager).queryRunner !== undefined;

/**
 * Runs reads side by side over the pool, or one after the other on one transaction's connection: a connection runs a
 * query at a time, and node-postgres, which queues the rest, warns that it will refuse them.
 */
export async function readSideBySide<T extends readonly unknown[]>(
  db: unknown,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!isOneConnection(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
