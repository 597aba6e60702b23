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
import type { AuctionOutcome, AuctionReview } from '@estate/contracts';
import { User } from '../identity/user.entity.js';
import { Property } from '../properties/property.entity.js';

@Entity('auctions')
@Index('auctions_property_id_idx', ['propertyId'])
@Index('auctions_start_date_idx', ['startDate'])
@Index('auctions_end_date_idx', ['endDate'])
@Index('auctions_review_idx', ['review', 'createdAt'])
@Index('auctions_created_by_idx', ['createdBy'])
@Index('auctions_unsettled_idx', ['endDate'], { where: `"outcome" IS NULL AND "cancelled_at" IS NULL` })
@Check('auctions_review_check', `"review" IN ('pending', 'approved', 'rejected')`)
@Check('auctions_outcome_check', `"outcome" IN ('sold', 'unsold')`)
@Check(
  'auctions_prices_check',
  `"start_price" >= 0 AND "reserve_price" >= 0 AND "current_bid" >= 0 AND "min_increment" > 0`,
)
@Check('auctions_bid_count_check', `"bid_count" >= 0`)
@Check('auctions_dates_check', `"end_date" > "start_date"`)
@Check('auctions_deposit_check', `"deposit_amount" >= 0 AND "deposit_amount" * 100 <= "start_price" * 5`)
@Check('auctions_balance_due_hours_check', `"balance_due_hours" BETWEEN 1 AND 720`)
@Check('auctions_license_duration_check', `"license_duration_days" BETWEEN 1 AND 365`)
export class Auction {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  propertyId!: string;

  @ManyToOne(() => Property, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'auctions_property_id_fkey' })
  property!: Relation<Property>;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn!: string | null;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  startPrice!: string;

  /** Below this highest bid the auction ends unsold. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  reservePrice!: string | null;

  /** Highest accepted bid; null until the first bid. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  currentBid!: string | null;

  @Column({ type: 'integer', default: 0 })
  bidCount!: number;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 1000 })
  minIncrement!: string;

  /**
   * The entry deposit a bidder pays before bidding: at most 5% of the start price, that by default (a trigger fills
   * it, and brings an untouched one down when the start price drops).
   */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  depositAmount!: string;

  /** Hours the winner has to pay the balance of the price once sold. */
  @Column({ type: 'smallint', default: 48 })
  balanceDueHours!: number;

  /** When a sold auction's balance is due (settled_at + balance_due_hours), and when its reminder went out. */
  @Column({ type: 'timestamptz', nullable: true })
  balanceDueAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  balanceReminderSentAt!: Date | null;

  @Column({ type: 'timestamptz' })
  startDate!: Date;

  @Column({ type: 'timestamptz' })
  endDate!: Date;

  @Column({ type: 'text', nullable: true })
  descriptionEn!: string | null;

  @Column({ type: 'text', default: '' })
  terms!: string;

  @Column({ type: 'text', nullable: true })
  termsEn!: string | null;

  /** The auction's REGA licence: its number, the day it was issued and how many days it runs (to approve it). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  licenseNumber!: string | null;

  @Column({ type: 'date', nullable: true })
  licenseDate!: string | null;

  @Column({ type: 'smallint', nullable: true })
  licenseDurationDays!: number | null;

  /** Sent from the public form: pending until staff approve it; staff's own are approved. */
  @Column({ type: 'varchar', length: 16, default: 'approved' })
  review!: AuctionReview;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'auctions_created_by_fkey' })
  creator!: Relation<User> | null;

  /** Who holds the highest accepted bid. */
  @Column({ type: 'uuid', nullable: true })
  leaderId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'leader_id', foreignKeyConstraintName: 'auctions_leader_id_fkey' })
  leader!: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  outcome!: AuctionOutcome | null;

  @Column({ type: 'uuid', nullable: true })
  winnerId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'winner_id', foreignKeyConstraintName: 'auctions_winner_id_fkey' })
  winner!: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  settledAt!: Date | null;

  /** The last accepted bid's hash (bid-chain.ts): the head of the bid log, null before the first bid. */
  @Column({ type: 'char', length: 64, nullable: true })
  lastBidHash!: string | null;

  /** The highest proxy maximum set on it (auction_proxy_bids), null without one: a bid reads proxies only below it. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  proxyTop!: string | null;

  /** Since when staff have paused it (no bids until resumed, which moves the end on by the time paused). */
  @Column({ type: 'timestamptz', nullable: true })
  pausedAt!: Date | null;

  /** Why staff paused it, as they typed it; cleared on resuming. */
  @Column({ type: 'text', nullable: true })
  pauseReason!: string | null;

  /** When settlement found the bid log broken: left unsettled and staff alerted (once). */
  @Column({ type: 'timestamptz', nullable: true })
  bidLogBrokenAt!: Date | null;

  /** The last clock status pushed to watchers (the job announces a start and an end once). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  announcedStatus!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
