import type { UnitType } from '@estate/contracts';
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
import { Property } from '../../properties/property.entity.js';
import { EstateProperty } from '../properties/estate-property.entity.js';

/** A lettable unit of a property. Its status (occupied, vacant...) is read from its contracts, never stored. */
@Entity('estate_units')
// (property_id, lower(unit_number)) unique: a unit number once per property whatever its case; by migration.
@Index('estate_units_property_number_key', { synchronize: false })
// (lower(unit_number) text_pattern_ops): search by unit number (prefix) across properties; by migration.
@Index('estate_units_number_search_idx', { synchronize: false })
@Index('estate_units_property_id_idx', ['propertyId', 'createdAt'])
@Index('estate_units_unit_type_idx', ['unitType'])
@Index('estate_units_rent_price_idx', ['rentPrice'])
@Index('estate_units_created_at_idx', ['createdAt'])
@Index('estate_units_listing_id_key', ['listingId'], { unique: true })
// (<sort column> DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (property_id, unit_type, under_maintenance, open_until):
// the list's sorts as an index walk filtered from the index; by migration.
@Index('estate_units_unit_number_order_idx', { synchronize: false })
@Index('estate_units_unit_type_order_idx', { synchronize: false })
@Index('estate_units_floor_order_idx', { synchronize: false })
@Index('estate_units_area_order_idx', { synchronize: false })
@Index('estate_units_rent_price_order_idx', { synchronize: false })
@Index('estate_units_created_at_order_idx', { synchronize: false })
// (property_id) INCLUDE (open_until, under_maintenance, unit_type): a city's or property's units by status, counted
// from the index; by migration.
@Index('estate_units_property_open_idx', { synchronize: false })
@Check('estate_units_unit_type_check', `"unit_type" IN ('apartment', 'villa', 'office', 'shop', 'warehouse')`)
@Check('estate_units_amounts_check', `"rent_price" >= 0 AND "area" > 0 AND "bedrooms" >= 0 AND "bathrooms" >= 0`)
export class EstateUnit {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  propertyId!: string;

  /** A property's units go with it (deleting a property with contracts is refused before that). */
  @ManyToOne(() => EstateProperty, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'estate_units_property_id_fkey' })
  property?: Relation<EstateProperty>;

  @Column({ type: 'varchar', length: 30 })
  unitNumber!: string;

  @Column({ type: 'varchar', length: 16 })
  unitType!: UnitType;

  @Column({ type: 'smallint', nullable: true })
  floor!: number | null;

  /** Square metres. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  area!: string | null;

  @Column({ type: 'smallint', nullable: true })
  bedrooms!: number | null;

  @Column({ type: 'smallint', nullable: true })
  bathrooms!: number | null;

  /** Asking rent per month, SAR. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  rentPrice!: string;

  @Column({ type: 'text', nullable: true })
  features!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn!: string | null;

  /** Taken out of letting for works. */
  @Column({ type: 'boolean', default: false })
  underMaintenance!: boolean;

  /**
   * The last day of the unit's contracts not terminated (null: none): it has an open contract on any day up to it.
   * Kept by a trigger on the contracts (migration UnitOpenUntil); never written here.
   */
  @Column({ type: 'date', nullable: true, insert: false, update: false, select: false })
  openUntil!: string | null;

  /** The public rent listing the unit is published as. */
  @Column({ type: 'uuid', nullable: true })
  listingId!: string | null;

  @ManyToOne(() => Property, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'estate_units_listing_id_fkey' })
  listing?: Relation<Property>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
