import {
  ESTATE_AUDIT_ACTIONS,
  type ManagementAgreement,
  type ManagementAgreementInput,
  type OwnerLedger,
  type OwnerPayout,
  type OwnerPayoutInput,
} from '@estate/contracts';
import { HttpException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { LedgerRefusal } from '../payments/payments-ledger.js';
import { recordNotFound } from '../shared/estate-errors.js';
import { type Row } from '../shared/estate-sql.js';
import { LedgerReads } from './ledger-reads.js';
import { checkedMoneyOut } from './money-out.js';
import { AGREEMENT_COLUMNS, insertAgreement, recordPayoutEntry, toAgreement } from './owner-money-ledger.js';
import type { PayoutAdvice } from './payout-advice-pdf.js';
import { ownerPayouts, payoutAdvice } from './payout-reads.js';

type Query = Pick<EntityManager, 'query'>;

/** A step of owner-money-ledger.ts, its refusal answered as the HTTP error it names. */
async function answered<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof LedgerRefusal) throw new HttpException(error.body, error.status);
    throw error;
  }
}

/**
 * Owners' money: their management agreements (the fee on collected rent from a day), payouts from what the company
 * holds for them, and their ledger (opening balance + collected − fees − expenses − payouts = closing balance), all
 * read from and posted to the ledger (the postings are the database's; the writes are owner-money-ledger.ts's, which
 * the seed runs too).
 */
@Injectable()
export class OwnerMoneyService {
  private readonly reads = new LedgerReads();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private async assertOwner(db: Query, ownerId: string): Promise<void> {
    const rows = (await db.query(`SELECT id FROM estate_owners WHERE id = $1`, [ownerId])) as Row[];
    if (rows.length === 0) throw recordNotFound('owner');
  }

  async agreements(ownerId: string): Promise<ManagementAgreement[]> {
    await this.assertOwner(this.dataSource, ownerId);
    const rows = (await this.dataSource.query(
      `SELECT ${AGREEMENT_COLUMNS} FROM estate_management_agreements
        WHERE owner_id = $1 ORDER BY from_date DESC, created_at DESC`,
      [ownerId],
    )) as Row[];
    return rows.map(toAgreement);
  }

  /** A new agreement from its day (the one before it stays in force until then). */
  async setAgreement(ownerId: string, input: ManagementAgreementInput, actor: Actor): Promise<ManagementAgreement> {
    return this.dataSource.transaction(async (manager) => {
      const agreement = await answered(insertAgreement(manager, ownerId, input, actor.id));
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.agreementSet,
          description: `Management fee ${input.feePercent}%${input.vatOnFee ? ' plus VAT' : ''} from ${input.fromDate}`,
          targetType: 'estate_owner',
          targetId: ownerId,
        },
        manager,
      );
      return agreement;
    });
  }

  async payouts(ownerId: string): Promise<OwnerPayout[]> {
    await this.assertOwner(this.dataSource, ownerId);
    return ownerPayouts(this.dataSource, ownerId);
  }

  /** What a payout advice shows of one of the owner's payouts (404 for another owner's). */
  async payoutAdvice(ownerId: string, payoutId: string): Promise<PayoutAdvice> {
    await this.assertOwner(this.dataSource, ownerId);
    return payoutAdvice(this.dataSource, ownerId, payoutId);
  }

  /**
   * Pays an owner out of what the company holds for them: never more than their balance (409
   * PAYOUT_EXCEEDS_BALANCE, details.balance), read under a lock on the owner so two payouts at once are counted in
   * turn; a bank transfer names a valid Saudi IBAN (400 INVALID_IBAN on `iban`).
   */
  async recordPayout(ownerId: string, input: OwnerPayoutInput, actor: Actor): Promise<OwnerPayout> {
    const iban = checkedMoneyOut('paidOn', { day: input.paidOn, method: input.method, iban: input.iban });
    return this.dataSource.transaction(async (manager) => {
      const payout = await answered(recordPayoutEntry(manager, ownerId, { ...input, iban }, actor.id));
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.payoutRecord,
          description: `Payout ${payout.payoutNumber} of ${payout.amount.toFixed(2)} SAR on ${input.paidOn}`,
          targetType: 'estate_owner',
          targetId: ownerId,
        },
        manager,
      );
      return payout;
    });
  }

  /** An owner's ledger for the days from `from` to `to` (LedgerReads.ownerLedger). */
  async ledger(ownerId: string, from: string, to: string): Promise<OwnerLedger> {
    await this.assertOwner(this.dataSource, ownerId);
    return this.reads.ownerLedger(this.dataSource, ownerId, from, to);
  }
}
