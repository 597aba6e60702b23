import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Property } from '../properties/property.entity.js';

@Entity('auctions')
export class Auction {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  propertyId!: string;

  @ManyToOne(() => Property, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'property_id' })
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
