import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Permission } from './permission.entity.js';
import { Role } from './role.entity.js';

/** A permission granted to a role. Deleting either side removes the grant. */
@Entity('role_permissions')
@Index('role_permissions_permission_id_idx', ['permissionId'])
export class RolePermission {
  @PrimaryColumn({ type: 'uuid' })
  roleId!: string;

  @PrimaryColumn({ type: 'uuid' })
  permissionId!: string;

  @ManyToOne(() => Role, (role) => role.grants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id', foreignKeyConstraintName: 'role_permissions_role_id_fkey' })
  role?: Relation<Role>;

  @ManyToOne(() => Permission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'permission_id', foreignKeyConstraintName: 'role_permissions_permission_id_fkey' })
  permission?: Relation<Permission>;
}
