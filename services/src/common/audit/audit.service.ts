import {
  type AuditLogDto,
  type AuditLogPage,
  type AuditLogQuery,
  ERROR_CODES,
  type FieldError,
} from '@estate/contracts';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../auth/authenticated-user.js';
import { AuditLog } from './audit-log.entity.js';

export interface AuditEntry {
  actor: Actor;
  action: string;
  description: string;
  targetType?: string | null;
  targetId?: string | null;
}

export interface AuditQuery extends AuditLogQuery {
  page: number;
  limit: number;
}

const DAY_MS = 86_400_000;
/** The instant a calendar day starts in Riyadh (UTC+3 all year). */
const riyadhDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

  /** Newest first; every filter combines with the others. Days are Riyadh days, both ends included. */
  async list(query: AuditQuery): Promise<AuditLogPage> {
    if (query.from && query.to && query.to < query.from) {
      throw new BadRequestException({
        code: ERROR_CODES.validation,
        message: 'Validation failed (to: to must not be before from)',
        details: [{ field: 'to', messages: ['to must not be before from'] }] satisfies FieldError[],
      });
    }
    const builder = this.dataSource.getRepository(AuditLog).createQueryBuilder('a');
    if (query.userId) builder.andWhere('a.user_id = :userId', { userId: query.userId });
    if (query.action) builder.andWhere('a.action = :action', { action: query.action });
    if (query.targetType) builder.andWhere('a.target_type = :targetType', { targetType: query.targetType });
    if (query.targetId) builder.andWhere('a.target_id = :targetId', { targetId: query.targetId });
    // Bounds on the column itself, so the indexes on (…, created_at) serve them.
    if (query.from) builder.andWhere('a.created_at >= :from', { from: riyadhDayStart(query.from) });
    if (query.to) {
      builder.andWhere('a.created_at < :before', { before: new Date(riyadhDayStart(query.to).getTime() + DAY_MS) });
    }
    const search = query.search?.trim();
    if (search) builder.andWhere('a.description ILIKE :pattern', { pattern: `%${escapeLike(search)}%` });
    const [entries, total] = await builder
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return { items: entries.map(toAuditLogDto), total, page: query.page, limit: query.limit };
  }
}
