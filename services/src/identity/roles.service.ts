import { AUDIT_ACTIONS, DEFAULT_ROLE, type RoleDto, ROLES } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor } from '../common/auth/authenticated-user.js';
import type { CreateRoleDto } from './dto/create-role.dto.js';
import type { UpdateRoleDto } from './dto/update-role.dto.js';
import { conflict, invalidField, isUniqueViolation, notFound, systemRole } from './identity-errors.js';
import { Permission } from './permission.entity.js';
import { RolePermission } from './role-permission.entity.js';
import { Role } from './role.entity.js';

export function toRoleDto(role: Role): RoleDto {
  return {
    id: role.id,
    name: role.name,
    nameAr: role.nameAr,
    description: role.description,
    descriptionAr: role.descriptionAr,
    permissions: (role.grants ?? []).map((grant) => grant.permission!.name).sort(),
    isSystem: role.isSystem,
  };
}

const roleTaken = () => conflict('A role with this name already exists', 'name');

@Injectable()
export class RolesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<RoleDto[]> {
    const roles = await this.dataSource.getRepository(Role).find({
      relations: { grants: { permission: true } },
      order: { isSystem: 'DESC', createdAt: 'ASC', name: 'ASC' },
    });
    // System roles in the order the platform lists them, then the others oldest first.
    const rank = (role: Role) => (role.isSystem ? (ROLES as readonly string[]).indexOf(role.name) : ROLES.length);
    return roles
      .map((role, index) => ({ role, index }))
      .sort((a, b) => rank(a.role) - rank(b.role) || a.index - b.index)
      .map(({ role }) => toRoleDto(role));
  }

  async create(dto: CreateRoleDto, actor: Actor): Promise<RoleDto> {
    const id = await this.write(async (manager) => {
      const roles = manager.getRepository(Role);
      if (await roles.exists({ where: { name: dto.name } })) throw roleTaken();
      const role = await roles.save(
        roles.create({
          name: dto.name,
          nameAr: dto.nameAr,
          description: dto.description ?? null,
          descriptionAr: dto.descriptionAr ?? null,
          isSystem: false,
        }),
      );
      await this.grant(manager, role.id, dto.permissions ?? []);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.roleCreate,
          description: `Created role ${role.name} with ${dto.permissions?.length ?? 0} permissions`,
          targetType: 'role',
          targetId: role.id,
        },
        manager,
      );
      return role.id;
    });
    return this.get(id);
  }

  async update(id: string, dto: UpdateRoleDto, actor: Actor): Promise<RoleDto> {
    await this.write(async (manager) => {
      const roles = manager.getRepository(Role);
      const role = await roles.findOneBy({ id });
      if (!role) throw notFound('Role');
      const changed: string[] = [];
      if (dto.name !== undefined && dto.name !== role.name) {
        if (role.isSystem) throw systemRole('A system role cannot be renamed');
        if (await roles.exists({ where: { name: dto.name } })) throw roleTaken();
        await manager.query(`UPDATE users SET role = $1 WHERE role = $2`, [dto.name, role.name]);
        role.name = dto.name;
        changed.push('name');
      }
      for (const field of ['nameAr', 'description', 'descriptionAr'] as const) {
        if (dto[field] !== undefined && dto[field] !== role[field]) {
          role[field] = dto[field];
          changed.push(field);
        }
      }
      await roles.save(role);
      if (dto.permissions !== undefined) {
        await manager.getRepository(RolePermission).delete({ roleId: id });
        await this.grant(manager, id, dto.permissions);
        changed.push('permissions');
      }
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.roleUpdate,
          description: `Updated role ${role.name}${changed.length ? `: ${changed.join(', ')}` : ''}`,
          targetType: 'role',
          targetId: id,
        },
        manager,
      );
    });
    return this.get(id);
  }

  /** Deletes a role that is not a system role; its users fall back to the default role and its permissions. */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.write(async (manager) => {
      const role = await manager.getRepository(Role).findOneBy({ id });
      if (!role) throw notFound('Role');
      if (role.isSystem) throw systemRole('A system role cannot be deleted');
      const [, moved] = (await manager.query(`UPDATE users SET role = $1 WHERE role = $2`, [
        DEFAULT_ROLE,
        role.name,
      ])) as [unknown, number];
      await manager.getRepository(Role).delete(id);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.roleDelete,
          description: `Deleted role ${role.name}; ${moved} users moved to ${DEFAULT_ROLE}`,
          targetType: 'role',
          targetId: id,
        },
        manager,
      );
    });
  }

  private async get(id: string): Promise<RoleDto> {
    const role = await this.dataSource
      .getRepository(Role)
      .findOne({ where: { id }, relations: { grants: { permission: true } } });
    if (!role) throw notFound('Role');
    return toRoleDto(role);
  }

  private async grant(manager: EntityManager, roleId: string, names: string[]): Promise<void> {
    const unique = [...new Set(names)];
    if (unique.length === 0) return;
    const permissions = await manager.getRepository(Permission).findBy({ name: In(unique) });
    const unknown = unique.filter((name) => !permissions.some((permission) => permission.name === name));
    if (unknown.length > 0) throw invalidField('permissions', `unknown permissions: ${unknown.join(', ')}`);
    await manager
      .getRepository(RolePermission)
      .insert(permissions.map((permission) => ({ roleId, permissionId: permission.id })));
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'roles_name_key')) throw roleTaken();
      throw error;
    }
  }
}
