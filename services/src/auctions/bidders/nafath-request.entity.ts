import type { NafathRequestStatus } from '@estate/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../identity/user.entity.js';

/** One try at verifying a bidder through Nafath: the number the site shows, the app's choices, the answer. */
@Entity('nafath_requests')
@Index('nafath_requests_user_idx', ['userId', 'createdAt'])
@Check('nafath_requests_number_check', `"number" BETWEEN 10 AND 99`)
@Check('nafath_requests_status_check', `"status" IN ('pending', 'approved', 'rejected', 'expired')`)
export class NafathRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'nafath_requests_user_id_fkey' })
  user!: User;

  @Column({ type: 'varchar', length: 10 })
  nationalId!: string;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  @Column({ type: 'smallint' })
  number!: number;

  @Column({ type: 'smallint', array: true })
  choices!: number[];

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: NafathRequestStatus;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  answeredAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
