import { AUDIT_ACTIONS, type PermissionDto } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor } from '../common/auth/authenticated-user.js';
import type { CreatePermissionDto } from './dto/create-permission.dto.js';
import type { UpdatePermissionDto } from './dto/update-permission.dto.js';
import { conflict, isUniqueViolation, notFound } from './identity-errors.js';
import { CATEGORY_LABELS_AR, describePermission } from './permission-labels.js';
import { Permission } from './permission.entity.js';

export function toPermissionDto(permission: Permission): PermissionDto {
  return {
    id: permission.id,
    name: permission.name,
    nameAr: permission.nameAr,
    description: permission.description,
    descriptionAr: permission.descriptionAr,
    category: permission.category,
    categoryAr: permission.categoryAr,
  };
}

const permissionTaken = () => conflict('A permission with this name already exists', 'name');

@Injectable()
export class PermissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<PermissionDto[]> {
    const permissions = await this.dataSource
      .getRepository(Permission)
      .find({ order: { category: 'ASC', createdAt: 'ASC', name: 'ASC' } });
    return permissions.map(toPermissionDto);
  }

  /** Creates a permission; the labels not given are derived from its name. */
  async create(dto: CreatePermissionDto, actor: Actor): Promise<PermissionDto> {
    const derived = describePermission(dto.name);
    const category = dto.category ?? derived.category;
    return this.write(async (manager) => {
      const permissions = manager.getRepository(Permission);
      if (await permissions.exists({ where: { name: dto.name } })) throw permissionTaken();
      const permission = await permissions.save(
        permissions.create({
          name: dto.name,
          description: dto.description ?? derived.description,
          descriptionAr: dto.descriptionAr ?? derived.descriptionAr,
          nameAr: dto.nameAr ?? dto.descriptionAr ?? derived.nameAr,
          category,
          categoryAr: dto.categoryAr ?? CATEGORY_LABELS_AR[category] ?? derived.categoryAr,
        }),
      );
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.permissionCreate,
          description: `Created permission ${permission.name}`,
          targetType: 'permission',
          targetId: permission.id,
        },
        manager,
      );
      return toPermissionDto(permission);
    });
  }

  async update(id: string, dto: UpdatePermissionDto, actor: Actor): Promise<PermissionDto> {
    return this.write(async (manager) => {
      const permissions = manager.getRepository(Permission);
      const permission = await permissions.findOneBy({ id });
      if (!permission) throw notFound('Permission');
      const changed: string[] = [];
      if (dto.name !== undefined && dto.name !== permission.name) {
        if (await permissions.exists({ where: { name: dto.name } })) throw permissionTaken();
        permission.name = dto.name;
        changed.push('name');
      }
      for (const field of ['nameAr', 'description', 'descriptionAr', 'category', 'categoryAr'] as const) {
        if (dto[field] !== undefined && dto[field] !== permission[field]) {
          permission[field] = dto[field];
          changed.push(field);
        }
      }
      await permissions.save(permission);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.permissionUpdate,
          description: `Updated permission ${permission.name}${changed.length ? `: ${changed.join(', ')}` : ''}`,
          targetType: 'permission',
          targetId: id,
        },
        manager,
      );
      return toPermissionDto(permission);
    });
  }

  /** Deletes a permission; every role loses it (the grants cascade). */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.write(async (manager) => {
      const permission = await manager.getRepository(Permission).findOneBy({ id });
      if (!permission) throw notFound('Permission');
      const [{ roles }] = (await manager.query(
        `SELECT count(*)::int AS roles FROM role_permissions WHERE permission_id = $1`,
        [id],
      )) as [{ roles: number }];
      await manager.getRepository(Permission).delete(id);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.permissionDelete,
          description: `Deleted permission ${permission.name}, removing it from ${roles} roles`,
          targetType: 'permission',
          targetId: id,
        },
        manager,
      );
    });
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'permissions_name_key')) throw permissionTaken();
      throw error;
    }
  }
}
