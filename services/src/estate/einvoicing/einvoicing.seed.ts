import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../../seed/seed-runner.js';
import { todayInRiyadh } from '@estate/contracts';
import { issueQueued, reportDue } from './einvoice-issuer.js';
import { invoiceManagementFees } from './fee-invoices.js';

/**
 * The demo's e-invoices: the seed's commercial invoices (and any credit notes; its refunds are plain ones, which make
 * none) were queued by the database as they were written, and the owners' management fees of the months that have
 * ended are invoiced (their tax invoices queued the same way); they are issued and sent to the sandbox here by the issuer's own steps, as the job
 * does, so the demo starts with its tax invoices issued.
 */
async function seedEinvoices(manager: EntityManager): Promise<void> {
  // The owners' management fees of the months that have ended, invoiced as the job does at a month's start.
  await invoiceManagementFees(manager, todayInRiyadh());
  while ((await issueQueued(manager, 200)) > 0);
  while ((await reportDue(manager)) > 0);
}

export const einvoicingSeedSteps: readonly SeedStep[] = [{ name: 'estate-einvoices', run: seedEinvoices }];
