import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One form sent from the public site, counted per key (`<kind>:<client address>`) to hold back floods.
 * In the database, so the limit holds across restarts and replicas.
 */
@Entity('request_submissions')
@Index('request_submissions_key_created_at_idx', ['key', 'createdAt'])
@Index('request_submissions_created_at_idx', ['createdAt'])
export class RequestSubmission {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 120 })
  key!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
