import type { TicketCategory, TicketPhoto, TicketPriority, TicketSource, TicketStatus } from '@estate/contracts';
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
import { EstateProperty } from '../properties/estate-property.entity.js';
import { EstateTenant } from '../tenants/estate-tenant.entity.js';
import { EstateUnit } from '../units/estate-unit.entity.js';

/**
 * A maintenance ticket: on a unit of a property (or, from the public form, on no property at all), with its
 * category, priority, status, assignee and costs. Days open and the SLA status are read from the clock, not stored.
 * Deleting a property, unit, tenant or user keeps its tickets (and their costs, which the reports count) unlinked.
 */
@Entity('estate_maintenance_tickets')
@Index('estate_maintenance_tickets_ticket_number_key', ['ticketNumber'], { unique: true })
@Index('estate_maintenance_tickets_status_idx', ['status', 'createdAt'])
@Index('estate_maintenance_tickets_priority_idx', ['priority', 'createdAt'])
@Index('estate_maintenance_tickets_category_idx', ['category'])
@Index('estate_maintenance_tickets_property_id_idx', ['propertyId'])
@Index('estate_maintenance_tickets_unit_id_idx', ['unitId'])
@Index('estate_maintenance_tickets_tenant_id_idx', ['tenantId'])
@Index('estate_maintenance_tickets_assigned_to_idx', ['assignedTo', 'status'])
@Index('estate_maintenance_tickets_created_at_idx', ['createdAt'])
@Index('estate_maintenance_tickets_completed_at_idx', ['completedAt'])
// The open tickets by (priority, created_at), and the completed by completed_at INCLUDE (actual_cost, property_id):
// partial indexes of the dashboard's alerts and the expenses, by migration.
@Index('estate_maintenance_tickets_open_idx', { synchronize: false })
@Index('estate_maintenance_tickets_completed_idx', { synchronize: false })
@Index('estate_maintenance_tickets_scheduled_date_idx', ['scheduledDate'])
@Check(
  'estate_maintenance_tickets_category_check',
  `"category" IN ('plumbing', 'electrical', 'hvac', 'structural', 'appliances', 'cleaning', 'pest', 'security', 'other')`,
)
@Check('estate_maintenance_tickets_priority_check', `"priority" IN ('urgent', 'high', 'medium', 'low')`)
@Check(
  'estate_maintenance_tickets_status_check',
  `"status" IN ('open', 'assigned', 'inProgress', 'completed', 'cancelled')`,
)
@Check('estate_maintenance_tickets_source_check', `"source" IN ('staff', 'tenant', 'visitor')`)
@Check(
  'estate_maintenance_tickets_costs_check',
  `("estimated_cost" IS NULL OR "estimated_cost" >= 0) AND ("actual_cost" IS NULL OR "actual_cost" >= 0)`,
)
export class EstateMaintenanceTicket {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** MNT-<year>-<6 digits> from estate_ticket_number_seq. */
  @Column({ type: 'varchar', length: 24 })
  ticketNumber!: string;

  @Column({ type: 'uuid', nullable: true })
  propertyId!: string | null;

  @ManyToOne(() => EstateProperty, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'estate_maintenance_tickets_property_id_fkey' })
  property?: Relation<EstateProperty>;

  @Column({ type: 'uuid', nullable: true })
  unitId!: string | null;

  @ManyToOne(() => EstateUnit, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'unit_id', foreignKeyConstraintName: 'estate_maintenance_tickets_unit_id_fkey' })
  unit?: Relation<EstateUnit>;

  @Column({ type: 'uuid', nullable: true })
  tenantId!: string | null;

  @ManyToOne(() => EstateTenant, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'estate_maintenance_tickets_tenant_id_fkey' })
  tenant?: Relation<EstateTenant>;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200 })
  titleAr!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 16 })
  category!: TicketCategory;

  @Column({ type: 'varchar', length: 8 })
  priority!: TicketPriority;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status!: TicketStatus;

  @Column({ type: 'uuid', nullable: true })
  assignedTo!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to', foreignKeyConstraintName: 'estate_maintenance_tickets_assigned_to_fkey' })
  assignee?: Relation<User>;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  estimatedCost!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  actualCost!: string | null;

  /** Why the ticket was completed without an actual cost (null when it has one). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  noCostReason!: string | null;

  @Column({ type: 'date', nullable: true })
  scheduledDate!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  @Column({ type: 'varchar', length: 8, default: 'staff' })
  source!: TicketSource;

  @Column({ type: 'varchar', length: 20, nullable: true })
  contactPhone!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  propertyAddress!: string | null;

  /** The photos kept (claimed through AttachmentService for `estate-ticket` + id), at most TICKET_MAX_PHOTOS. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  photos!: TicketPhoto[];

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'estate_maintenance_tickets_created_by_fkey' })
  creator?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
