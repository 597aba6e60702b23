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
import { User } from '../identity/user.entity.js';
import { Auction } from './auction.entity.js';

/** An accepted bid. `ordinal` numbers an auction's bids in the order they were accepted; amounts rise with it. */
@Entity('auction_bids')
@Index('auction_bids_auction_ordinal_key', ['auctionId', 'ordinal'], { unique: true })
@Index('auction_bids_idempotency_key', ['bidderId', 'idempotencyKey'], {
  unique: true,
  where: `"idempotency_key" IS NOT NULL`,
})
@Index('auction_bids_bidder_idx', ['bidderId', 'createdAt'])
@Check('auction_bids_amount_check', `"amount" > 0`)
@Check('auction_bids_ordinal_check', `"ordinal" > 0`)
export class AuctionBid {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  auctionId!: string;

  @ManyToOne(() => Auction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'auction_id', foreignKeyConstraintName: 'auction_bids_auction_id_fkey' })
  auction!: Relation<Auction>;

  /** Null once the bidder's account is deleted (the bid stays in the auction's history). */
  @Column({ type: 'uuid', nullable: true })
  bidderId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'bidder_id', foreignKeyConstraintName: 'auction_bids_bidder_id_fkey' })
  bidder!: Relation<User> | null;

  @Column({ type: 'integer' })
  ordinal!: number;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  /** The bidder as the public bid log names them (bidderPseudonym): kept when the account is deleted. */
  @Column({ type: 'varchar', length: 16 })
  bidderRef!: string;

  /** The hash of the bid before this one (the auction's genesis hash for the first), and this bid's (bid-chain.ts). */
  @Column({ type: 'char', length: 64 })
  prevHash!: string;

  @Column({ type: 'char', length: 64 })
  hash!: string;

  /** Placed by the platform up to the bidder's maximum (auction_proxy_bids). */
  @Column({ type: 'boolean', default: false })
  proxy!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
