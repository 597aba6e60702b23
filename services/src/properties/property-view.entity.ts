import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Property } from './property.entity.js';

/**
 * One visitor's view of a listing on one day: the view counter moves once per visitor (`user:<id>` or a hash
 * of the address) per listing per day, however often the page is opened.
 */
@Entity('property_views')
@Index('property_views_day_idx', ['day'])
@Index('property_views_day_property_idx', ['day', 'propertyId'])
export class PropertyView {
  @PrimaryColumn({ type: 'uuid' })
  propertyId!: string;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  visitor!: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'property_views_property_id_fkey' })
  property?: Relation<Property>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
