import type { TicketEvent, TicketEventType } from '@estate/contracts';
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
import { EstateMaintenanceTicket } from './estate-maintenance-ticket.entity.js';

/** One change of a ticket (created, fields changed, assigned, status from → to, photo added or removed). */
@Entity('estate_ticket_events')
@Index('estate_ticket_events_ticket_id_idx', ['ticketId', 'createdAt'])
@Check(
  'estate_ticket_events_type_check',
  `"type" IN ('created', 'updated', 'assigned', 'status', 'photo_added', 'photo_removed')`,
)
export class EstateTicketEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  ticketId!: string;

  @ManyToOne(() => EstateMaintenanceTicket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id', foreignKeyConstraintName: 'estate_ticket_events_ticket_id_fkey' })
  ticket?: Relation<EstateMaintenanceTicket>;

  @Column({ type: 'varchar', length: 16 })
  type!: TicketEventType;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: TicketEvent['details'];

  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'estate_ticket_events_actor_id_fkey' })
  actor?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
