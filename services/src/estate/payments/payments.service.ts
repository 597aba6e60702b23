import {
  ESTATE_SCREEN_ROLES,
  PAYMENT_AUDIT_ACTIONS,
  PAYMENT_ERROR_CODES,
  type PaymentInvoiceDetail,
  REMINDER_INTERVAL_MINUTES,
  type ReminderResult,
  todayInRiyadh,
} from '@estate/contracts';
import { ConflictException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { MailService } from '../../common/mail/mail.service.js';
import { AttachmentService } from '../../common/objects/attachments/attachment.service.js';
import { paidNetSql } from '../money/money-sql.js';
import { Notifier } from '../notifications/notifier.js';
import { halalas, iso, type Row, sar, strOrNull } from '../shared/estate-sql.js';
import type { MarkPaidDto, RecordPaymentDto, RefundDto, UpdateInvoiceDto } from './dto/payment-input.dto.js';
import { editInvoice, lockUnlockedInvoice } from './invoice-edit.js';
import {
  earlierPayment,
  keepPaymentKey,
  payInFullFingerprint,
  type PaymentRequestKey,
  recordFingerprint,
} from './payment-idempotency.js';
import { invoiceNotFound, PaymentQueries } from './payment-queries.js';
import {
  type IssuedPenalty,
  LedgerRefusal,
  type LockedInvoice,
  lockOpenInvoice,
  recordPaymentEntry,
  recordRefundEntry,
} from './payments-ledger.js';
import { reminderMail } from './payment-reminder-mail.js';
import { PAYMENT_RECEIPT } from './payment-receipt-kind.js';

/** A ledger step, its refusal answered as the HTTP error it names. */
async function answered<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof LedgerRefusal) throw new HttpException(error.body, error.status);
    throw error;
  }
}

/** A payment step's answer: the invoice, and whether it is the answer to a request already carried out. */
export interface RecordedPayment {
  replayed: boolean;
  invoice: PaymentInvoiceDetail;
}

/**
 * The money written against invoices: payments (partial ones too; never more than is left), paying in full, refunds,
 * reminders, editing and cancelling an unpaid invoice. Paying an invoice late charges its late fee as a penalty
 * invoice in the same transaction. Each step answers the invoice as PaymentQueries reads it.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly attachments: AttachmentService,
    private readonly mail: MailService,
    private readonly notifier: Notifier,
    private readonly queries: PaymentQueries,
  ) {}

  private get lateFeePercent(): number {
    return this.config.lateFeePercent;
  }

  /**
   * Records a payment of up to what is left on the invoice. The invoice is locked first, so two payments at once
   * are counted one after the other and never pay more than its total. Reaching the total marks it paid and, when
   * it was paid late, issues its late fee as a penalty invoice. Within a caller's transaction (`within`) when given,
   * so that the caller's own writes and the payment stand or fall together. A `test` payment (the sandbox provider's)
   * is recorded and audited as one, and settles nothing: the invoice stays as it was. With `requestKey`, the payment
   * keeps the caller's Idempotency-Key and the request's fingerprint.
   */
  async record(
    invoiceId: string,
    input: RecordPaymentDto,
    recordedBy: string | null,
    actor: Actor,
    origin?: string,
    within?: EntityManager,
    test = false,
    requestKey: PaymentRequestKey | null = null,
  ): Promise<PaymentInvoiceDetail> {
    const inTransaction = <T>(work: (manager: EntityManager) => Promise<T>) =>
      within ? work(within) : this.dataSource.transaction(work);
    let receipt: Awaited<ReturnType<AttachmentService['check']>> = [];
    return inTransaction(async (manager) => {
      const { invoice, payment, settled, penalty } = await answered(
        recordPaymentEntry(
          manager,
          invoiceId,
          {
            amount: input.amount,
            method: input.method,
            paidOn: input.paidOn,
            reference: input.reference ?? null,
            notes: input.notes ?? null,
            recordedBy,
            test,
            receiptUrl: async () => {
              if (!input.receiptUrl) return null;
              receipt = await this.attachments.check(
                PAYMENT_RECEIPT,
                [{ field: 'receiptUrl', url: input.receiptUrl }],
                {
                  origin,
                  manager,
                },
              );
              return receipt[0]?.url ?? null;
            },
          },
          this.lateFeePercent,
        ),
      );
      if (requestKey) await keepPaymentKey(manager, payment.id, requestKey);
      if (receipt.length > 0) {
        const [tenant] = (await manager.query(
          `SELECT t.user_id FROM estate_contracts c JOIN estate_tenants t ON t.id = c.tenant_id WHERE c.id = $1`,
          [invoice.contractId],
        )) as Row[];
        await this.attachments.keep(
          { kind: PAYMENT_RECEIPT.record, id: payment.id },
          receipt,
          { roles: ESTATE_SCREEN_ROLES.payments, person: strOrNull(tenant?.user_id) },
          manager,
        );
      }
      await this.audit.record(
        {
          actor,
          action: PAYMENT_AUDIT_ACTIONS.paymentRecord,
          description: `${test ? 'Test payment (no money moved)' : 'Payment'} ${payment.receiptNumber} of ${sar(Math.round(input.amount * 100)).toFixed(2)} SAR (${input.method}) on ${invoice.invoiceNumber}`,
          targetType: 'estate_invoice',
          targetId: invoiceId,
        },
        manager,
      );
      if (settled) await this.auditPaid(manager, invoice, input.paidOn, penalty, actor);
      return this.queries.get(invoiceId, manager);
    });
  }

  /**
   * Records a payment once per the caller's Idempotency-Key (`key`, null without one): the same request sent again,
   * at once or after its answer was lost, records nothing more and answers the invoice with the payment it recorded.
   */
  async recordOnce(
    invoiceId: string,
    input: RecordPaymentDto,
    recordedBy: string,
    actor: Actor,
    origin: string | undefined,
    key: string | null,
  ): Promise<RecordedPayment> {
    const requestKey =
      key === null ? null : { userId: recordedBy, key, fingerprint: recordFingerprint(invoiceId, input) };
    return this.once(requestKey, (manager) =>
      this.record(invoiceId, input, recordedBy, actor, origin, manager, false, requestKey),
    );
  }

  /** Records what is left on the invoice as one payment, once per the caller's Idempotency-Key as recordOnce does. */
  async payInFull(
    invoiceId: string,
    input: MarkPaidDto,
    recordedBy: string,
    actor: Actor,
    key: string | null = null,
  ): Promise<RecordedPayment> {
    const requestKey =
      key === null ? null : { userId: recordedBy, key, fingerprint: payInFullFingerprint(invoiceId, input) };
    return this.once(requestKey, async (manager) => {
      const [row] = (await manager.query(
        `SELECT i.total_amount, i.status, (SELECT ${paidNetSql('pm')} FROM estate_payments pm WHERE pm.invoice_id = i.id) AS paid_net
           FROM estate_invoices i WHERE i.id = $1`,
        [invoiceId],
      )) as Row[];
      if (!row) throw invoiceNotFound();
      const outstanding = halalas(row.total_amount) - halalas(row.paid_net);
      return this.record(
        invoiceId,
        {
          amount: sar(Math.max(outstanding, 0)),
          method: input.method,
          paidOn: input.paidOn,
          reference: input.reference,
        },
        recordedBy,
        actor,
        undefined,
        manager,
        false,
        requestKey,
      );
    });
  }

  /** One transaction for a payment step; with a key, the answer of the request that key already carried out. */
  private once(
    requestKey: PaymentRequestKey | null,
    step: (manager: EntityManager) => Promise<PaymentInvoiceDetail>,
  ): Promise<RecordedPayment> {
    return this.dataSource.transaction(async (manager) => {
      const earlier = requestKey ? await earlierPayment(manager, requestKey) : null;
      if (earlier) return { replayed: true, invoice: await this.queries.get(earlier, manager) };
      return { replayed: false, invoice: await step(manager) };
    });
  }

  /**
   * Gives back up to what is left of the payment (its amount less the refunds that name it) and of what was paid net
   * on its invoice; the invoice is open again (pending or overdue) once less than its total is paid. A refund of a
   * test payment is a test too: it gives back no money and changes nothing on the invoice. With `credit`, the amount is
   * also taken off what the invoice charges (a tax invoice gets a credit note for it); the invoice stays as settled.
   */
  async refund(paymentId: string, input: RefundDto, recordedBy: string | null, actor: Actor) {
    return this.dataSource.transaction(async (manager) => {
      const { invoice, paymentReceipt, refund, amount, test } = await answered(
        recordRefundEntry(manager, paymentId, {
          amount: input.amount,
          reason: input.reason,
          refundOn: todayInRiyadh(),
          recordedBy,
          credit: input.credit === true,
        }),
      );
      await this.audit.record(
        {
          actor,
          action: PAYMENT_AUDIT_ACTIONS.paymentRefund,
          description: `${test ? 'Test refund (no money moved)' : 'Refund'} ${refund.receiptNumber} of ${sar(amount).toFixed(2)} SAR on ${invoice.invoiceNumber} (payment ${paymentReceipt})${input.credit === true && !test ? ', credited against the invoice' : ''}: ${input.reason}`,
          targetType: 'estate_invoice',
          targetId: invoice.id,
        },
        manager,
      );
      return this.queries.get(invoice.id, manager);
    });
  }

  /**
   * Mails the tenant a reminder of what is left on the invoice (both languages, Arabic first) and notifies their
   * account when they have one; at most one reminder per invoice per REMINDER_INTERVAL_MINUTES. No mail when the
   * tenant's account switched payment reminder mails off (sentTo null).
   */
  async remind(invoiceId: string, actor: Actor): Promise<ReminderResult> {
    const { mail, notified } = await this.dataSource.transaction(async (manager) => {
      const invoice = await answered(lockOpenInvoice(manager, invoiceId));
      const last = await this.queries.lastReminder(manager, invoiceId);
      if (last) {
        const waited = (Date.now() - new Date(iso(last)).getTime()) / 1000;
        const retryAfterSeconds = Math.ceil(REMINDER_INTERVAL_MINUTES * 60 - waited);
        if (retryAfterSeconds > 0) {
          throw new HttpException(
            {
              code: PAYMENT_ERROR_CODES.reminderTooSoon,
              message: `A reminder of ${invoice.invoiceNumber} was sent less than an hour ago`,
              details: { retryAfterSeconds, lastReminderAt: iso(last) },
            },
            HttpStatus.TOO_MANY_REQUESTS,
          );
        }
      }
      const detail = await this.queries.get(invoiceId, manager);
      const [tenant] = (await manager.query(
        `SELECT t.email, t.user_id FROM estate_contracts c JOIN estate_tenants t ON t.id = c.tenant_id WHERE c.id = $1`,
        [invoice.contractId],
      )) as Row[];
      const userId = strOrNull(tenant?.user_id);
      // The tenant's account may have switched payment reminder mails off: then the reminder reaches their centre only.
      const mailed = !userId || (await this.notifier.mails(manager, userId, 'payment_reminder'));
      const email = strOrNull(tenant?.email);
      if (mailed && !email) {
        throw new ConflictException({
          code: PAYMENT_ERROR_CODES.tenantHasNoEmail,
          message: `${detail.tenantNameEn ?? detail.tenantName} has no email address`,
        });
      }
      await this.audit.record(
        {
          actor,
          action: PAYMENT_AUDIT_ACTIONS.invoiceRemind,
          description: mailed
            ? `Reminder of ${invoice.invoiceNumber} sent to ${email}`
            : `Reminder of ${invoice.invoiceNumber} recorded (the tenant's account takes no reminder mails)`,
          targetType: 'estate_invoice',
          targetId: invoiceId,
        },
        manager,
      );
      const content = reminderMail(detail);
      let sent = false;
      if (userId) {
        sent = await this.notifier.notify(manager, {
          eventKey: `invoice-reminder:${invoiceId}:${Date.now()}`,
          type: 'payment_reminder',
          priority: detail.status === 'overdue' ? 'high' : 'medium',
          recipient: { type: 'specific_user', userId },
          title: content.notification.en.title,
          titleAr: content.notification.ar.title,
          message: content.notification.en.message,
          messageAr: content.notification.ar.message,
          relatedEntityType: 'invoice',
          relatedEntityId: invoiceId,
        });
      }
      return { mail: mailed && email ? { to: email, ...content.mail } : null, notified: sent };
    });
    // The mail goes out once the reminder is recorded (the outbox uses its own connection).
    if (mail) await this.mail.send(mail);
    return { sentTo: mail?.to ?? null, notified, sentAt: new Date().toISOString() };
  }

  /**
   * Changes the due date, amount before VAT and notes of a pending invoice with no payment (editInvoice); 409
   * INVOICE_NOT_EDITABLE with `details.reason` otherwise.
   */
  async update(invoiceId: string, input: UpdateInvoiceDto, actor: Actor): Promise<PaymentInvoiceDetail> {
    return this.dataSource.transaction(async (manager) => {
      const { invoiceNumber, changed } = await answered(editInvoice(manager, invoiceId, input));
      await this.audit.record(
        {
          actor,
          action: PAYMENT_AUDIT_ACTIONS.invoiceUpdate,
          description: `Invoice ${invoiceNumber} edited: ${changed.length > 0 ? changed.join(', ') : 'nothing changed'}`,
          targetType: 'estate_invoice',
          targetId: invoiceId,
        },
        manager,
      );
      return this.queries.get(invoiceId, manager);
    });
  }

  /** Cancels a pending invoice on which nothing was paid (the table's delete); 409 with `details.reason` otherwise. */
  async cancel(invoiceId: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const invoice = await answered(
        lockUnlockedInvoice(manager, invoiceId, PAYMENT_ERROR_CODES.notCancellable, 'cancelled'),
      );
      await manager.query(
        `UPDATE estate_invoices SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = $1`,
        [invoiceId],
      );
      await this.audit.record(
        {
          actor,
          action: PAYMENT_AUDIT_ACTIONS.invoiceCancel,
          description: `Invoice ${invoice.invoiceNumber} cancelled`,
          targetType: 'estate_invoice',
          targetId: invoiceId,
        },
        manager,
      );
    });
  }

  /** Audits an invoice settled by a payment (markInvoicePaid) and the penalty it issued, if any. */
  private async auditPaid(
    manager: EntityManager,
    invoice: LockedInvoice,
    paidOn: string,
    penalty: IssuedPenalty | null,
    actor: Actor,
  ): Promise<void> {
    await this.audit.record(
      {
        actor,
        action: PAYMENT_AUDIT_ACTIONS.invoicePaid,
        description: `Invoice ${invoice.invoiceNumber} paid on ${paidOn}`,
        targetType: 'estate_invoice',
        targetId: invoice.id,
      },
      manager,
    );
    if (!penalty) return;
    await this.audit.record(
      {
        actor,
        action: PAYMENT_AUDIT_ACTIONS.penaltyIssue,
        description: `Penalty invoice ${penalty.invoiceNumber} of ${penalty.fee.toFixed(2)} SAR for ${invoice.invoiceNumber}, paid ${penalty.daysLate} day(s) late`,
        targetType: 'estate_invoice',
        targetId: penalty.id,
      },
      manager,
    );
  }
}
