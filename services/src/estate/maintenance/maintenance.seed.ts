import type { SeedStep } from '../../seed/seed-runner.js';

/** Seed data of estate maintenance, after the portfolio's. */
export const maintenanceSeedSteps: readonly SeedStep[] = [];
