import type { BilingualText, EstateImportEntity, EstateImportResult, ImportJobStatus } from '@estate/contracts';
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

/** A big import running as a job: its progress and, once over, its result or why it failed. */
@Entity('estate_import_jobs')
@Index('estate_import_jobs_created_by_idx', ['createdBy', 'createdAt'])
@Check(
  'estate_import_jobs_entity_check',
  `"entity" IN ('properties', 'units', 'owners', 'tenants', 'contracts', 'payments', 'maintenance', 'ejar-payments')`,
)
@Check('estate_import_jobs_status_check', `"status" IN ('queued', 'running', 'done', 'failed')`)
@Check('estate_import_jobs_rows_check', `"processed_rows" >= 0 AND "total_rows" >= 0`)
export class EstateImportJobRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  entity!: EstateImportEntity;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status!: ImportJobStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  fileName!: string | null;

  @Column({ type: 'integer' })
  totalRows!: number;

  @Column({ type: 'integer', default: 0 })
  processedRows!: number;

  @Column({ type: 'jsonb', nullable: true })
  result!: EstateImportResult | null;

  @Column({ type: 'jsonb', nullable: true })
  error!: BilingualText | null;

  /** Only this account reads the job. */
  @Column({ type: 'uuid' })
  createdBy!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'estate_import_jobs_created_by_fkey' })
  creator?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
