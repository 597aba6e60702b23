import type { CheckoutStatus } from '@estate/contracts';
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
import { User } from '../../../identity/user.entity.js';
import { EstateInvoice } from '../../contracts/estate-invoice.entity.js';
import { EstatePayment } from '../../payments/estate-payment.entity.js';
import { EstateTenant } from '../../tenants/estate-tenant.entity.js';

/**
 * One attempt of a tenant to pay an invoice online through a payment provider: the amount asked, the provider's
 * reference for it, and how it ended. An approved checkout names the payment it recorded (once: the payment id is
 * unique, and the row is locked while a confirmation is applied).
 */
@Entity('estate_payment_checkouts')
@Index('estate_payment_checkouts_provider_reference_key', ['provider', 'providerReference'], { unique: true })
@Index('estate_payment_checkouts_payment_id_key', ['paymentId'], { unique: true })
@Index('estate_payment_checkouts_invoice_id_idx', ['invoiceId', 'createdAt'])
@Index('estate_payment_checkouts_user_id_idx', ['userId', 'createdAt'])
@Index('estate_payment_checkouts_tenant_id_idx', ['tenantId'])
@Check('estate_payment_checkouts_status_check', `"status" IN ('pending', 'approved', 'declined', 'expired')`)
@Check('estate_payment_checkouts_amount_check', `"amount" > 0`)
@Check('estate_payment_checkouts_payment_check', `("status" = 'approved') = ("payment_id" IS NOT NULL)`)
export class EstatePaymentCheckout {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  invoiceId!: string;

  @ManyToOne(() => EstateInvoice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'estate_payment_checkouts_invoice_id_fkey' })
  invoice?: Relation<EstateInvoice>;

  @Column({ type: 'uuid' })
  tenantId!: string;

  @ManyToOne(() => EstateTenant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'estate_payment_checkouts_tenant_id_fkey' })
  tenant?: Relation<EstateTenant>;

  /** The account that started it: the only one that reads it and pays it. */
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'estate_payment_checkouts_user_id_fkey' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  /** The provider's id of the payment; its confirmations name it. */
  @Column({ type: 'varchar', length: 100 })
  providerReference!: string;

  /** SAR asked: what was left on the invoice when the checkout started. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: CheckoutStatus;

  /** Why it did not go through (CARD_DECLINED, CARD_INVALID, CHECKOUT_EXPIRED...). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  failureCode!: string | null;

  /** The estate_payments row an approved checkout recorded. */
  @Column({ type: 'uuid', nullable: true })
  paymentId!: string | null;

  @ManyToOne(() => EstatePayment, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'estate_payment_checkouts_payment_id_fkey' })
  payment?: Relation<EstatePayment>;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
