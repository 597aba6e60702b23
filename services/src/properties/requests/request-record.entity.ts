import type { RequestStatus } from '@estate/contracts';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns every form from the public site is stored with: who sent it, where staff have taken it, and
 * when. Each kind is its own table (an entity extending this class); the phone differs (optional on some).
 */
export abstract class RequestRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status!: RequestStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
