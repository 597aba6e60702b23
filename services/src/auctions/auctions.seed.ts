import type { SeedStep } from '../seed/seed-runner.js';

/** Auctions with reserves, bid histories by demo users, one ending minutes after start-up; sold and unsold. */
export const auctionsSeedSteps: readonly SeedStep[] = [];
