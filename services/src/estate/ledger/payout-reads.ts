import { ESTATE_ERROR_CODES, type OwnerPayout } from '@estate/contracts';
import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Row, str, strOrNull } from '../shared/estate-sql.js';
import { LedgerReads } from './ledger-reads.js';
import { PAYOUT_COLUMNS, toPayout } from './owner-money-ledger.js';
import type { PayoutAdvice } from './payout-advice-pdf.js';

type Query = Pick<EntityManager, 'query'>;

/** An owner's payouts, the latest first. */
export async function ownerPayouts(db: Query, ownerId: string): Promise<OwnerPayout[]> {
  const rows = (await db.query(
    `SELECT ${PAYOUT_COLUMNS} FROM estate_owner_payouts WHERE owner_id = $1 ORDER BY paid_on DESC, created_at DESC`,
    [ownerId],
  )) as Row[];
  return rows.map(toPayout);
}

/** 404 for a payout that is unknown or not the owner's. */
export const payoutNotFound = () =>
  new NotFoundException({ code: ESTATE_ERROR_CODES.recordNotFound, message: 'No such payout' });

/**
 * The facts of one of an owner's payouts (404 when it is not theirs): the balance after it is the running balance
 * of its line in the owner's ledger on its day (entries of that day before it counted, those after not), the
 * balance before it that plus the amount paid.
 */
export async function payoutAdvice(db: Query, ownerId: string, payoutId: string): Promise<PayoutAdvice> {
  const [row] = (await db.query(
    `SELECT p.id, p.payout_number, p.owner_id, p.amount, p.paid_on::text AS paid_on, p.method, p.bank_reference, p.iban,
            p.notes, p.created_at, o.name AS owner_name, o.name_en AS owner_name_en
       FROM estate_owner_payouts p JOIN estate_owners o ON o.id = p.owner_id
      WHERE p.id = $1 AND p.owner_id = $2`,
    [payoutId, ownerId],
  )) as Row[];
  if (!row) throw payoutNotFound();
  const payout = toPayout(row);
  const reads = new LedgerReads();
  const day = await reads.ownerLedger(db, ownerId, payout.paidOn, payout.paidOn);
  const line = day.lines.find(
    (candidate) => candidate.kind === 'payout' && candidate.reference === payout.payoutNumber,
  );
  const balanceAfter = line ? line.balance : await reads.ownerBalance(db, ownerId, payout.paidOn);
  return {
    payout,
    ownerName: str(row.owner_name),
    ownerNameEn: strOrNull(row.owner_name_en),
    balanceBefore: Math.round((balanceAfter + payout.amount) * 100) / 100,
    balanceAfter,
  };
}
