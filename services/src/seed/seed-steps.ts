import type { SeedStep } from './seed-runner.js';

/**
 * Seed data applied at start, oldest first. Steps are never edited once released; a change is a new step.
 * Empty until a feature needs reference or demo data.
 */
export const seedSteps: readonly SeedStep[] = [];
