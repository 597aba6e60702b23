import type {
  PropertyAgent,
  PropertyCategory,
  PropertyPurpose,
  PropertyStatus,
  PropertyType,
} from '@estate/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('properties')
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
