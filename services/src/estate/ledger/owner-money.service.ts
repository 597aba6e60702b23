import {
  ESTATE_AUDIT_ACTIONS,
  LEDGER_ERROR_CODES,
  type ManagementAgreement,
  type ManagementAgreementInput,
  type OwnerLedger,
  type OwnerPayout,
  type OwnerPayoutInput,
  todayInRiyadh,
} from '@estate/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { recordNotFound } from '../shared/estate-errors.js';
import { num, round2, type Row, str } from '../shared/estate-sql.js';
import { LedgerReads } from './ledger-reads.js';
import { checkedMoneyOut } from './money-out.js';
import type { PayoutAdvice } from './payout-advice-pdf.js';
import { ownerPayouts, payoutAdvice, toPayout } from './payout-reads.js';

type Query = Pick<EntityManager, 'query'>;

const toAgreement = (row: Row): ManagementAgreement => ({
  id: str(row.id),
  ownerId: str(row.owner_id),
  feePercent: num(row.fee_percent),
  vatOnFee: row.vat_on_fee === true,
  fromDate: str(row.from_date),
  createdAt: new Date(row.created_at as string).toISOString(),
});

/**
 * Owners' money: their management agreements (the fee on collected rent from a day), payouts from what the company
 * holds for them, and their ledger (opening balance + collected − fees − expenses − payouts = closing balance), all
 * read from and posted to the ledger (the postings are the database's).
 */
@Injectable()
export class OwnerMoneyService {
  private readonly reads = new LedgerReads();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private async assertOwner(db: Query, ownerId: string, lock = false): Promise<void> {
    const rows = (await db.query(`SELECT id FROM estate_owners WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      ownerId,
    ])) as Row[];
    if (rows.length === 0) throw recordNotFound('owner');
  }

  async agreements(ownerId: string): Promise<ManagementAgreement[]> {
    await this.assertOwner(this.dataSource, ownerId);
    const rows = (await this.dataSource.query(
      `SELECT id, owner_id, fee_percent, vat_on_fee, from_date::text AS from_date, created_at
         FROM estate_management_agreements WHERE owner_id = $1 ORDER BY from_date DESC, created_at DESC`,
      [ownerId],
    )) as Row[];
    return rows.map(toAgreement);
  }

  /** A new agreement from its day (the one before it stays in force until then). */
  async setAgreement(ownerId: string, input: ManagementAgreementInput, actor: Actor): Promise<ManagementAgreement> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertOwner(manager, ownerId, true);
      const [row] = (await manager.query(
        `INSERT INTO estate_management_agreements (owner_id, fee_percent, vat_on_fee, from_date, created_by)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING id, owner_id, fee_percent, vat_on_fee, from_date::text AS from_date, created_at`,
        [ownerId, input.feePercent.toFixed(2), input.vatOnFee, input.fromDate, actor.id],
      )) as Row[];
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
      return toAgreement(row!);
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
      await this.assertOwner(manager, ownerId, true);
      const balance = await this.reads.ownerBalance(manager, ownerId, todayInRiyadh());
      const amount = round2(input.amount);
      if (amount > balance) {
        throw new ConflictException({
          code: LEDGER_ERROR_CODES.payoutExceedsBalance,
          message: `At most ${balance.toFixed(2)} SAR is held for this owner`,
          details: { balance, field: 'amount' },
        });
      }
      const [row] = (await manager.query(
        `INSERT INTO estate_owner_payouts (payout_number, owner_id, amount, paid_on, method, bank_reference, iban, notes,
                                           recorded_by)
         VALUES ('OPO-' || to_char($3::date, 'YYYY') || '-' || lpad(nextval('estate_payout_number_seq')::text, 6, '0'),
                 $1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, payout_number, owner_id, amount, paid_on::text AS paid_on, method, bank_reference, iban, notes,
                   created_at`,
        [
          ownerId,
          amount.toFixed(2),
          input.paidOn,
          input.method,
          input.bankReference?.trim() || null,
          iban,
          input.notes?.trim() || null,
          actor.id,
        ],
      )) as Row[];
      const payout = toPayout(row!);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.payoutRecord,
          description: `Payout ${payout.payoutNumber} of ${amount.toFixed(2)} SAR on ${input.paidOn}`,
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
