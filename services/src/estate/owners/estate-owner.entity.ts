import type { OwnerStatus } from '@estate/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../identity/user.entity.js';
import { EstatePersonColumns } from '../shared/person-columns.js';

/** A property owner of the back office; linked to an account (role owner) so the owner portal shows their records. */
@Entity('estate_owners')
@Check('estate_owners_vat_number_check', `"vat_number" ~ '^3[0-9]{13}3$'`)
@Check('estate_owners_cr_number_check', `"cr_number" ~ '^[0-9]{10}$'`)
@Index('estate_owners_national_id_key', ['nationalId'], { unique: true })
@Index('estate_owners_user_id_key', ['userId'], { unique: true })
@Index('estate_owners_city_idx', ['city'])
@Index('estate_owners_status_idx', ['status'])
@Index('estate_owners_name_idx', ['name'])
@Index('estate_owners_join_date_idx', ['joinDate'])
@Index('estate_owners_created_at_idx', ['createdAt'])
@Index('estate_owners_phone_idx', ['phone'])
@Index('estate_owners_search_vector_idx', ['searchVector'], { type: 'gin' })
@Check('estate_owners_status_check', `"status" IN ('active', 'inactive', 'suspended')`)
export class EstateOwner extends EstatePersonColumns {
  @Column({ type: 'varchar', length: 16, default: 'active' })
  status!: OwnerStatus;

  /** The day the owner joined (today in Riyadh unless given). */
  @Column({ type: 'date' })
  joinDate!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'estate_owners_user_id_fkey' })
  user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Names, email and national ID, normalized by estate_normalize_text; kept by estate_owners_search_vector_trg. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector!: string | null;
}
