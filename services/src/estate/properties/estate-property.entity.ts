import type { EstatePropertyCategory, EstatePropertyStatus, EstatePropertyType } from '@estate/contracts';
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
import { EstateOwner } from '../owners/estate-owner.entity.js';

/** A property the office manages for its owner: a building, villa, shop... with its units. */
@Entity('estate_properties')
@Index('estate_properties_owner_id_idx', ['ownerId'])
@Index('estate_properties_city_idx', ['city', 'status'])
@Index('estate_properties_status_idx', ['status'])
@Index('estate_properties_type_idx', ['type'])
@Index('estate_properties_title_idx', ['title'])
@Index('estate_properties_current_value_idx', ['currentValue'])
@Index('estate_properties_created_at_idx', ['createdAt'])
@Index('estate_properties_search_vector_idx', ['searchVector'], { type: 'gin' })
@Check(
  'estate_properties_type_check',
  `"type" IN ('building', 'villa', 'apartment', 'office', 'commercial', 'shop', 'warehouse')`,
)
@Check('estate_properties_category_check', `"category" IN ('residential', 'commercial', 'mixed')`)
@Check('estate_properties_status_check', `"status" IN ('active', 'inactive', 'maintenance')`)
@Check('estate_properties_amounts_check', `"area" > 0 AND "purchase_price" >= 0 AND "current_value" >= 0`)
export class EstateProperty {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Arabic title. */
  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn!: string | null;

  @Column({ type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => EstateOwner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'estate_properties_owner_id_fkey' })
  owner?: Relation<EstateOwner>;

  @Column({ type: 'varchar', length: 20 })
  type!: EstatePropertyType;

  @Column({ type: 'varchar', length: 16 })
  category!: EstatePropertyCategory;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status!: EstatePropertyStatus;

  /** A key of SAUDI_CITIES. */
  @Column({ type: 'varchar', length: 20 })
  city!: string;

  @Column({ type: 'varchar', length: 120 })
  district!: string;

  /** The district's English name, null when unknown (then the Arabic one is shown). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  districtEn!: string | null;

  @Column({ type: 'varchar', length: 300 })
  address!: string;

  /** Square metres. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  area!: string | null;

  @Column({ type: 'smallint', nullable: true })
  yearBuilt!: number | null;

  /** SAR. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  purchasePrice!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  currentValue!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn!: string | null;

  /** Its national address (building number, street, district, city, postal code, additional number, short address). */
  @Column({ type: 'jsonb', nullable: true })
  nationalAddress!: Record<string, string | null> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Titles, district (both names) and address, normalized; kept by estate_properties_search_vector_trg. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector!: string | null;
}
