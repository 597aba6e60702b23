import type { AgentRequestStatus } from '@estate/contracts';
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
import { User } from './user.entity.js';

/** A registered user asking to become an agent; an admin approves (the role becomes agent) or refuses it. */
@Entity('agent_requests')
@Index('agent_requests_status_created_at_idx', ['status', 'createdAt'])
@Index('agent_requests_user_id_idx', ['userId'])
@Check('agent_requests_status_check', `"status" IN ('pending', 'approved', 'refused')`)
export class AgentRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'agent_requests_user_id_fkey' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: AgentRequestStatus;

  @Column({ type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'agent_requests_decided_by_fkey' })
  decider?: Relation<User>;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
