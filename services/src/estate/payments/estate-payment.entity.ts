import type { PaymentKind, PaymentMethod } from '@estate/contracts';
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
} from 'typeorm';
import { User } from '../../identity/user.entity.js';
import { EstateInvoice } from '../contracts/estate-invoice.entity.js';

/**
 * Money received for an invoice (`payment`) or given back (`refund`), each with its receipt number. An invoice's
 * paid amount is its payments minus its refunds; revenue is the same sum by `paid_on`; test payments count in neither.
 */
@Entity('estate_payments')
@Index('estate_payments_receipt_number_key', ['receiptNumber'], { unique: true })
@Index('estate_payments_invoice_id_idx', ['invoiceId'])
@Index('estate_payments_paid_on_idx', ['paidOn'])
// (paid_on) INCLUDE (kind, amount): the dashboard's revenue by month without the table; INCLUDE is made by migration.
@Index('estate_payments_paid_on_amount_idx', { synchronize: false })
@Index('estate_payments_idempotency_key', ['recordedBy', 'idempotencyKey'], {
  unique: true,
  where: `"idempotency_key" IS NOT NULL`,
})
@Check('estate_payments_kind_check', `"kind" IN ('payment', 'refund')`)
@Check('estate_payments_amount_check', `"amount" > 0`)
@Check('estate_payments_method_check', `"method" IN ('cash', 'bank_transfer', 'check', 'card', 'deposit', 'ejar')`)
export class EstatePayment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** RCT-<year>-<number> from estate_receipt_number_seq. */
  @Column({ type: 'varchar', length: 24 })
  receiptNumber!: string;

  @Column({ type: 'uuid' })
  invoiceId!: string;

  @ManyToOne(() => EstateInvoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'estate_payments_invoice_id_fkey' })
  invoice?: Relation<EstateInvoice>;

  @Column({ type: 'varchar', length: 8 })
  kind!: PaymentKind;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount!: string;

  @Column({ type: 'varchar', length: 16 })
  method!: PaymentMethod;

  /** The day in Riyadh the money was received (or given back). */
  @Column({ type: 'date' })
  paidOn!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reference!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** An uploaded receipt file (`/api/objects/<key>`), claimed for the payment. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  receiptUrl!: string | null;

  /**
   * A test payment of the sandbox provider (test cards, no money moved), or a refund of one: it settles nothing and
   * counts as no money (signedPaymentSql).
   */
  @Column({ type: 'boolean', default: false })
  isTest!: boolean;

  @Column({ type: 'uuid', nullable: true })
  recordedBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recorded_by', foreignKeyConstraintName: 'estate_payments_recorded_by_fkey' })
  recorder?: Relation<User>;

  /** The Idempotency-Key its recorder sent with it: the same request sent again records nothing more. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  /** SHA-256 (hex) of the request the key stands for: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
