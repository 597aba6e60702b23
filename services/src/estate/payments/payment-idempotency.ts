import { PAYMENT_ERROR_CODES } from '@estate/contracts';
import { UnprocessableEntityException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { halalas } from '../shared/estate-sql.js';
import type { MarkPaidDto, RecordPaymentDto } from './dto/payment-input.dto.js';

/** A payment request sent with an Idempotency-Key: the key is the caller's own, the fingerprint its step and body. */
export interface PaymentRequestKey {
  userId: string;
  key: string;
  fingerprint: string;
}

const fingerprint = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** What makes two record-payment requests the same one: the invoice and every field of the body. */
export const recordFingerprint = (invoiceId: string, input: RecordPaymentDto) =>
  fingerprint([
    'record',
    invoiceId,
    halalas(input.amount),
    input.method,
    input.paidOn,
    input.reference ?? null,
    input.notes ?? null,
    input.receiptUrl ?? null,
  ]);

/** What makes two pay-in-full requests the same one. */
export const payInFullFingerprint = (invoiceId: string, input: MarkPaidDto) =>
  fingerprint(['pay-in-full', invoiceId, input.method, input.paidOn, input.reference ?? null]);

/**
 * Within the caller's transaction: waits for any other request with the same user and key (a transaction-level lock,
 * so it holds behind a pooler too), then answers the invoice of the payment that key already recorded, or null when
 * it recorded none yet. The same key with another step or body is refused (IDEMPOTENCY_KEY_REUSED).
 */
export async function earlierPayment(manager: EntityManager, request: PaymentRequestKey): Promise<string | null> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`payment:${request.userId}:${request.key}`]);
  const [earlier] = (await manager.query(
    `SELECT invoice_id, idempotency_fingerprint FROM estate_payments WHERE recorded_by = $1 AND idempotency_key = $2`,
    [request.userId, request.key],
  )) as { invoice_id: string; idempotency_fingerprint: string }[];
  if (!earlier) return null;
  if (earlier.idempotency_fingerprint !== request.fingerprint) {
    throw new UnprocessableEntityException({
      code: PAYMENT_ERROR_CODES.keyReused,
      message: 'This Idempotency-Key was already used for another payment',
    });
  }
  return earlier.invoice_id;
}

/** Marks the payment just recorded as the one the key stands for. */
export async function keepPaymentKey(manager: EntityManager, paymentId: string, request: PaymentRequestKey) {
  await manager.query(`UPDATE estate_payments SET idempotency_key = $2, idempotency_fingerprint = $3 WHERE id = $1`, [
    paymentId,
    request.key,
    request.fingerprint,
  ]);
}
