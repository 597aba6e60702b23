import {
  ERROR_CODES,
  type EstateNotificationItem,
  type EstateOption,
  type MarkAllReadResult,
  groupNotificationTypesFor,
  type MyNotifications,
  NOTIFICATION_AUDIT_ACTIONS,
  NOTIFICATION_ERROR_CODES,
  type NotificationList,
  type NotificationSummary,
  notificationGroupsOf,
  notificationTypesOf,
  type UnreadNotificationCount,
} from '@estate/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { returnedRows } from '../../common/database/returned-rows.js';
import { escapeLike, SqlParams } from '../shared/estate-sql.js';
import type { EstateOptionsQueryDto } from '../shared/estate-fields.js';
import type { ListNotificationsDto, MyNotificationsDto } from './dto/list-notifications.dto.js';
import type { NotificationInputDto, NotificationUpdateDto } from './dto/notification-input.dto.js';
import { mailAllowed, shownInAppSql } from './notification-preferences.js';
import { writeNotification } from './notification-writer.js';
import { Notifier, type NotificationEvent, type NotificationEventType } from './notifier.js';

/** A notification row with the caller's state and the addressed account's name. */
interface NotificationRow {
  id: string;
  type: EstateNotificationItem['type'];
  priority: EstateNotificationItem['priority'];
  title: string;
  title_ar: string;
  message: string;
  message_ar: string;
  related_entity_type: string | null;
  related_entity_id: string | null;
  action_url: string | null;
  expires_at: Date | null;
  expired: boolean;
  recipient_type: EstateNotificationItem['recipientType'];
  recipient_user_id: string | null;
  recipient_user_name: string | null;
  event_key: string | null;
  read_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  total?: number;
}

const notFound = () =>
  new NotFoundException({ code: NOTIFICATION_ERROR_CODES.notFound, message: 'No such notification' });

const fieldError = (field: string, message: string) =>
  new BadRequestException({
    code: ERROR_CODES.validation,
    message: `Validation failed (${field}: ${message})`,
    details: [{ field, messages: [message] }],
  });

/** Not expired at the statement's time. */
const LIVE = `(n.expires_at IS NULL OR n.expires_at > now())`;
/**
 * Reaches the reader ($user, $groups, $types): addressed to their account, or to a group their role belongs to when
 * the notification's type is one their permissions let reach them through a group (groupNotificationTypesFor); and
 * of a kind they have not switched off in-app (their notification settings).
 */
const reaches = (user: string, groups: string, types: string) =>
  `(((n.recipient_type = ANY(${groups}) AND n.type = ANY(${types})) OR n.recipient_user_id = ${user})
    AND ${shownInAppSql(user)})`;

/** The groups of the reader's role and the types those groups bring them, as two statement values. */
const groupsOf = (user: AuthenticatedUser): [string[], string[]] => [
  notificationGroupsOf(user.role),
  groupNotificationTypesFor(user.permissions),
];

const SELECT_ITEM = (user: string, extra = '') => `
  SELECT n.id, n.type, n.priority, n.title, n.title_ar, n.message, n.message_ar, n.related_entity_type,
         n.related_entity_id, n.action_url, n.expires_at, NOT ${LIVE} AS expired, n.recipient_type,
         n.recipient_user_id, u.name AS recipient_user_name, n.event_key, s.read_at, n.created_by, n.created_at,
         n.updated_at${extra}
    FROM estate_notifications n
    LEFT JOIN estate_notification_states s ON s.notification_id = n.id AND s.user_id = ${user}
    LEFT JOIN users u ON u.id = n.recipient_user_id`;

const toItem = (row: NotificationRow): EstateNotificationItem => ({
  id: row.id,
  type: row.type,
  priority: row.priority,
  title: row.title,
  titleAr: row.title_ar,
  message: row.message,
  messageAr: row.message_ar,
  relatedEntityType: row.related_entity_type,
  relatedEntityId: row.related_entity_id,
  actionUrl: row.action_url,
  expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  expired: row.expired,
  recipientType: row.recipient_type,
  recipientUserId: row.recipient_user_id,
  recipientUserName: row.recipient_user_name,
  eventKey: row.event_key,
  read: row.read_at !== null,
  readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const PRIORITY_RANK = `(CASE n.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END)`;

/**
 * Server-generated and staff notifications, and each reader's read and deleted state. A reader's notifications are
 * those for their account or for a group of their role (resolved when they read, so a new manager sees the
 * managers' notifications too) of a type their permissions let a group bring them (NOTIFICATION_TYPE_PERMISSIONS);
 * anything else answers 404 as an unknown id does.
 */
@Injectable()
export class NotificationsService extends Notifier {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    super();
  }

  /** Writes the event's notification in the caller's transaction; false when its eventKey was already written. */
  async notify(manager: EntityManager, event: NotificationEvent): Promise<boolean> {
    return writeNotification(manager, event);
  }

  /** False when the account switched mail off for the kind in their notification settings. */
  async mails(manager: EntityManager, userId: string, type: NotificationEventType): Promise<boolean> {
    return mailAllowed(manager, userId, type);
  }

  /* ---------------------------------------------------------------------------------------------------------- */
  /* The signed-in user's own                                                                                    */
  /* ---------------------------------------------------------------------------------------------------------- */

  /**
   * A page of the caller's live notifications they have not deleted, newest first (of one group of types with
   * ?category, only the unread with ?tab=unread), and their unread count (all of them, for the bell).
   */
  async mine(user: AuthenticatedUser, query: MyNotificationsDto): Promise<MyNotifications> {
    const params = new SqlParams();
    const me = params.add(user.id);
    const where = this.myFilters(params, me, user, query);
    const limit = params.add(query.limit);
    const offset = params.add((query.page - 1) * query.limit);
    const rows = (await this.dataSource.query(
      `${SELECT_ITEM(me, ', count(*) OVER ()::int AS total')}
        WHERE ${where} AND s.deleted_at IS NULL
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    )) as NotificationRow[];
    const { unread } = await this.unreadCount(user);
    const total = rows[0]?.total ?? (query.page > 1 ? await this.countMine(user, query) : 0);
    return { items: rows.map(toItem), total, page: query.page, limit: query.limit, unread };
  }

  /** The caller's live ones, of the query's group (type IN (...), on the recipient indexes) and tab. */
  private myFilters(params: SqlParams, me: string, user: AuthenticatedUser, query: MyNotificationsDto): string {
    const [groups, types] = groupsOf(user);
    const where = [reaches(me, params.add(groups), params.add(types)), LIVE];
    if (query.category) {
      const types = notificationTypesOf(query.category).map((type) => params.add(type));
      where.push(`n.type IN (${types.join(', ')})`);
    }
    if (query.tab === 'unread') where.push('s.read_at IS NULL');
    return where.join(' AND ');
  }

  private async countMine(user: AuthenticatedUser, query: MyNotificationsDto): Promise<number> {
    const params = new SqlParams();
    const me = params.add(user.id);
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM estate_notifications n
         LEFT JOIN estate_notification_states s ON s.notification_id = n.id AND s.user_id = ${me}
        WHERE ${this.myFilters(params, me, user, query)} AND s.deleted_at IS NULL`,
      params.values,
    )) as [{ count: number }];
    return count;
  }

  /** One statement on the recipient indexes, each row's state looked up by its key. */
  async unreadCount(user: AuthenticatedUser): Promise<UnreadNotificationCount> {
    const [{ unread }] = (await this.dataSource.query(
      `SELECT count(*)::int AS unread FROM estate_notifications n
        WHERE ${reaches('$1', '$2', '$3')} AND ${LIVE}
          AND NOT EXISTS (SELECT 1 FROM estate_notification_states s
                           WHERE s.notification_id = n.id AND s.user_id = $1
                             AND (s.read_at IS NOT NULL OR s.deleted_at IS NOT NULL))`,
      [user.id, ...groupsOf(user)],
    )) as [{ unread: number }];
    return { unread };
  }

  /** Read or unread, for the caller only; 404 unless it is addressed to them and not deleted by them. */
  async setMyRead(user: AuthenticatedUser, id: string, read: boolean): Promise<EstateNotificationItem> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertMine(manager, user, id);
      await this.writeState(manager, id, user.id, { read });
      return this.item(manager, id, user.id);
    });
  }

  /** Deleted from the caller's list only (others keep it). */
  async deleteMine(user: AuthenticatedUser, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.assertMine(manager, user, id);
      await manager.query(
        `INSERT INTO estate_notification_states (notification_id, user_id, deleted_at) VALUES ($1, $2, now())
         ON CONFLICT (notification_id, user_id) DO UPDATE SET deleted_at = now()`,
        [id, user.id],
      );
    });
  }

  /** Every live notification of the caller's read. */
  async markAllMineRead(user: AuthenticatedUser): Promise<MarkAllReadResult> {
    return this.markAllRead(reaches('$1', '$2', '$3'), [user.id, ...groupsOf(user)]);
  }

  private async assertMine(manager: EntityManager, user: AuthenticatedUser, id: string): Promise<void> {
    const rows = (await manager.query(
      `SELECT 1 FROM estate_notifications n
         LEFT JOIN estate_notification_states s ON s.notification_id = n.id AND s.user_id = $1
        WHERE n.id = $4 AND ${reaches('$1', '$2', '$3')} AND s.deleted_at IS NULL`,
      [user.id, ...groupsOf(user), id],
    )) as unknown[];
    if (rows.length === 0) throw notFound();
  }

  /* ---------------------------------------------------------------------------------------------------------- */
  /* Staff (estate_notifications_manage)                                                                          */
  /* ---------------------------------------------------------------------------------------------------------- */

  /** Every notification; read state is the caller's own. */
  async list(user: AuthenticatedUser, query: ListNotificationsDto): Promise<NotificationList> {
    const params = new SqlParams();
    const me = params.add(user.id);
    const where = this.staffFilters(params, query);
    if (query.tab === 'unread') where.push(`${LIVE} AND s.read_at IS NULL`);
    if (query.tab === 'read') where.push(`${LIVE} AND s.read_at IS NOT NULL`);
    if (query.tab === 'expired') where.push(`NOT ${LIVE}`);
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const order =
      query.sort === 'priority'
        ? `${PRIORITY_RANK} ${direction === 'DESC' ? 'ASC' : 'DESC'}, n.created_at DESC`
        : query.sort === 'expiresAt'
          ? `n.expires_at ${direction} NULLS LAST, n.created_at DESC`
          : `n.created_at ${direction}`;
    const limit = params.add(query.limit);
    const offset = params.add((query.page - 1) * query.limit);
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const rows = (await this.dataSource.query(
      `${SELECT_ITEM(me)} ${whereSql} ORDER BY ${order}, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    )) as NotificationRow[];
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM estate_notifications n
         LEFT JOIN estate_notification_states s ON s.notification_id = n.id AND s.user_id = ${me} ${whereSql}`,
      params.values.slice(0, params.values.length - 2),
    )) as [{ total: number }];
    return { items: rows.map(toItem), total, page: query.page, limit: query.limit };
  }

  /** The cards: with the search and filters of the list (not its tab). */
  async summary(user: AuthenticatedUser, query: ListNotificationsDto): Promise<NotificationSummary> {
    const params = new SqlParams();
    const me = params.add(user.id);
    const where = this.staffFilters(params, query);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE ${LIVE} AND s.read_at IS NULL))::int AS unread,
              (count(*) FILTER (WHERE ${LIVE} AND n.priority IN ('urgent', 'high')))::int AS urgent,
              (count(*) FILTER (WHERE NOT ${LIVE}))::int AS expired
         FROM estate_notifications n
         LEFT JOIN estate_notification_states s ON s.notification_id = n.id AND s.user_id = ${me}
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
      params.values,
    )) as [NotificationSummary];
    return row;
  }

  private staffFilters(params: SqlParams, query: ListNotificationsDto): string[] {
    const where: string[] = [];
    if (query.q) {
      const pattern = params.add(`%${escapeLike(query.q)}%`);
      where.push(
        query.lang === 'en'
          ? `(n.title ILIKE ${pattern} OR n.message ILIKE ${pattern})`
          : `(estate_normalize_text(n.title_ar) LIKE estate_normalize_text(${pattern})
              OR estate_normalize_text(n.message_ar) LIKE estate_normalize_text(${pattern}))`,
      );
    }
    if (query.type) where.push(`n.type = ${params.add(query.type)}`);
    if (query.priority) where.push(`n.priority = ${params.add(query.priority)}`);
    return where;
  }

  async get(user: AuthenticatedUser, id: string): Promise<EstateNotificationItem> {
    return this.item(this.dataSource.manager, id, user.id);
  }

  /** A system notification from staff, audited. */
  async create(input: NotificationInputDto, user: AuthenticatedUser, actor: Actor): Promise<EstateNotificationItem> {
    return this.dataSource.transaction(async (manager) => {
      const recipientUserId = await this.recipientOf(manager, input.recipientType, input.recipientUserId);
      const [{ id }] = (await manager.query(
        `INSERT INTO estate_notifications
           (type, priority, title, title_ar, message, message_ar, action_url, expires_at, recipient_type,
            recipient_user_id, created_by)
         VALUES ('system_notification', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          input.priority,
          input.title,
          input.titleAr,
          input.message,
          input.messageAr,
          input.actionUrl ?? null,
          input.expiresAt ?? null,
          input.recipientType,
          recipientUserId,
          user.id,
        ],
      )) as [{ id: string }];
      await this.audit.record(
        {
          actor,
          action: NOTIFICATION_AUDIT_ACTIONS.create,
          description: `Notification "${input.title}" to ${input.recipientType}`,
          targetType: 'estate_notification',
          targetId: id,
        },
        manager,
      );
      return this.item(manager, id, user.id);
    });
  }

  /** Changes what staff write; the kind and event key stay. */
  async update(
    id: string,
    input: NotificationUpdateDto,
    user: AuthenticatedUser,
    actor: Actor,
  ): Promise<EstateNotificationItem> {
    return this.dataSource.transaction(async (manager) => {
      const [current] = (await manager.query(
        `SELECT recipient_type, recipient_user_id FROM estate_notifications WHERE id = $1 FOR UPDATE`,
        [id],
      )) as { recipient_type: string; recipient_user_id: string | null }[];
      if (!current) throw notFound();
      const params = new SqlParams();
      const sets: string[] = [];
      const changed: string[] = [];
      const columns = {
        title: 'title',
        titleAr: 'title_ar',
        message: 'message',
        messageAr: 'message_ar',
        priority: 'priority',
        actionUrl: 'action_url',
        expiresAt: 'expires_at',
      } as const;
      for (const [field, column] of Object.entries(columns) as [keyof typeof columns, string][]) {
        if (input[field] === undefined) continue;
        sets.push(`${column} = ${params.add(input[field])}`);
        changed.push(field);
      }
      if (input.recipientType !== undefined || input.recipientUserId !== undefined) {
        const type = input.recipientType ?? current.recipient_type;
        const userId = await this.recipientOf(
          manager,
          type,
          input.recipientUserId === undefined ? current.recipient_user_id : input.recipientUserId,
        );
        sets.push(`recipient_type = ${params.add(type)}`, `recipient_user_id = ${params.add(userId)}`);
        changed.push('recipient');
      }
      if (sets.length > 0) {
        await manager.query(
          `UPDATE estate_notifications SET ${sets.join(', ')}, updated_at = now() WHERE id = ${params.add(id)}`,
          params.values,
        );
      }
      await this.audit.record(
        {
          actor,
          action: NOTIFICATION_AUDIT_ACTIONS.update,
          description: `Notification ${id}: ${changed.join(', ') || 'nothing'} changed`,
          targetType: 'estate_notification',
          targetId: id,
        },
        manager,
      );
      return this.item(manager, id, user.id);
    });
  }

  /** Deleted for everyone, audited. */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ title: string }>(
        await manager.query(`DELETE FROM estate_notifications WHERE id = $1 RETURNING title`, [id]),
      );
      const [deleted] = rows;
      if (!deleted) throw notFound();
      await this.audit.record(
        {
          actor,
          action: NOTIFICATION_AUDIT_ACTIONS.delete,
          description: `Notification "${deleted.title}" deleted`,
          targetType: 'estate_notification',
          targetId: id,
        },
        manager,
      );
    });
  }

  /** The caller's read state of any notification (staff see them all). */
  async setRead(user: AuthenticatedUser, id: string, read: boolean): Promise<EstateNotificationItem> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(`SELECT 1 FROM estate_notifications WHERE id = $1`, [id])) as unknown[];
      if (rows.length === 0) throw notFound();
      await this.writeState(manager, id, user.id, { read });
      return this.item(manager, id, user.id);
    });
  }

  /** Every live notification read by the caller (those addressed to them among them, so their bell empties). */
  async markAllReadForStaff(user: AuthenticatedUser): Promise<MarkAllReadResult> {
    return this.markAllRead('TRUE', [user.id]);
  }

  /** Active accounts staff may address one notification to; ?q matches the name or email. */
  async recipients(query: EstateOptionsQueryDto): Promise<EstateOption[]> {
    const params = new SqlParams();
    const where = ['is_active'];
    if (query.q) {
      const pattern = params.add(`%${escapeLike(query.q)}%`);
      where.push(`(name ILIKE ${pattern} OR email ILIKE ${pattern})`);
    }
    const rows = (await this.dataSource.query(
      `SELECT id, name, email, role FROM users WHERE ${where.join(' AND ')} ORDER BY name, id LIMIT ${params.add(query.limit)}`,
      params.values,
    )) as { id: string; name: string; email: string; role: string }[];
    return rows.map((row) => ({ id: row.id, label: row.name, hint: `${row.email} · ${row.role}` }));
  }

  /* ---------------------------------------------------------------------------------------------------------- */

  private async recipientOf(
    manager: EntityManager,
    type: string,
    userId: string | null | undefined,
  ): Promise<string | null> {
    if (type === 'specific_user') {
      if (!userId) throw fieldError('recipientUserId', 'recipientUserId is required for one account');
      const rows = (await manager.query(`SELECT 1 FROM users WHERE id = $1 AND is_active`, [userId])) as unknown[];
      if (rows.length === 0) throw fieldError('recipientUserId', 'recipientUserId names no active account');
      return userId;
    }
    return null;
  }

  private async writeState(manager: EntityManager, id: string, userId: string, change: { read: boolean }) {
    await manager.query(
      `INSERT INTO estate_notification_states (notification_id, user_id, read_at)
       VALUES ($1, $2, CASE WHEN $3::boolean THEN now() END)
       ON CONFLICT (notification_id, user_id)
       DO UPDATE SET read_at = CASE WHEN $3::boolean THEN COALESCE(estate_notification_states.read_at, now()) END`,
      [id, userId, change.read],
    );
  }

  /** `values` starts with the caller's id ($1). */
  private async markAllRead(addressed: string, values: unknown[]): Promise<MarkAllReadResult> {
    const rows = returnedRows<unknown>(
      await this.dataSource.query(
        `INSERT INTO estate_notification_states (notification_id, user_id, read_at)
         SELECT n.id, $1, now() FROM estate_notifications n WHERE ${addressed} AND ${LIVE}
         ON CONFLICT (notification_id, user_id) DO UPDATE SET read_at = now()
           WHERE estate_notification_states.read_at IS NULL AND estate_notification_states.deleted_at IS NULL
         RETURNING notification_id`,
        values,
      ),
    );
    return { marked: rows.length };
  }

  private async item(manager: EntityManager, id: string, userId: string): Promise<EstateNotificationItem> {
    const [row] = (await manager.query(`${SELECT_ITEM('$1')} WHERE n.id = $2`, [userId, id])) as NotificationRow[];
    if (!row) throw notFound();
    return toItem(row);
  }
}
