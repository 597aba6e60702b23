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

/** A tenant of the back office; linked to an account (role tenant) so the tenant portal shows their records. */
@Entity('estate_tenants')
@Check('estate_tenants_vat_number_check', `"vat_number" ~ '^3[0-9]{13}3$'`)
@Check('estate_tenants_cr_number_check', `"cr_number" ~ '^[0-9]{10}$'`)
@Index('estate_tenants_national_id_key', ['nationalId'], { unique: true })
@Index('estate_tenants_user_id_key', ['userId'], { unique: true })
@Index('estate_tenants_city_idx', ['city'])
@Index('estate_tenants_name_idx', ['name'])
@Index('estate_tenants_created_at_idx', ['createdAt'])
@Index('estate_tenants_phone_idx', ['phone'])
@Index('estate_tenants_search_vector_idx', ['searchVector'], { type: 'gin' })
export class EstateTenant extends EstatePersonColumns {
  /** Whom to call in an emergency, and their phone (E.164). */
  @Column({ type: 'varchar', length: 150, nullable: true })
  emergencyContact!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  emergencyPhone!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'estate_tenants_user_id_fkey' })
  user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Names, email and national ID, normalized by estate_normalize_text; kept by estate_tenants_search_vector_trg. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector!: string | null;
}
