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
import { Auction } from './auction.entity.js';

/** An event pushed to an auction's watchers, kept a while so a client that reconnects gets what it missed. */
@Entity('auction_events')
@Index('auction_events_auction_idx', ['auctionId', 'id'])
@Index('auction_events_created_idx', ['createdAt'])
@Check('auction_events_type_check', `"type" IN ('bid', 'extended', 'status', 'paused', 'resumed')`)
export class AuctionEventRecord {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ type: 'uuid' })
  auctionId!: string;

  @ManyToOne(() => Auction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'auction_id', foreignKeyConstraintName: 'auction_events_auction_id_fkey' })
  auction!: Relation<Auction>;

  @Column({ type: 'varchar', length: 16 })
  type!: 'bid' | 'extended' | 'status' | 'paused' | 'resumed';

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
