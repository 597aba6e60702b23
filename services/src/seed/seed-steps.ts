import { auctionsSeedSteps } from '../auctions/auctions.seed.js';
import { einvoicingSeedSteps } from '../estate/einvoicing/einvoicing.seed.js';
import { ownerAgreementsSeedSteps, ownerPayoutsSeedSteps } from '../estate/ledger/owner-money.seed.js';
import { estateSeedSteps } from '../estate/portfolio.seed.js';
import { maintenanceSeedSteps } from '../estate/maintenance/maintenance.seed.js';
import { notificationsSeedSteps } from '../estate/notifications/notifications.seed.js';
import { paymentsSeedSteps } from '../estate/payments/payments.seed.js';
import { identitySeedSteps } from '../identity/identity.seed.js';
import { adLicencesSeedSteps } from '../properties/ad-licences.seed.js';
import { brochuresSeedSteps } from '../properties/brochures.seed.js';
import { listingsSeedSteps } from '../properties/listings.seed.js';
import { propertyImagesSeedSteps } from '../properties/media/property-images.seed.js';
import type { SeedStep } from './seed-runner.js';

/** Seed data applied at start, oldest first. Steps are never edited once released; a change is a new step. */
export const seedSteps: readonly SeedStep[] = [
  ...identitySeedSteps,
  ...listingsSeedSteps,
  ...propertyImagesSeedSteps,
  ...brochuresSeedSteps,
  ...estateSeedSteps,
  ...ownerAgreementsSeedSteps,
  ...paymentsSeedSteps,
  ...maintenanceSeedSteps,
  ...ownerPayoutsSeedSteps,
  ...notificationsSeedSteps,
  ...auctionsSeedSteps,
  ...einvoicingSeedSteps,
  ...adLicencesSeedSteps,
];
