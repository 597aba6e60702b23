import {
  type ContractDeposit,
  type DepositReturn,
  type DepositSettlementInput,
  ESTATE_AUDIT_ACTIONS,
  LEDGER_ERROR_CODES,
  type PayoutMethod,
  todayInRiyadh,
} from '@estate/contracts';
import { ConflictException, HttpException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { readSideBySide } from '../../common/database/read-side-by-side.js';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { LedgerRefusal, recordPaymentEntry } from '../payments/payments-ledger.js';
import { invalidField, recordNotFound } from '../shared/estate-errors.js';
import { halalas, num, type Row, str, strOrNull } from '../shared/estate-sql.js';
import { invoiceOutstandingSql } from '../money/money-sql.js';
import { checkedMoneyOut } from './money-out.js';

type Query = Pick<EntityManager, 'query'>;

const toReturn = (row: Row): DepositReturn => ({
  id: str(row.id),
  returnNumber: str(row.return_number),
  contractId: str(row.contract_id),
  amount: num(row.amount),
  returnedOn: str(row.returned_on),
  method: row.method as PayoutMethod,
  iban: strOrNull(row.iban),
  reference: strOrNull(row.reference),
  notes: strOrNull(row.notes),
  createdAt: new Date(row.created_at as string).toISOString(),
});

/** The contract and those it renews, back to the first: a renewal keeps the deposit already held. */
const CHAIN = `WITH RECURSIVE chain(id, renewed_from_id) AS (
    SELECT id, renewed_from_id FROM estate_contracts WHERE id = $1
    UNION ALL SELECT c.id, c.renewed_from_id FROM estate_contracts c JOIN chain ON c.id = chain.renewed_from_id)`;

/**
 * A tenant's deposit at the end of a contract: what the ledger holds for it (deposits held on the contract's lines
 * and those of the contracts it renews), applied to what is still owed and to damages through the payments' own rules
 * (a payment of method `deposit`), and the rest given back (estate_deposit_returns, posted by the database).
 */
@Injectable()
export class DepositSettlementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async held(db: Query, contractId: string): Promise<number> {
    const [row] = (await db.query(
      `${CHAIN} SELECT coalesce(sum(credit - debit), 0) AS held FROM ledger_lines
        WHERE account_code = '2100' AND contract_id IN (SELECT id FROM chain)`,
      [contractId],
    )) as Row[];
    return num(row!.held);
  }

  private async contract(db: Query, contractId: string, lock = false) {
    const [row] = (await db.query(
      `SELECT id, contract_number, termination_date IS NOT NULL OR end_date <= $2::date AS ended
         FROM estate_contracts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [contractId, todayInRiyadh()],
    )) as Row[];
    if (!row) throw recordNotFound('contract');
    return { number: str(row.contract_number), ended: row.ended === true };
  }

  async deposit(contractId: string, db: Query = this.dataSource): Promise<ContractDeposit> {
    const { ended } = await this.contract(db, contractId);
    const [held, applied, returns] = await readSideBySide<[number, Row[], Row[]]>(db, [
      () => this.held(db, contractId),
      () =>
        db.query(
          `SELECT p.invoice_id, i.invoice_number, p.amount, p.paid_on::text AS paid_on
           FROM estate_payments p JOIN estate_invoices i ON i.id = p.invoice_id
          WHERE i.contract_id = $1 AND p.method = 'deposit' AND p.kind = 'payment'
          ORDER BY p.created_at`,
          [contractId],
        ) as Promise<Row[]>,
      () =>
        db.query(
          `SELECT id, return_number, contract_id, amount, returned_on::text AS returned_on, method, iban, reference, notes,
                created_at
           FROM estate_deposit_returns WHERE contract_id = $1 ORDER BY created_at`,
          [contractId],
        ) as Promise<Row[]>,
    ]);
    return {
      contractId,
      held,
      ended,
      applied: applied.map((row) => ({
        invoiceId: str(row.invoice_id),
        invoiceNumber: str(row.invoice_number),
        amount: num(row.amount),
        paidOn: str(row.paid_on),
      })),
      returns: returns.map(toReturn),
    };
  }

  /**
   * Settles the deposit of an ended contract (409 CONTRACT_STILL_RUNNING before; 409 NO_DEPOSIT_HELD when nothing is
   * held): under a lock on the contract, the deposit pays its open invoices oldest first when asked, then the damages
   * (400 on `damages` when more than is left), and what is left is given back (a transfer to a valid Saudi IBAN).
   */
  async settle(contractId: string, input: DepositSettlementInput, actor: Actor): Promise<ContractDeposit> {
    const iban = checkedMoneyOut('returnedOn', { day: input.returnedOn, method: input.method, iban: input.iban });
    try {
      return await this.dataSource.transaction(async (manager) => {
        const contract = await this.contract(manager, contractId, true);
        if (!contract.ended) {
          throw new ConflictException({
            code: LEDGER_ERROR_CODES.contractRunning,
            message: `Contract ${contract.number} has not ended: its deposit is settled at its end`,
          });
        }
        let left = halalas(await this.held(manager, contractId));
        if (left <= 0) {
          throw new ConflictException({ code: LEDGER_ERROR_CODES.noDepositHeld, message: 'No deposit is held' });
        }
        const pay = async (invoiceId: string, amount: number) => {
          await recordPaymentEntry(
            manager,
            invoiceId,
            {
              amount: amount / 100,
              method: 'deposit',
              paidOn: input.returnedOn,
              reference: null,
              notes: null,
              recordedBy: actor.id,
              test: false,
            },
            this.config.lateFeePercent,
          );
          left -= amount;
        };
        if (input.applyToUnpaid) {
          // Oldest first; a penalty the settlement itself issues for a late invoice is paid in the next round.
          for (let round = 0; round < 3 && left > 0; round += 1) {
            const open = (await manager.query(
              `SELECT i.id, ${invoiceOutstandingSql('i')} AS outstanding
                 FROM estate_invoices i
                WHERE i.contract_id = $1 AND i.status = 'pending' AND i.type <> 'deposit'
                ORDER BY i.due_date, i.invoice_number`,
              [contractId],
            )) as Row[];
            if (open.length === 0) break;
            for (const invoice of open) {
              const amount = Math.min(halalas(invoice.outstanding), left);
              if (amount > 0) await pay(str(invoice.id), amount);
              if (left <= 0) break;
            }
          }
        }
        const damages = halalas(input.damages ?? 0);
        if (damages > 0) {
          if (damages > left) {
            throw invalidField(
              'damages',
              `damages cannot be more than the ${(left / 100).toFixed(2)} SAR left of the deposit`,
            );
          }
          const [invoice] = (await manager.query(
            `INSERT INTO estate_invoices (invoice_number, contract_id, type, due_date, net_amount, vat_percent,
                                          vat_amount, total_amount, notes)
             VALUES ('INV-' || to_char($2::date, 'YYYY') || '-' || lpad(nextval('estate_invoice_number_seq')::text, 6, '0'),
                     $1, 'maintenance', $2, $3, 0, 0, $3, $4)
             RETURNING id`,
            [contractId, input.returnedOn, (damages / 100).toFixed(2), input.damagesNote?.trim() || null],
          )) as Row[];
          await pay(str(invoice!.id), damages);
        }
        if (left > 0) {
          await manager.query(
            `INSERT INTO estate_deposit_returns (return_number, contract_id, amount, returned_on, method, iban, reference,
                                                 notes, recorded_by)
             VALUES ('DRT-' || to_char($3::date, 'YYYY') || '-' || lpad(nextval('estate_deposit_return_number_seq')::text, 6, '0'),
                     $1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              contractId,
              (left / 100).toFixed(2),
              input.returnedOn,
              input.method,
              iban,
              input.reference?.trim() || null,
              input.notes?.trim() || null,
              actor.id,
            ],
          );
        }
        await this.audit.record(
          {
            actor,
            action: ESTATE_AUDIT_ACTIONS.depositSettle,
            description: `Deposit of contract ${contract.number} settled on ${input.returnedOn}: ${(left / 100).toFixed(2)} SAR given back`,
            targetType: 'estate_contract',
            targetId: contractId,
          },
          manager,
        );
        return this.deposit(contractId, manager);
      });
    } catch (error) {
      // The payments' rules refuse in their own words (a day before the contract, an invoice closed meanwhile).
      if (error instanceof LedgerRefusal) throw new HttpException(error.body, error.status);
      throw error;
    }
  }
}
