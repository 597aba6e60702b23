import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../identity/user.entity.js';
import { Auction } from './auction.entity.js';

/**
 * A bidder's maximum on an auction (a proxy bid): the platform bids for them, the least needed, up to it. Seen only by
 * its owner; `setAt` decides between two equal maximums (the earlier wins).
 */
@Entity('auction_proxy_bids')
@Check('auction_proxy_bids_maximum_check', `"maximum" > 0`)
export class AuctionProxyBid {
  @PrimaryColumn({ type: 'uuid' })
  auctionId!: string;

  @ManyToOne(() => Auction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'auction_id', foreignKeyConstraintName: 'auction_proxy_bids_auction_id_fkey' })
  auction!: Relation<Auction>;

  @PrimaryColumn({ type: 'uuid' })
  bidderId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bidder_id', foreignKeyConstraintName: 'auction_proxy_bids_bidder_id_fkey' })
  bidder!: Relation<User>;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  maximum!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  setAt!: Date;
}
