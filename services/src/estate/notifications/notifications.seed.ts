import type { SeedStep } from '../../seed/seed-runner.js';

/** Seed data of estate notifications, after the portfolio's. */
export const notificationsSeedSteps: readonly SeedStep[] = [];
