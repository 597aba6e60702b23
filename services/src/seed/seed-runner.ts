import type { DataSource, EntityManager } from 'typeorm';

/** One named piece of seed data. It runs once per database, in a transaction, and is recorded in seed_runs. */
export interface SeedStep {
  name: string;
  run(manager: EntityManager): Promise<void>;
}

/** Applies the steps not yet recorded, in order. Returns the names applied by this call. */
export async function runSeed(dataSource: DataSource, steps: readonly SeedStep[]): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "seed_runs" ("name") VALUES ($1) ON CONFLICT ("name") DO NOTHING RETURNING "name"`,
        [step.name],
      );
      if (inserted.length === 0) return false;
      await step.run(manager);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}
