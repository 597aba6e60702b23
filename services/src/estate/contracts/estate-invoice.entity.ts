import type { InvoiceType, PaymentMethod } from '@estate/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { EstateContract } from './estate-contract.entity.js';

/** Stored invoice statuses; `overdue` is read from a pending invoice's due date. */
export type StoredInvoiceStatus = 'pending' | 'paid' | 'cancelled';

/**
 * An invoice a contract issued: a rent period (net, VAT, total as billed) or the security deposit. Invoices are
 * documents: re-issuing cancels the old ones rather than changing them, and keeps their numbers.
 */
@Entity('estate_invoices')
@Index('estate_invoices_invoice_number_key', ['invoiceNumber'], { unique: true })
@Index('estate_invoices_contract_id_idx', ['contractId', 'dueDate'])
@Index('estate_invoices_status_due_date_idx', ['status', 'dueDate'])
@Index('estate_invoices_due_date_idx', ['dueDate'])
// (<column> DESC NULLS LAST, id DESC NULLS LAST): the payments list's sorts, by migration.
@Index('estate_invoices_due_date_order_idx', { synchronize: false })
@Index('estate_invoices_invoice_number_order_idx', { synchronize: false })
@Index('estate_invoices_total_amount_order_idx', { synchronize: false })
@Index('estate_invoices_paid_at_order_idx', { synchronize: false })
@Index('estate_invoices_created_at_order_idx', { synchronize: false })
@Index('estate_invoices_type_due_date_idx', ['type', 'dueDate'])
// (due_date) INCLUDE (status, total_amount), and the pending by (due_date) INCLUDE (id, total_amount): the dashboard's
// invoiced, collected and overdue figures without the table, by migration.
@Index('estate_invoices_due_amount_idx', { synchronize: false })
@Index('estate_invoices_pending_due_idx', { synchronize: false })
// The pending by (due_date) INCLUDE (total_amount, type, late_fee_base, late_fee_from, status): the overdue amounts
// with their late fees from the index alone, by migration.
@Index('estate_invoices_pending_late_fee_idx', { synchronize: false })
// One penalty invoice per late settlement of an invoice (its day is the penalty's due date).
@Index('estate_invoices_penalty_for_invoice_id_key', ['penaltyForInvoiceId', 'dueDate'], {
  unique: true,
  where: `"penalty_for_invoice_id" IS NOT NULL`,
})
@Check('estate_invoices_type_check', `"type" IN ('rent', 'deposit', 'maintenance', 'penalty', 'refund')`)
@Check('estate_invoices_status_check', `"status" IN ('pending', 'paid', 'cancelled')`)
@Check(
  'estate_invoices_payment_method_check',
  `"payment_method" IN ('cash', 'bank_transfer', 'check', 'card', 'deposit', 'ejar')`,
)
@Check(
  'estate_invoices_amounts_check',
  `"net_amount" >= 0 AND "vat_amount" >= 0 AND "vat_percent" >= 0 AND "total_amount" = "net_amount" + "vat_amount"`,
)
@Check('estate_invoices_period_check', `"period_end" >= "period_start"`)
@Check(
  'estate_invoices_late_fee_base_check',
  `"late_fee_base" IS NULL OR ("late_fee_base" >= 0 AND "late_fee_base" <= "total_amount")`,
)
export class EstateInvoice {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** INV-<year>-<number> from estate_invoice_number_seq. */
  @Column({ type: 'varchar', length: 24 })
  invoiceNumber!: string;

  @Column({ type: 'uuid' })
  contractId!: string;

  /** A contract is deleted with its invoices only while none is paid. */
  @ManyToOne(() => EstateContract, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contract_id', foreignKeyConstraintName: 'estate_invoices_contract_id_fkey' })
  contract?: Relation<EstateContract>;

  @Column({ type: 'varchar', length: 16 })
  type!: InvoiceType;

  @Column({ type: 'date', nullable: true })
  periodStart!: string | null;

  @Column({ type: 'date', nullable: true })
  periodEnd!: string | null;

  @Column({ type: 'date' })
  dueDate!: string;

  @Column({ type: 'boolean', default: false })
  prorated!: boolean;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  netAmount!: string;

  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0 })
  vatPercent!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0 })
  vatAmount!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  totalAmount!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: StoredInvoiceStatus;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  paymentMethod!: PaymentMethod | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  /** Staff notes on the invoice (the payments screen's edit). */
  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /**
   * After a refund reopened the invoice: the day its late fee runs from and the amount it is reckoned on (null: its
   * due date and its total). See invoiceLateFee (@estate/contracts) and invoiceLateFeeSql.
   */
  @Column({ type: 'date', nullable: true })
  lateFeeFrom!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  lateFeeBase!: string | null;

  /** A penalty invoice: the invoice whose late fee it charges (one per late settlement of that invoice). */
  @Column({ type: 'uuid', nullable: true })
  penaltyForInvoiceId!: string | null;

  @ManyToOne(() => EstateInvoice, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'penalty_for_invoice_id',
    foreignKeyConstraintName: 'estate_invoices_penalty_for_invoice_id_fkey',
  })
  penaltyFor?: Relation<EstateInvoice>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
