import type {
  AdvertiserCapacity,
  PropertyAgent,
  PropertyCategory,
  PropertyPurpose,
  PropertyStatus,
  PropertyType,
} from '@estate/contracts';
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
import { User } from '../identity/user.entity.js';

@Entity('properties')
@Index('properties_city_idx', ['city'])
@Index('properties_district_idx', ['district'])
@Index('properties_purpose_idx', ['purpose'])
@Index('properties_type_idx', ['type'])
@Index('properties_category_idx', ['category'])
@Index('properties_price_idx', ['price'])
@Index('properties_area_idx', ['area'])
@Index('properties_created_at_idx', ['createdAt'])
// (created_at DESC NULLS LAST, id): the default order; a column order TypeORM cannot declare, so made by migration.
@Index('properties_newest_idx', { synchronize: false })
// (<column> DESC NULLS LAST, created_at DESC, id): the descending sorts in their exact order, also by migration.
@Index('properties_price_desc_idx', { synchronize: false })
@Index('properties_area_desc_idx', { synchronize: false })
@Index('properties_views_desc_idx', { synchronize: false })
// (city, purpose, type) INCLUDE (price, area, bedrooms, bathrooms) WHERE status = 'active': counts without the table.
@Index('properties_active_filter_idx', { synchronize: false })
@Index('properties_status_idx', ['status'])
@Index('properties_assigned_agent_id_idx', ['assignedAgentId', 'createdAt'])
@Index('properties_submitted_by_idx', ['submittedBy'])
// (updated_at DESC, id DESC), and (assigned_agent_id, updated_at DESC, id DESC) INCLUDE (status): the dashboard's
// recent listings and an agent's counts, by migration.
@Index('properties_updated_at_idx', { synchronize: false })
@Index('properties_agent_updated_idx', { synchronize: false })
@Index('properties_bedrooms_idx', ['bedrooms'])
@Index('properties_bathrooms_idx', ['bathrooms'])
@Index('properties_views_idx', ['views'])
@Index('properties_features_idx', ['features'], { type: 'gin' })
@Index('properties_search_vector_idx', ['searchVector'], { type: 'gin' })
@Index('properties_featured_idx', ['createdAt'], { where: `"featured" AND "status" = 'active'` })
@Check('properties_price_check', `"price" >= 0`)
@Check('properties_area_check', `"area" > 0`)
@Check('properties_rooms_check', `"bedrooms" >= 0 AND "bathrooms" >= 0 AND "parking_spaces" >= 0`)
@Check('properties_views_check', `"views" >= 0`)
@Check(
  'properties_advertiser_capacity_check',
  `"advertiser_capacity" IN ('owner', 'broker', 'developer', 'authorized')`,
)
// The ad-licence job's question: published listings by the day their ad licence expires.
@Index('properties_ad_license_expiry_idx', ['adLicenseExpiresOn'], { where: `"status" = 'active'` })
export class Property {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Arabic title. */
  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn!: string | null;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'text', nullable: true })
  descriptionEn!: string | null;

  /** SAR, read as a numeric string. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  price!: string | null;

  @Column({ type: 'varchar', length: 16 })
  purpose!: PropertyPurpose;

  @Column({ type: 'varchar', length: 20 })
  type!: PropertyType;

  @Column({ type: 'varchar', length: 20 })
  category!: PropertyCategory;

  @Column({ type: 'varchar', length: 80 })
  city!: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  district!: string | null;

  /** The district's English name, null when unknown (then the Arabic one is shown). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  districtEn!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address!: string | null;

  /** Square metres. */
  @Column({ type: 'integer', nullable: true })
  area!: number | null;

  @Column({ type: 'smallint', nullable: true })
  bedrooms!: number | null;

  @Column({ type: 'smallint', nullable: true })
  bathrooms!: number | null;

  @Column({ type: 'smallint', nullable: true })
  parkingSpaces!: number | null;

  @Column({ type: 'smallint', nullable: true })
  yearBuilt!: number | null;

  @Column({ type: 'smallint', nullable: true })
  floor!: number | null;

  @Column({ type: 'integer', default: 0 })
  views!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features!: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images!: string[];

  @Column({ type: 'text', nullable: true })
  brochureUrl!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  agent!: PropertyAgent | null;

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status!: PropertyStatus;

  /** Advertising licence number issued by the real-estate authority (REGA). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  adLicenseNumber!: string | null;

  /** The ad's licence block (REGA), required to publish (AD_LICENCE_RULE): who advertises and in what capacity. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  advertiserName!: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  advertiserCapacity!: AdvertiserCapacity | null;

  /** The advertiser's (broker's) FAL licence number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  falLicenseNumber!: string | null;

  /** The ad licence's last valid day; the ad-licence job withdraws the listing the day after. */
  @Column({ type: 'date', nullable: true })
  adLicenseExpiresOn!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  plotNumber!: string | null;

  /** When the ad-licence job withdrew the listing (its licence expired); null otherwise. */
  @Column({ type: 'timestamptz', nullable: true })
  adLicenseWithdrawnAt!: Date | null;

  /** The agent who works this listing: they see and edit it, and read the inquiries about it. */
  @Column({ type: 'uuid', nullable: true })
  assignedAgentId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_agent_id', foreignKeyConstraintName: 'properties_assigned_agent_id_fkey' })
  assignedAgent?: Relation<User>;

  /** Who sent the listing (staff or a signed-in visitor); null for seeded ones. */
  @Column({ type: 'uuid', nullable: true })
  submittedBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'submitted_by', foreignKeyConstraintName: 'properties_submitted_by_fkey' })
  submitter?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * Full-text document over the Arabic and English title, description, city and district (both names),
   * normalized by
   * estate_normalize_text; kept by the trigger properties_search_vector_trg (migration ListingsSearch).
   */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector!: string | null;
}
