import type { AuctionDepositStatus } from '@estate/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../identity/user.entity.js';
import { Auction } from '../auction.entity.js';

/**
 * A bidder's entry deposit on an auction, paid through the payment provider: pending until the provider confirms,
 * then paid (held), and at settlement released (refunded) or applied to the winner's price.
 */
@Entity('auction_deposits')
@Index('auction_deposits_deposit_number_key', ['depositNumber'], { unique: true })
@Index('auction_deposits_reference_key', ['provider', 'providerReference'], { unique: true })
@Index('auction_deposits_bidder_key', ['auctionId', 'userId'], {
  unique: true,
  where: `"status" IN ('pending', 'paid', 'released', 'applied')`,
})
@Index('auction_deposits_user_idx', ['userId'])
@Index('auction_deposits_refund_due_idx', ['releasedAt'], {
  where: `"status" = 'released' AND "refund_reference" IS NULL`,
})
@Check('auction_deposits_amount_check', `"amount" > 0`)
@Check('auction_deposits_status_check', `"status" IN ('pending', 'paid', 'declined', 'expired', 'released', 'applied')`)
export class AuctionDeposit {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({
    type: 'varchar',
    length: 20,
    // AD-0000001 on, from its sequence (migration 1797650000000).
    default: () => 'auction_deposit_number()',
  })
  depositNumber!: string;

  @Column({ type: 'uuid' })
  auctionId!: string;

  @ManyToOne(() => Auction, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'auction_id', foreignKeyConstraintName: 'auction_deposits_auction_id_fkey' })
  auction!: Auction;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'auction_deposits_user_id_fkey' })
  user!: User | null;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount!: string;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  @Column({ type: 'varchar', length: 100 })
  providerReference!: string;

  @Column({ type: 'boolean', default: false })
  isTest!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: AuctionDepositStatus;

  @Column({ type: 'varchar', length: 40, nullable: true })
  failureCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  refundReference!: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  releasedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  appliedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
