import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One counted event of an allowance (`login:pair:<email>:<address>`, `register:address:<address>`...), with a
 * weight (bytes for upload allowances, else 1). In the database, so limits hold across restarts and replicas.
 */
@Entity('rate_limit_events')
@Index('rate_limit_events_key_created_at_idx', ['key', 'createdAt'])
@Index('rate_limit_events_created_at_idx', ['createdAt'])
export class RateLimitEvent {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 160 })
  key!: string;

  @Column({ type: 'bigint', default: 1 })
  weight!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
