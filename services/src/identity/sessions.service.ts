import type { Role } from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { preparedQuery } from '../common/database/prepared-query.js';
import { Session } from './session.entity.js';

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

interface SessionRow {
  session_id: string;
  last_seen_at: Date;
  expires_at: Date;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  is_active: boolean;
  permissions: string[];
}

/** Server-side sessions: the cookie holds an opaque token, the table only its SHA-256. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens a session and returns its token (for the cookie only). */
  async create(userId: string, ip: string | null, userAgent: string | null, manager?: EntityManager): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await (manager ?? this.dataSource.manager).getRepository(Session).insert({
      tokenHash: hashToken(token),
      userId,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.config.sessionAbsoluteHours * 3_600_000),
      ip: ip?.slice(0, 64) ?? null,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** The user of a live session, with their role's permissions; null (and the session ended) when it is not. */
  async authenticate(token: string): Promise<AuthenticatedUser | null> {
    // Every signed-in request asks this: kept prepared.
    const [row] = await preparedQuery<SessionRow>(
      this.dataSource,
      `SELECT s.id AS session_id, s.last_seen_at, s.expires_at, u.id, u.name, u.email, u.phone, u.role, u.is_active,
              ARRAY(SELECT p.name FROM roles r
                      JOIN role_permissions rp ON rp.role_id = r.id
                      JOIN permissions p ON p.id = rp.permission_id
                     WHERE r.name = u.role ORDER BY p.name) AS permissions
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1`,
      [hashToken(token)],
    );
    if (!row) return null;
    const now = Date.now();
    const idleLimit = new Date(row.last_seen_at).getTime() + this.config.sessionIdleMinutes * 60_000;
    if (!row.is_active || now >= new Date(row.expires_at).getTime() || now >= idleLimit) {
      await this.dataSource.getRepository(Session).delete(row.session_id);
      return null;
    }
    if (now - new Date(row.last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
      await this.dataSource.getRepository(Session).update(row.session_id, { lastSeenAt: new Date(now) });
    }
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      role: row.role as Role,
      permissions: row.permissions,
      sessionId: row.session_id,
    };
  }

  async end(token: string): Promise<string | null> {
    // PostgreSQL answers a DELETE with [rows, affected].
    const [rows] = (await this.dataSource.query(`DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id`, [
      hashToken(token),
    ])) as [{ user_id: string }[], number];
    return rows[0]?.user_id ?? null;
  }

  /** Ends every session of a user (deactivation, password change), except `keepSessionId` if given. */
  async endAllFor(userId: string, manager?: EntityManager, keepSessionId?: string): Promise<void> {
    await (manager ?? this.dataSource.manager).query(
      `DELETE FROM sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [userId, keepSessionId ?? null],
    );
  }

  /**
   * A user's live sessions (neither past the absolute end nor idle past the timeout, as authenticate() decides),
   * most recently used first.
   */
  async activeFor(userId: string): Promise<Session[]> {
    return this.dataSource
      .getRepository(Session)
      .createQueryBuilder('s')
      .where('s.user_id = :userId', { userId })
      .andWhere('s.expires_at > now()')
      .andWhere('s.last_seen_at > now() - make_interval(mins => :idle)', { idle: this.config.sessionIdleMinutes })
      .orderBy('s.last_seen_at', 'DESC')
      .addOrderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'ASC')
      .getMany();
  }

  /** Ends one session of a user; false when it is not one of theirs (or already ended). */
  async endOne(userId: string, sessionId: string, manager?: EntityManager): Promise<boolean> {
    const [, affected] = (await (manager ?? this.dataSource.manager).query(
      `DELETE FROM sessions WHERE id = $1 AND user_id = $2`,
      [sessionId, userId],
    )) as [unknown, number];
    return affected > 0;
  }

  /** Removes sessions past either timeout (they are refused anyway); run at each sign-in. */
  async purgeExpired(manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(
      `DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(mins => $1)`,
      [this.config.sessionIdleMinutes],
    );
  }
}
