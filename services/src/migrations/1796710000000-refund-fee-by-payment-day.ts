import { COMMERCIAL_VAT_PERCENT } from '@estate/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund gives back the management fee that was charged on the payment it refunds: its share of the fee (and of
 * the fee's VAT) is reckoned by the agreement that was in force on that payment's day, of the owner who held the
 * property then, where the ledger migration (1796100000000-ledger.ts, whose comment lists the posting rules) read the
 * agreement of the refund's own day. An agreement changed between a payment and its refund (5% before, 10% after)
 * no longer gives back 10% of a fee charged at 5%. A refund names its payment by the payment's receipt
 * (`reference`); one that names none is reckoned by its own day, as before. Everything else `ledger_post_payment`
 * posts is unchanged, and what was posted before stays as it was (entries are never changed).
 */
export class RefundFeeByPaymentDay1796710000000 implements MigrationInterface {
  name = 'RefundFeeByPaymentDay1796710000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(postPayment(true));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(postPayment(false));
  }
}

/**
 * `ledger_post_payment` (see the ledger migration's comment), its fee reckoned on the refunded payment's day when
 * `byPaymentDay`, else on the refund's day (the ledger migration's).
 */
function postPayment(byPaymentDay: boolean): string {
  const feeTerms = byPaymentDay
    ? `
         -- The fee's terms: those of the payment's day (a refund's, of the payment it names: what was charged on it).
         fee_day := pay.paid_on;
         fee_owner := dims.owner_id;
         IF pay.kind = 'refund' THEN
           SELECT p.paid_on INTO refunded_on FROM estate_payments p
            WHERE p.invoice_id = pay.invoice_id AND p.kind = 'payment' AND p.receipt_number = pay.reference
            LIMIT 1;
           IF FOUND THEN
             fee_day := refunded_on;
             fee_owner := coalesce(ledger_owner_on(dims.property_id, refunded_on), dims.owner_id);
           END IF;
         END IF;
         SELECT * INTO agreement FROM estate_management_agreements
          WHERE owner_id = fee_owner AND from_date <= fee_day
          ORDER BY from_date DESC, created_at DESC LIMIT 1;`
    : `
         -- The management fee on it, by the owner's agreement in force that day, with its VAT.
         SELECT * INTO agreement FROM estate_management_agreements
          WHERE owner_id = dims.owner_id AND from_date <= pay.paid_on
          ORDER BY from_date DESC, created_at DESC LIMIT 1;`;
  return `
  CREATE OR REPLACE FUNCTION "ledger_post_payment"(pay estate_payments) RETURNS void LANGUAGE plpgsql AS $$
     DECLARE
       inv estate_invoices; dims ledger_dims; entry uuid; before numeric; after numeric; sign integer;
       net_part numeric; owners_income boolean;
       agreement estate_management_agreements; fee numeric; fee_vat numeric; fee_entry uuid;
       fee_day date; fee_owner uuid; refunded_on date;
     BEGIN
       IF pay.is_test THEN RETURN; END IF;
       SELECT * INTO inv FROM estate_invoices WHERE id = pay.invoice_id;
       dims := ledger_invoice_dims(inv.id, pay.paid_on);
       sign := CASE WHEN pay.kind = 'refund' THEN -1 ELSE 1 END;
       SELECT coalesce(sum(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END), 0) INTO before
         FROM estate_payments p
        WHERE p.invoice_id = inv.id AND NOT p.is_test AND (p.created_at, p.id) < (pay.created_at, pay.id);
       after := before + sign * pay.amount;
       net_part := ledger_paid_portion(after, inv.net_amount, inv.total_amount)
                 - ledger_paid_portion(before, inv.net_amount, inv.total_amount);
       entry := ledger_new_entry(pay.paid_on, pay.kind, pay.id, pay.receipt_number, NULL);
       PERFORM ledger_line(entry, pay.paid_on, ledger_cash_account(pay.method), sign * pay.amount, NULL, dims);
       PERFORM ledger_line(entry, pay.paid_on, '1200', -net_part, 'net', dims);
       PERFORM ledger_line(entry, pay.paid_on, '1200', -(sign * pay.amount - net_part), 'vat', dims);
       owners_income := inv.type IN ('rent', 'penalty', 'maintenance');
       IF owners_income AND dims.owner_id IS NOT NULL THEN
         PERFORM ledger_line(entry, pay.paid_on, '5900', net_part, NULL, dims);
         PERFORM ledger_line(entry, pay.paid_on, '2300', -net_part, NULL, dims);${feeTerms}
         IF FOUND THEN
           fee := round(net_part * agreement.fee_percent / 100, 2);
           fee_vat := CASE WHEN agreement.vat_on_fee THEN round(fee * ${COMMERCIAL_VAT_PERCENT} / 100, 2) ELSE 0 END;
           IF fee <> 0 THEN
             fee_entry := ledger_new_entry(pay.paid_on, 'fee', pay.id, pay.receipt_number, NULL);
             PERFORM ledger_line(fee_entry, pay.paid_on, '2300', fee + fee_vat, NULL, dims);
             PERFORM ledger_line(fee_entry, pay.paid_on, '4300', -fee, NULL, dims);
             PERFORM ledger_line(fee_entry, pay.paid_on, '2200', -fee_vat, NULL, dims);
           END IF;
         END IF;
       ELSIF ledger_invoice_account(inv.type) = '2110' THEN
         -- A deposit received is held for the tenant (a refund gives it back).
         PERFORM ledger_line(entry, pay.paid_on, '2110', net_part, NULL, dims);
         PERFORM ledger_line(entry, pay.paid_on, '2100', -net_part, NULL, dims);
       END IF;
     END $$`;
}
