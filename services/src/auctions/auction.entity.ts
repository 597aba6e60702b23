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
import { Property } from '../properties/property.entity.js';

@Entity('auctions')
@Index('auctions_property_id_idx', ['propertyId'])
@Index('auctions_start_date_idx', ['startDate'])
@Index('auctions_end_date_idx', ['endDate'])
@Check(
  'auctions_prices_check',
  `"start_price" >= 0 AND "reserve_price" >= 0 AND "current_bid" >= 0 AND "min_increment" > 0`,
)
@Check('auctions_bid_count_check', `"bid_count" >= 0`)
@Check('auctions_dates_check', `"end_date" > "start_date"`)
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

  @Column({ type: 'timestamptz' })
  startDate!: Date;

  @Column({ type: 'timestamptz' })
  endDate!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
