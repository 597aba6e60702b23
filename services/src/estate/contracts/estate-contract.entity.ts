import type { ContractDocument, DepositHolder, PaymentFrequency } from '@estate/contracts';
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
import { User } from '../../identity/user.entity.js';
import { EstateOwner } from '../owners/estate-owner.entity.js';
import { EstateProperty } from '../properties/estate-property.entity.js';
import { EstateTenant } from '../tenants/estate-tenant.entity.js';
import { EstateUnit } from '../units/estate-unit.entity.js';

/**
 * A rental contract of a unit. Its status is not stored: it follows the clock (pending before the start date,
 * active to the end date, expired after) unless it was terminated (`terminationDate`: the unit is free from it).
 */
@Entity('estate_contracts')
@Index('estate_contracts_contract_number_key', ['contractNumber'], { unique: true })
// (contract_number varchar_pattern_ops): CNT-<year>-% prefixes, to number a year's contracts and to search; by migration.
@Index('estate_contracts_number_pattern_idx', { synchronize: false })
@Index('estate_contracts_unit_dates_idx', ['unitId', 'startDate', 'endDate'])
@Index('estate_contracts_property_id_idx', ['propertyId', 'endDate'])
@Index('estate_contracts_owner_id_idx', ['ownerId', 'endDate'])
@Index('estate_contracts_tenant_id_idx', ['tenantId', 'endDate'])
@Index('estate_contracts_start_date_idx', ['startDate'])
@Index('estate_contracts_end_date_idx', ['endDate'])
@Index('estate_contracts_open_end_date_idx', ['endDate', 'startDate'], { where: `"termination_date" IS NULL` })
@Index('estate_contracts_rent_amount_idx', ['rentAmount'])
@Index('estate_contracts_created_at_idx', ['createdAt'])
@Index('estate_contracts_renewed_from_id_key', ['renewedFromId'], { unique: true })
// (<sort column> DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (the dates and termination; on created_at the owner,
// tenant, unit, property and number too): the list's sorts as an index walk filtered from the index; by migration.
@Index('estate_contracts_contract_number_order_idx', { synchronize: false })
@Index('estate_contracts_start_date_order_idx', { synchronize: false })
@Index('estate_contracts_end_date_order_idx', { synchronize: false })
@Index('estate_contracts_rent_amount_order_idx', { synchronize: false })
@Index('estate_contracts_created_at_order_idx', { synchronize: false })
// (unit_id, end_date) INCLUDE (start_date) WHERE termination_date IS NULL: a unit's open contracts; by migration.
@Index('estate_contracts_open_unit_idx', { synchronize: false })
// (unit_id) and (property_id, unit_id), each INCLUDE the dates (and the rent): the reports' occupancy and property rows
// read from the index alone; by migration.
@Index('estate_contracts_unit_cover_idx', { synchronize: false })
@Index('estate_contracts_property_cover_idx', { synchronize: false })
@Index('estate_contracts_ejar_number_key', ['ejarContractNumber'], {
  unique: true,
  where: `"ejar_contract_number" IS NOT NULL`,
})
@Check('estate_contracts_ejar_number_check', `"ejar_contract_number" ~ '^[0-9]{8,20}$'`)
@Check('estate_contracts_deposit_holder_check', `"deposit_holder" IN ('ejar', 'company')`)
@Check('estate_contracts_dates_check', `"end_date" > "start_date"`)
@Check('estate_contracts_amounts_check', `"rent_amount" >= 0 AND "security_deposit" >= 0`)
@Check(
  'estate_contracts_payment_frequency_check',
  `"payment_frequency" IN ('monthly', 'quarterly', 'semi_annual', 'yearly')`,
)
export class EstateContract {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** CNT-<year>-<number>. */
  @Column({ type: 'varchar', length: 24 })
  contractNumber!: string;

  @Column({ type: 'uuid' })
  propertyId!: string;

  @ManyToOne(() => EstateProperty, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'estate_contracts_property_id_fkey' })
  property?: Relation<EstateProperty>;

  @Column({ type: 'uuid' })
  unitId!: string;

  @ManyToOne(() => EstateUnit, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'unit_id', foreignKeyConstraintName: 'estate_contracts_unit_id_fkey' })
  unit?: Relation<EstateUnit>;

  @Column({ type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => EstateOwner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'estate_contracts_owner_id_fkey' })
  owner?: Relation<EstateOwner>;

  @Column({ type: 'uuid' })
  tenantId!: string;

  @ManyToOne(() => EstateTenant, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'estate_contracts_tenant_id_fkey' })
  tenant?: Relation<EstateTenant>;

  @Column({ type: 'date' })
  startDate!: string;

  @Column({ type: 'date' })
  endDate!: string;

  /** SAR per month. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  rentAmount!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0 })
  securityDeposit!: string;

  @Column({ type: 'varchar', length: 16 })
  paymentFrequency!: PaymentFrequency;

  /** The lease's number on Ejar (8-20 digits), unique when set, and the day it was registered there. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  ejarContractNumber!: string | null;

  @Column({ type: 'date', nullable: true })
  ejarRegisteredOn!: string | null;

  /** Who holds the security deposit: Ejar (billed and held by no one here) or the company. */
  @Column({ type: 'varchar', length: 8, default: 'company' })
  depositHolder!: DepositHolder;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** Uploaded files kept with the contract (claimed in the object store for it). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  documents!: ContractDocument[];

  /** Set when terminated: the day the tenant leaves. */
  @Column({ type: 'date', nullable: true })
  terminationDate!: string | null;

  @Column({ type: 'text', nullable: true })
  terminationReason!: string | null;

  /** The contract this one renews (a contract is renewed once). */
  @Column({ type: 'uuid', nullable: true })
  renewedFromId!: string | null;

  @ManyToOne(() => EstateContract, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'renewed_from_id', foreignKeyConstraintName: 'estate_contracts_renewed_from_id_fkey' })
  renewedFrom?: Relation<EstateContract>;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'estate_contracts_created_by_fkey' })
  creator?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
