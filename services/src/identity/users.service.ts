import { AUDIT_ACTIONS, USER_ADMIN_ROLES, type Role as RoleName, type UserDto } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { ListUsersDto } from './dto/list-users.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { conflict, emailTaken, invalidField, isUniqueViolation, notFound } from './identity-errors.js';
import { PasswordService } from './password.service.js';
import { Role } from './role.entity.js';
import { SessionsService } from './sessions.service.js';
import { toUserDto } from './user-dto.js';
import { User } from './user.entity.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const isUserAdmin = (role: string) => (USER_ADMIN_ROLES as readonly string[]).includes(role);

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListUsersDto): Promise<UserDto[]> {
    const builder = this.dataSource.getRepository(User).createQueryBuilder('u');
    const search = query.search?.trim();
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('u.name ILIKE :pattern', { pattern })
            .orWhere('u.email ILIKE :pattern', { pattern })
            .orWhere('u.employee_id ILIKE :pattern', { pattern }),
        ),
      );
    }
    if (query.role) builder.andWhere('u.role = :role', { role: query.role });
    if (query.status) builder.andWhere('u.is_active = :active', { active: query.status === 'active' });
    const users = await builder.orderBy('u.created_at', 'ASC').addOrderBy('u.name', 'ASC').getMany();
    return users.map(toUserDto);
  }

  async create(dto: CreateUserDto, actor: Actor): Promise<UserDto> {
    const passwordHash = await this.passwords.hash(dto.password);
    return this.write(async (manager) => {
      await this.assertRoleExists(manager, dto.role);
      const users = manager.getRepository(User);
      const email = dto.email.toLowerCase();
      if (await users.exists({ where: { email } })) throw emailTaken();
      const user = await users.save(
        users.create({
          name: dto.name,
          email,
          phone: dto.phone ?? null,
          role: dto.role as RoleName,
          department: dto.department ?? null,
          employeeId: dto.employeeId ?? null,
          passwordHash,
        }),
      );
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.userCreate,
          description: `Created user ${user.name} (${user.email}) with role ${user.role}`,
          targetType: 'user',
          targetId: user.id,
        },
        manager,
      );
      return toUserDto(user);
    });
  }

  async update(id: string, dto: UpdateUserDto, actor: AuthenticatedUser & Actor): Promise<UserDto> {
    const passwordHash = dto.password ? await this.passwords.hash(dto.password) : undefined;
    return this.write(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOneBy({ id });
      if (!user) throw notFound('User');
      const changed: string[] = [];
      if (dto.role !== undefined && dto.role !== user.role) {
        if (id === actor.id && isUserAdmin(user.role) && !isUserAdmin(dto.role)) {
          throw conflict('You cannot remove your own administrator role', 'role');
        }
        await this.assertRoleExists(manager, dto.role);
        user.role = dto.role as RoleName;
        changed.push('role');
      }
      if (dto.email !== undefined && dto.email.toLowerCase() !== user.email) {
        const email = dto.email.toLowerCase();
        if (await users.exists({ where: { email } })) throw emailTaken();
        user.email = email;
        changed.push('email');
      }
      for (const field of ['name', 'phone', 'department', 'employeeId'] as const) {
        if (dto[field] !== undefined && dto[field] !== user[field]) {
          (user as unknown as Record<string, unknown>)[field] = dto[field];
          changed.push(field);
        }
      }
      if (passwordHash) changed.push('password');
      await users.save(user);
      if (passwordHash) {
        await users.update(id, { passwordHash });
        await this.sessions.endAllFor(id, manager, id === actor.id ? actor.sessionId : undefined);
      }
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.userUpdate,
          description: `Updated user ${user.name} (${user.email})${changed.length ? `: ${changed.join(', ')}` : ''}`,
          targetType: 'user',
          targetId: user.id,
        },
        manager,
      );
      return toUserDto(user);
    });
  }

  async setStatus(id: string, isActive: boolean, actor: Actor): Promise<UserDto> {
    if (id === actor.id && !isActive) throw conflict('You cannot deactivate your own account');
    return this.write(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOneBy({ id });
      if (!user) throw notFound('User');
      user.isActive = isActive;
      await users.save(user);
      if (!isActive) await this.sessions.endAllFor(id, manager);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.userStatus,
          description: `${isActive ? 'Activated' : 'Deactivated'} user ${user.name} (${user.email})`,
          targetType: 'user',
          targetId: user.id,
        },
        manager,
      );
      return toUserDto(user);
    });
  }

  async remove(id: string, actor: Actor): Promise<void> {
    if (id === actor.id) throw conflict('You cannot delete your own account');
    await this.write(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOneBy({ id });
      if (!user) throw notFound('User');
      await users.delete(id);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.userDelete,
          description: `Deleted user ${user.name} (${user.email})`,
          targetType: 'user',
          targetId: id,
        },
        manager,
      );
    });
  }

  private async assertRoleExists(manager: EntityManager, role: string): Promise<void> {
    if (!(await manager.getRepository(Role).exists({ where: { name: role } }))) {
      throw invalidField('role', 'role must be the name of an existing role');
    }
  }

  /** Runs a change in a transaction, turning unique violations into clear 409s. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
      if (isUniqueViolation(error, 'users_employee_id_key')) {
        throw conflict('This employee id is already used', 'employeeId');
      }
      throw error;
    }
  }
}
