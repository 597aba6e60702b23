import { Check, Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../identity/user.entity.js';

/** A user's identity verification in force: their national ID (one account per ID) and when it lapses. */
@Entity('bidder_verifications')
@Index('bidder_verifications_national_id_key', ['nationalId'], { unique: true })
@Check('bidder_verifications_dates_check', `"expires_at" > "verified_at"`)
export class BidderVerification {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'bidder_verifications_pkey' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'bidder_verifications_user_id_fkey' })
  user!: User;

  @Column({ type: 'varchar', length: 10 })
  nationalId!: string;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  @Column({ type: 'timestamptz' })
  verifiedAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
