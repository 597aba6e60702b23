import {
  type BilingualText,
  ESTATE_FIELD_ERROR_CODES as FIELD,
  type ImportRowError,
  PAYMENT_ERROR_CODES,
} from '@estate/contracts';
import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RecordPaymentDto } from '../../payments/dto/payment-input.dto.js';
import {
  invoicesByNumber,
  type LedgerRefusal,
  type LockedInvoice,
  paidOnRange,
  paymentRefusal,
} from '../../payments/payments-ledger.js';
import type { PaymentsService } from '../../payments/payments.service.js';
import { checkWithDto, type ImportRow, type RowProblem, rowError, rowValues, yieldEvery } from '../import-rows.js';
import { IMPORT_COLUMNS } from '../transfer-columns.js';
import { type Importer, type ImportPlan, type ImportReadContext, verdict } from './import-plan.js';

const numberKey = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');
const referenceKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

const duplicateText = (reference: string, invoiceNumber: string): BilingualText => ({
  ar: `على الفاتورة ${invoiceNumber} دفعة بالمرجع ${reference} مسبقاً`,
  en: `Invoice ${invoiceNumber} has a payment with reference ${reference} already`,
});

/** The words of a refusal of paymentRefusal, as an import row names it. */
function refusalProblem(refusal: LedgerRefusal, invoice: LockedInvoice): RowProblem {
  const { code, details } = refusal.body;
  const number = invoice.invoiceNumber;
  if (code === PAYMENT_ERROR_CODES.invoiceClosed) {
    const paid = invoice.status === 'paid';
    return {
      field: 'invoiceNumber',
      code,
      message: paid
        ? { ar: `الفاتورة ${number} مدفوعة`, en: `Invoice ${number} is paid` }
        : { ar: `الفاتورة ${number} ملغاة`, en: `Invoice ${number} is cancelled` },
    };
  }
  if (code === PAYMENT_ERROR_CODES.exceedsOutstanding) {
    const left = ((details as { outstanding: number }).outstanding ?? 0).toFixed(2);
    return {
      field: 'amount',
      code,
      message: {
        ar: `المبلغ أكبر من المتبقي على الفاتورة ${number} (${left} ريال)`,
        en: `The amount is more than the ${left} SAR left on invoice ${number}`,
      },
    };
  }
  const field = (details as { field: string }[] | undefined)?.[0]?.field ?? 'amount';
  if (field === 'paidOn') {
    const { earliest, latest } = paidOnRange(invoice);
    return {
      field,
      code: FIELD.invalidDate,
      message: {
        ar: `تاريخ الدفع يجب أن يكون بين ${earliest} و${latest}`,
        en: `The payment date must be between ${earliest} and ${latest}`,
      },
    };
  }
  return { field, code: FIELD.amountNotPositive };
}

/** A payment a file records: the invoice it pays and the payment as the screen sends it. */
interface PlannedPayment {
  invoiceId: string;
  invoiceNumber: string;
  payment: RecordPaymentDto;
}

/**
 * Payments: each row names an open invoice by its number and pays it through PaymentsService.record, as the payments
 * screen does (the same refusals: a closed invoice, a day out of range, more than is left, counting the rows before
 * it on the same invoice). The reference is required and unique per invoice: a row whose invoice has a payment with
 * its reference already (or an earlier row does) is refused, so a file committed twice pays nothing twice.
 */
export class PaymentsImporter implements Importer {
  constructor(private readonly payments: () => PaymentsService) {}

  async plan(rows: readonly ImportRow[], context: ImportReadContext): Promise<ImportPlan> {
    const columns = IMPORT_COLUMNS.payments;
    const invoices = await invoicesByNumber(
      context.db,
      rows.map((row) => numberKey(row.cells.invoiceNumber)).filter((number) => number !== ''),
    );
    const taken = await referencesOf(
      context.db,
      [...invoices.values()].map((invoice) => invoice.id),
    );
    const planned = new Map<string, number>();
    const problems = new Map<number, ImportRowError[]>();
    const accepted: PlannedPayment[] = [];
    for (const [index, row] of rows.entries()) {
      await yieldEvery(index);
      const values = rowValues(row, columns);
      const { value, problems: found } = await checkWithDto(RecordPaymentDto, {
        amount: values.amount,
        method: values.method,
        paidOn: values.paidOn,
        reference: values.reference,
        notes: values.notes,
      });
      for (const problem of found) {
        if (problem.field === 'amount' && typeof values.amount === 'number' && values.amount <= 0) {
          problem.code = FIELD.amountNotPositive;
        }
      }
      if (values.reference === undefined) found.push({ field: 'reference', code: FIELD.required });
      const invoice = invoices.get(numberKey(values.invoiceNumber));
      if (values.invoiceNumber === undefined) found.push({ field: 'invoiceNumber', code: FIELD.required });
      else if (!invoice) found.push({ field: 'invoiceNumber', code: FIELD.unknownReference });
      if (invoice && found.length === 0) {
        const references = taken.get(invoice.id) ?? new Set<string>();
        const sofar = planned.get(invoice.id) ?? 0;
        const amount = Math.round(value.amount * 100);
        const refusal = paymentRefusal({ ...invoice, paidNet: invoice.paidNet + sofar }, amount, value.paidOn);
        if (references.has(referenceKey(value.reference))) {
          found.push({
            field: 'reference',
            code: PAYMENT_ERROR_CODES.duplicateReference,
            message: duplicateText(value.reference!, invoice.invoiceNumber),
          });
        } else if (refusal) {
          found.push(refusalProblem(refusal, invoice));
        } else {
          planned.set(invoice.id, sofar + amount);
          taken.set(invoice.id, references.add(referenceKey(value.reference)));
          accepted.push({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, payment: value });
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
      write: async (manager, progress) => {
        let total = 0;
        for (const { invoiceId, invoiceNumber, payment } of accepted) {
          await refuseTakenReference(manager, invoiceId, invoiceNumber, payment.reference!);
          await this.payments().record(invoiceId, payment, context.actorId, context.actor, undefined, manager);
          total += Math.round(payment.amount * 100);
          progress(1);
        }
        return `${accepted.length} payment(s) of ${(total / 100).toFixed(2)} SAR`;
      },
    };
  }
}

/** The references (lower case) of the payments of these invoices: invoice id → references. */
async function referencesOf(db: ImportReadContext['db'], invoiceIds: readonly string[]) {
  const byInvoice = new Map<string, Set<string>>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = (await db.query(
    `SELECT invoice_id, lower(btrim(reference)) AS reference FROM estate_payments
      WHERE kind = 'payment' AND reference IS NOT NULL AND invoice_id = ANY($1::uuid[])`,
    [invoiceIds],
  )) as { invoice_id: string; reference: string }[];
  for (const row of rows)
    byInvoice.set(row.invoice_id, (byInvoice.get(row.invoice_id) ?? new Set()).add(row.reference));
  return byInvoice;
}

/**
 * Within the commit: locks the invoice, then refuses the payment when its reference was recorded on it since the
 * check (409 PAYMENT_DUPLICATE_REFERENCE: the same file committed twice at once); the whole import is left undone.
 */
async function refuseTakenReference(
  manager: EntityManager,
  invoiceId: string,
  invoiceNumber: string,
  reference: string,
): Promise<void> {
  await manager.query(`SELECT id FROM estate_invoices WHERE id = $1 FOR UPDATE`, [invoiceId]);
  const [taken] = (await manager.query(
    `SELECT 1 FROM estate_payments WHERE invoice_id = $1 AND kind = 'payment' AND lower(btrim(reference)) = $2`,
    [invoiceId, referenceKey(reference)],
  )) as unknown[];
  if (!taken) return;
  const message = duplicateText(reference, invoiceNumber);
  throw new ConflictException({
    code: PAYMENT_ERROR_CODES.duplicateReference,
    message: message.en,
    details: { invoiceNumber, reference, message },
  });
}
