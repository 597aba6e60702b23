import type { AuditLogDto, AuditLogPage } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { Actor } from '../auth/authenticated-user.js';
import { AuditLog } from './audit-log.entity.js';

export interface AuditEntry {
  actor: Actor;
  action: string;
  description: string;
  targetType?: string | null;
  targetId?: string | null;
}

export interface AuditQuery {
  page: number;
  limit: number;
  userId?: string;
  action?: string;
}

export function toAuditLogDto(entry: AuditLog): AuditLogDto {
  return {
    id: entry.id,
    userId: entry.userId,
    userName: entry.userName,
    action: entry.action,
    description: entry.description,
    targetType: entry.targetType,
    targetId: entry.targetId,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Writes and reads the audit log. Pass the transaction's manager so an entry commits with the change it records. */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(AuditLog).insert({
      userId: entry.actor.id,
      userName: entry.actor.name.slice(0, 254),
      action: entry.action,
      description: entry.description,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: entry.actor.ip?.slice(0, 64) ?? null,
    });
  }

  async list(query: AuditQuery): Promise<AuditLogPage> {
    const where: FindOptionsWhere<AuditLog> = {};
    if (query.userId) where.userId = query.userId;
    if (query.action) where.action = query.action;
    const [entries, total] = await this.dataSource.getRepository(AuditLog).findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    });
    return { items: entries.map(toAuditLogDto), total, page: query.page, limit: query.limit };
  }
}
