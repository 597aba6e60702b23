import {
  type BilingualText,
  EJAR_STATEMENT_ERROR_CODES as EJAR,
  type EjarStatementMatch,
  ESTATE_FIELD_ERROR_CODES as FIELD,
  type ImportRowError,
  toAsciiDigits,
} from '@estate/contracts';
import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RecordPaymentDto } from '../../payments/dto/payment-input.dto.js';
import { invoicesByNumber, type LockedInvoice, paymentRefusal, paidOnRange } from '../../payments/payments-ledger.js';
import type { PaymentsService } from '../../payments/payments.service.js';
import { sar, str, type Row } from '../../shared/estate-sql.js';
import { checkWithDto, type ImportRow, type RowProblem, rowError, rowValues, yieldEvery } from '../import-rows.js';
import { IMPORT_COLUMNS } from '../transfer-columns.js';
import { type Importer, type ImportPlan, type ImportReadContext, verdict } from './import-plan.js';
import { bilingualRefusal } from '../../../common/http/refusal.js';

const referenceKey = (value: string) => value.trim().toLowerCase();
const ejarNumberKey = (value: unknown) =>
  typeof value === 'string' ? toAsciiDigits(value).replace(/\s+/g, '') : typeof value === 'number' ? String(value) : '';

/** A statement's period: a month (YYYY-MM, the rent period starting in it) or a due date (YYYY-MM-DD). */
function readPeriod(value: unknown): { month: string } | { dueDate: string } | null {
  if (typeof value !== 'string') return null;
  const typed = toAsciiDigits(value).trim().replace(/\//g, '-');
  const month = /^(\d{4})-(\d{1,2})$/.exec(typed);
  if (month && Number(month[2]) >= 1 && Number(month[2]) <= 12) {
    return { month: `${month[1]}-${month[2]!.padStart(2, '0')}` };
  }
  const date = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (date) return { dueDate: `${date[1]}-${date[2]!.padStart(2, '0')}-${date[3]!.padStart(2, '0')}` };
  return null;
}

/** A rent invoice a statement row may pay: its facts and what it is matched by. */
interface RentInvoice extends LockedInvoice {
  periodMonth: string;
}

const duplicateText = (reference: string): BilingualText => ({
  ar: `المرجع ${reference} مسجل لدفعة عبر إيجار مسبقًا`,
  en: `A payment through Ejar with reference ${reference} is recorded already`,
});

/** A payment a statement records: the invoice it pays and the payment as the payments screen sends it. */
interface PlannedPayment {
  invoiceId: string;
  payment: RecordPaymentDto;
}

/**
 * Ejar's (SADAD's) payments statement: each row names a lease by its Ejar contract number and the rent period paid
 * (YYYY-MM or the due date), with the amount, the day paid and Ejar's reference. A row is matched to the contract's
 * rent invoice of that period and recorded through PaymentsService.record as a payment of method `ejar` (the
 * ledger takes it into 1150, Ejar receipts in settlement), as staff record one on the payments screen. Exceptions
 * (each an error of its row, the dry run lists them with the matches): the reference recorded already or twice in the
 * file, an unknown Ejar number, no invoice of that period, the invoice paid already, an amount other than what is left
 * on it. The reference is the statement's key: importing the same statement again records nothing.
 */
export class EjarPaymentsImporter implements Importer {
  constructor(private readonly payments: () => PaymentsService) {}

  async plan(rows: readonly ImportRow[], context: ImportReadContext): Promise<ImportPlan> {
    const columns = IMPORT_COLUMNS['ejar-payments'];
    const values = rows.map((row) => rowValues(row, columns));
    const numbers = [...new Set(values.map((row) => ejarNumberKey(row.ejarContractNumber)).filter(Boolean))];
    const contracts = (await context.db.query(
      `SELECT id, contract_number, ejar_contract_number FROM estate_contracts WHERE ejar_contract_number = ANY($1::text[])`,
      [numbers],
    )) as Row[];
    const contractOf = new Map(contracts.map((row) => [str(row.ejar_contract_number), row]));
    const invoices = await rentInvoices(
      context.db,
      contracts.map((row) => str(row.id)),
    );
    const taken = await ejarReferences(
      context.db,
      values.map((row) => (typeof row.reference === 'string' ? referenceKey(row.reference) : '')).filter(Boolean),
    );
    const planned = new Map<string, number>();
    const problems = new Map<number, ImportRowError[]>();
    const accepted: PlannedPayment[] = [];
    const matches: EjarStatementMatch[] = [];
    for (const [index, row] of rows.entries()) {
      await yieldEvery(index);
      const cells = values[index]!;
      const { value, problems: found } = await checkWithDto(RecordPaymentDto, {
        amount: cells.amount,
        method: 'ejar',
        paidOn: cells.paidOn,
        reference: cells.reference,
      });
      if (cells.reference === undefined) found.push({ field: 'reference', code: FIELD.required });
      const ejarNumber = ejarNumberKey(cells.ejarContractNumber);
      if (ejarNumber === '') found.push({ field: 'ejarContractNumber', code: FIELD.required });
      const period = readPeriod(cells.period);
      if (cells.period === undefined) found.push({ field: 'period', code: FIELD.required });
      else if (!period) found.push({ field: 'period', code: FIELD.invalidDate });
      if (found.length === 0) {
        const problem = this.match(value, ejarNumber, period!, { contractOf, invoices, taken, planned });
        if ('field' in problem) found.push(problem);
        else {
          const amount = Math.round(value.amount * 100);
          planned.set(problem.invoice.id, (planned.get(problem.invoice.id) ?? 0) + amount);
          taken.add(referenceKey(value.reference!));
          accepted.push({ invoiceId: problem.invoice.id, payment: value });
          matches.push({
            row: row.row,
            ejarContractNumber: ejarNumber,
            contractNumber: problem.contractNumber,
            invoiceNumber: problem.invoice.invoiceNumber,
            amount: value.amount,
            paidOn: value.paidOn,
            reference: value.reference!,
          });
        }
      }
      if (found.length > 0) {
        problems.set(
          row.row,
          found.map((problem) => rowError(row.row, problem)),
        );
      }
    }
    return {
      ...verdict(problems, rows),
      matches,
      write: async (manager, progress) => {
        let total = 0;
        for (const { invoiceId, payment } of accepted) {
          await refuseTakenReference(manager, invoiceId, payment.reference!);
          await this.payments().record(invoiceId, payment, context.actorId, context.actor, undefined, manager);
          total += Math.round(payment.amount * 100);
          progress(1);
        }
        return `${accepted.length} payment(s) through Ejar of ${(total / 100).toFixed(2)} SAR`;
      },
    };
  }

  /** The invoice a checked row pays, or why it pays none. */
  private match(
    payment: RecordPaymentDto,
    ejarNumber: string,
    period: { month: string } | { dueDate: string },
    known: {
      contractOf: Map<string, Row>;
      invoices: Map<string, RentInvoice[]>;
      taken: Set<string>;
      planned: Map<string, number>;
    },
  ): RowProblem | { invoice: RentInvoice; contractNumber: string } {
    if (known.taken.has(referenceKey(payment.reference!))) {
      return { field: 'reference', code: EJAR.duplicateReference, message: duplicateText(payment.reference!) };
    }
    const contract = known.contractOf.get(ejarNumber);
    if (!contract) {
      return {
        field: 'ejarContractNumber',
        code: EJAR.unknownContract,
        message: {
          ar: `لا يوجد عقد برقم إيجار ${ejarNumber}`,
          en: `No contract has Ejar number ${ejarNumber}`,
        },
      };
    }
    const contractNumber = str(contract.contract_number);
    const said = 'month' in period ? period.month : period.dueDate;
    const candidates = (known.invoices.get(str(contract.id)) ?? []).filter((invoice) =>
      'month' in period ? invoice.periodMonth === period.month : invoice.dueDate === period.dueDate,
    );
    // An open invoice of the period before a paid one (a period billed again after a change of terms).
    const invoice = candidates.find((candidate) => candidate.status === 'pending') ?? candidates[0];
    if (!invoice) {
      return {
        field: 'period',
        code: EJAR.noInvoiceForPeriod,
        message: {
          ar: `لا توجد فاتورة إيجار للفترة ${said} على العقد ${contractNumber}`,
          en: `Contract ${contractNumber} has no rent invoice for ${said}`,
        },
      };
    }
    if (invoice.status === 'paid') {
      return {
        field: 'period',
        code: EJAR.alreadyPaid,
        message: {
          ar: `فاتورة الفترة ${said} (${invoice.invoiceNumber}) مدفوعة`,
          en: `The invoice of ${said} (${invoice.invoiceNumber}) is paid already`,
        },
      };
    }
    const sofar = known.planned.get(invoice.id) ?? 0;
    const left = invoice.total - invoice.paidNet - sofar;
    const amount = Math.round(payment.amount * 100);
    if (amount !== left) {
      return {
        field: 'amount',
        code: EJAR.amountDiffers,
        message: {
          ar: `المبلغ ${payment.amount.toFixed(2)} لا يساوي المتبقي على الفاتورة ${invoice.invoiceNumber} (${sar(left).toFixed(2)} ريال)`,
          en: `The amount ${payment.amount.toFixed(2)} differs from the ${sar(left).toFixed(2)} SAR left on invoice ${invoice.invoiceNumber}`,
        },
      };
    }
    const refusal = paymentRefusal({ ...invoice, paidNet: invoice.paidNet + sofar }, amount, payment.paidOn);
    if (refusal) {
      const { earliest, latest } = paidOnRange(invoice);
      return {
        field: 'paidOn',
        code: FIELD.invalidDate,
        message: {
          ar: `تاريخ الدفع يجب أن يكون بين ${earliest} و${latest}`,
          en: `The payment date must be between ${earliest} and ${latest}`,
        },
      };
    }
    return { invoice, contractNumber };
  }
}

/** The rent invoices (not cancelled) of these contracts, as a payment would find them: contract id → invoices. */
async function rentInvoices(db: ImportReadContext['db'], contractIds: readonly string[]) {
  const byContract = new Map<string, RentInvoice[]>();
  if (contractIds.length === 0) return byContract;
  const rows = (await db.query(
    `SELECT invoice_number, to_char(coalesce(period_start, due_date), 'YYYY-MM') AS period_month
       FROM estate_invoices
      WHERE contract_id = ANY($1::uuid[]) AND type = 'rent' AND status <> 'cancelled'
      ORDER BY due_date`,
    [contractIds],
  )) as Row[];
  const facts = await invoicesByNumber(
    db,
    rows.map((row) => str(row.invoice_number)),
  );
  for (const row of rows) {
    const invoice = facts.get(str(row.invoice_number));
    if (!invoice) continue;
    const list = byContract.get(invoice.contractId) ?? [];
    list.push({ ...invoice, periodMonth: str(row.period_month) });
    byContract.set(invoice.contractId, list);
  }
  return byContract;
}

/** Which of these references (lower case) payments through Ejar carry already. */
async function ejarReferences(db: ImportReadContext['db'], references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = (await db.query(
    `SELECT DISTINCT lower(btrim(reference)) AS reference FROM estate_payments
      WHERE kind = 'payment' AND method = 'ejar' AND lower(btrim(reference)) = ANY($1::text[])`,
    [[...new Set(references)]],
  )) as { reference: string }[];
  return new Set(rows.map((row) => row.reference));
}

/**
 * Within the commit: locks the invoice, then refuses the payment when a payment through Ejar has its reference since
 * the check (409 EJAR_DUPLICATE_REFERENCE: the same statement committed twice at once); the import is left undone.
 */
async function refuseTakenReference(manager: EntityManager, invoiceId: string, reference: string): Promise<void> {
  await manager.query(`SELECT id FROM estate_invoices WHERE id = $1 FOR UPDATE`, [invoiceId]);
  const [taken] = (await manager.query(
    `SELECT 1 FROM estate_payments WHERE kind = 'payment' AND method = 'ejar' AND lower(btrim(reference)) = $1`,
    [referenceKey(reference)],
  )) as unknown[];
  if (!taken) return;
  const message = duplicateText(reference);
  throw new ConflictException(bilingualRefusal(EJAR.duplicateReference, message, { reference }));
}
