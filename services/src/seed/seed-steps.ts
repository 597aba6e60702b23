import { identitySeedSteps } from '../identity/identity.seed.js';
import { listingsSeedSteps } from '../properties/listings.seed.js';
import type { SeedStep } from './seed-runner.js';

/** Seed data applied at start, oldest first. Steps are never edited once released; a change is a new step. */
export const seedSteps: readonly SeedStep[] = [...identitySeedSteps, ...listingsSeedSteps];
