import { addDays, addMonths, demoEmailFor, todayInRiyadh } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../../seed/seed-runner.js';
import { type Row, str } from '../shared/estate-sql.js';
import { LedgerReads } from './ledger-reads.js';
import { insertAgreement, recordPayoutEntry } from './owner-money-ledger.js';

/** The sample owners' management fees, in turn (percent of collected rent, plus VAT). */
const SEED_FEES = [7.5, 5, 6, 8] as const;

/** The account the sample payouts are sent to (a valid Saudi IBAN). */
const SEED_IBAN = 'SA0380000000608010167519';

/**
 * A management agreement for each sample owner (the portfolio's, addressed at example.sa, without one yet): 7.5%,
 * 5%, 6% or 8% of collected rent in turn, plus VAT, from the earlier of the day they joined and their first contract's
 * start, so every collection of the sample's history is charged its fee. Written by insertAgreement, as the owner's
 * screen writes one. It runs before the payments' seed, whose payments the ledger then charges; on a database whose
 * payments were seeded before this step, the fee starts with the next collection.
 */
async function seedAgreements(manager: EntityManager): Promise<void> {
  const owners = (await manager.query(
    `SELECT o.id, least(o.join_date, (SELECT min(c.start_date) FROM estate_contracts c WHERE c.owner_id = o.id),
                        $1::date)::text AS from_date
       FROM estate_owners o
      WHERE o.email LIKE '%@example.sa'
        AND NOT EXISTS (SELECT 1 FROM estate_management_agreements a WHERE a.owner_id = o.id)
      ORDER BY o.join_date DESC NULLS LAST, o.created_at, o.id`,
    [todayInRiyadh()],
  )) as Row[];
  for (const [index, owner] of owners.entries()) {
    await insertAgreement(
      manager,
      str(owner.id),
      { feePercent: SEED_FEES[index % SEED_FEES.length]!, vatOnFee: true, fromDate: str(owner.from_date) },
      null,
    );
  }
}

/**
 * Two payouts to the demo owner, on the 5th of three months ago and of last month: each 80% of what was held for them
 * that day (and of what is held today), in whole hundreds, by bank transfer. Written by recordPayoutEntry, as the
 * accountant's screen writes one (never more than the owner's balance), after the payments and tickets are seeded.
 */
async function seedPayouts(manager: EntityManager): Promise<void> {
  const [owner] = (await manager.query(
    `SELECT o.id FROM estate_owners o JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
    [demoEmailFor('owner')],
  )) as Row[];
  if (!owner) return;
  const ownerId = str(owner.id);
  const today = todayInRiyadh();
  const reads = new LedgerReads();
  const written: string[] = [];
  for (const monthsAgo of [3, 1]) {
    const paidOn = addDays(addMonths(`${today.slice(0, 8)}01`, -monthsAgo), 4);
    const held = Math.min(
      await reads.ownerBalance(manager, ownerId, paidOn),
      await reads.ownerBalance(manager, ownerId, today),
    );
    const amount = Math.floor((held * 0.8) / 100) * 100;
    if (amount <= 0) continue;
    const payout = await recordPayoutEntry(
      manager,
      ownerId,
      {
        amount,
        paidOn,
        method: 'bank_transfer',
        iban: SEED_IBAN,
        bankReference: `FT${paidOn.replaceAll('-', '')}${String(amount).slice(0, 4)}`,
        notes: 'تحويل صافي دخل الإيجار / Net rent income transferred',
      },
      null,
    );
    written.push(payout.id);
  }
  // Each payout recorded on its day (the ledger stamps rows with the moment they are written).
  await manager.query(
    `UPDATE estate_owner_payouts SET created_at = (paid_on + time '10:00') AT TIME ZONE 'UTC' WHERE id = ANY($1::uuid[])`,
    [written],
  );
}

/** The sample owners' agreements: after the portfolio's seed, before the payments'. */
export const ownerAgreementsSeedSteps: readonly SeedStep[] = [
  { name: 'estate-management-agreements', run: seedAgreements },
];

/** The sample payouts: after the payments' and the tickets' seeds. */
export const ownerPayoutsSeedSteps: readonly SeedStep[] = [{ name: 'estate-owner-payouts', run: seedPayouts }];
