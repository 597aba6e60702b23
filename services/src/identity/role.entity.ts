import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { RolePermission } from './role-permission.entity.js';

/** A role users hold by name (users.role). System roles are seeded and cannot be deleted or renamed. */
@Entity('roles')
@Index('roles_name_key', ['name'], { unique: true })
export class Role {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 32 })
  name!: string;

  @Column({ type: 'varchar', length: 120 })
  nameAr!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionAr!: string | null;

  @Column({ type: 'boolean', default: false })
  isSystem!: boolean;

  @OneToMany(() => RolePermission, (grant) => grant.role)
  grants?: Relation<RolePermission>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
