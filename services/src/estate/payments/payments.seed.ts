import type { SeedStep } from '../../seed/seed-runner.js';

/** Seed data of estate payments, after the portfolio's. */
export const paymentsSeedSteps: readonly SeedStep[] = [];
