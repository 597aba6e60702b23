import {
  ESTATE_ERROR_CODES,
  LEDGER_ERROR_CODES,
  type ManagementAgreement,
  type ManagementAgreementInput,
  type OwnerPayout,
  type OwnerPayoutInput,
  type PayoutMethod,
  todayInRiyadh,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { LedgerRefusal } from '../payments/payments-ledger.js';
import { num, round2, type Row, str, strOrNull } from '../shared/estate-sql.js';
import { LedgerReads } from './ledger-reads.js';

/**
 * The writes of owners' money, each within the caller's transaction (an EntityManager): a management agreement and a
 * payout (the ledger posts both: migration 1796100000000-ledger). OwnerMoneyService calls them for the API (and
 * audits what they did); the owners' money seed calls them too. Nothing here imports Nest: a refusal is a
 * LedgerRefusal, which the service answers as the HTTP error it names.
 */

type Query = Pick<EntityManager, 'query'>;

const reads = new LedgerReads();

/** The columns of an agreement as ManagementAgreement reads them. */
export const AGREEMENT_COLUMNS = `id, owner_id, fee_percent, vat_on_fee, from_date::text AS from_date, created_at`;

export const toAgreement = (row: Row): ManagementAgreement => ({
  id: str(row.id),
  ownerId: str(row.owner_id),
  feePercent: num(row.fee_percent),
  vatOnFee: row.vat_on_fee === true,
  fromDate: str(row.from_date),
  createdAt: new Date(row.created_at as string).toISOString(),
});

/** The columns of a payout as OwnerPayout reads them. */
export const PAYOUT_COLUMNS = `id, payout_number, owner_id, amount, paid_on::text AS paid_on, method, bank_reference, iban,
       notes, created_at`;

export const toPayout = (row: Row): OwnerPayout => ({
  id: str(row.id),
  payoutNumber: str(row.payout_number),
  ownerId: str(row.owner_id),
  amount: num(row.amount),
  paidOn: str(row.paid_on),
  method: row.method as PayoutMethod,
  bankReference: strOrNull(row.bank_reference),
  iban: strOrNull(row.iban),
  notes: strOrNull(row.notes),
  createdAt: new Date(row.created_at as string).toISOString(),
});

/** Locks the owner's row (404 OWNER_NOT_FOUND for an unknown one, as recordNotFound('owner') answers), so their money is written one step at a time. */
export async function lockOwner(db: Query, ownerId: string): Promise<void> {
  const rows = (await db.query(`SELECT id FROM estate_owners WHERE id = $1 FOR UPDATE`, [ownerId])) as Row[];
  if (rows.length === 0) {
    throw new LedgerRefusal(404, { code: ESTATE_ERROR_CODES.ownerNotFound, message: 'No such owner' });
  }
}

/** A new agreement of the owner from its day (the one before it stays in force until then). */
export async function insertAgreement(
  db: Query,
  ownerId: string,
  input: ManagementAgreementInput,
  createdBy: string | null,
): Promise<ManagementAgreement> {
  await lockOwner(db, ownerId);
  const [row] = (await db.query(
    `INSERT INTO estate_management_agreements (owner_id, fee_percent, vat_on_fee, from_date, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${AGREEMENT_COLUMNS}`,
    [ownerId, input.feePercent.toFixed(2), input.vatOnFee, input.fromDate, createdBy],
  )) as Row[];
  return toAgreement(row!);
}

/**
 * Pays an owner out of what the company holds for them: never more than their balance today (409
 * PAYOUT_EXCEEDS_BALANCE, details.balance), read under a lock on the owner so two payouts at once are counted in turn.
 * `iban` is the checked one (checkedMoneyOut), or null.
 */
export async function recordPayoutEntry(
  db: Query,
  ownerId: string,
  input: Omit<OwnerPayoutInput, 'iban'> & { iban: string | null },
  recordedBy: string | null,
): Promise<OwnerPayout> {
  await lockOwner(db, ownerId);
  const balance = await reads.ownerBalance(db, ownerId, todayInRiyadh());
  const amount = round2(input.amount);
  if (amount > balance) {
    throw new LedgerRefusal(409, {
      code: LEDGER_ERROR_CODES.payoutExceedsBalance,
      message: `At most ${balance.toFixed(2)} SAR is held for this owner`,
      details: { balance, field: 'amount' },
    });
  }
  const [row] = (await db.query(
    `INSERT INTO estate_owner_payouts (payout_number, owner_id, amount, paid_on, method, bank_reference, iban, notes,
                                       recorded_by)
     VALUES ('OPO-' || to_char($3::date, 'YYYY') || '-' || lpad(nextval('estate_payout_number_seq')::text, 6, '0'),
             $1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${PAYOUT_COLUMNS}`,
    [
      ownerId,
      amount.toFixed(2),
      input.paidOn,
      input.method,
      input.bankReference?.trim() || null,
      input.iban,
      input.notes?.trim() || null,
      recordedBy,
    ],
  )) as Row[];
  return toPayout(row!);
}
