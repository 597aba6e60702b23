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
import { User } from '../../identity/user.entity.js';
import { EstateOwner } from '../owners/estate-owner.entity.js';
import { EstateProperty } from './estate-property.entity.js';

/**
 * Who owned a property when: the owner holds it from `fromDate` (null: since it was recorded) up to the day before
 * `toDate` (null: still, the open period; one per property). A transfer closes the open period on its effective date
 * and opens the new owner's; estate_properties.owner_id is the open period's owner. The owner portal reads figures by
 * these periods, so what happened before a transfer stays with the previous owner.
 */
@Entity('estate_property_ownerships')
@Index('estate_property_ownerships_property_id_idx', ['propertyId', 'fromDate'])
@Index('estate_property_ownerships_owner_id_idx', ['ownerId'])
// One open period per property (to_date IS NULL); by migration.
@Index('estate_property_ownerships_open_key', { synchronize: false })
@Check('estate_property_ownerships_dates_check', `"to_date" IS NULL OR "from_date" IS NULL OR "to_date" > "from_date"`)
export class EstatePropertyOwnership {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  propertyId!: string;

  @ManyToOne(() => EstateProperty, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'estate_property_ownerships_property_id_fkey' })
  property?: Relation<EstateProperty>;

  @Column({ type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => EstateOwner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'estate_property_ownerships_owner_id_fkey' })
  owner?: Relation<EstateOwner>;

  /** The first day of the period; null for the first owner (since the property was recorded). */
  @Column({ type: 'date', nullable: true })
  fromDate!: string | null;

  /** The day the next owner's period starts (not part of this one); null while the period is open. */
  @Column({ type: 'date', nullable: true })
  toDate!: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'estate_property_ownerships_created_by_fkey' })
  creator?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
