import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what, when, from where. The actor's name is a snapshot: entries outlive renamed or deleted users. */
@Entity('audit_logs')
/** Each filter of the log (actor, action, a record's history) reads its newest entries straight from an index. */
@Index('audit_logs_user_id_created_at_idx', ['userId', 'createdAt'])
@Index('audit_logs_action_created_at_idx', ['action', 'createdAt'])
@Index('audit_logs_target_idx', ['targetType', 'targetId', 'createdAt'])
@Index('audit_logs_created_at_idx', ['createdAt'])
export class AuditLog {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 254 })
  userName!: string;

  @Column({ type: 'varchar', length: 60 })
  action!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  targetType!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
