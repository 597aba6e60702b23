import {
  type ActiveSession,
  type FieldError,
  PROFILE_AUDIT_ACTIONS,
  PROFILE_ERROR_CODES,
  type SessionUser,
} from '@estate/contracts';
import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { SiteOrigin } from '../../common/http/site-origin.js';
import { MailService } from '../../common/mail/mail.service.js';
import { invalidField, notFound } from '../identity-errors.js';
import { LoginThrottleService } from '../login-throttle.service.js';
import { PasswordService } from '../password.service.js';
import { SessionsService } from '../sessions.service.js';
import { toSessionUser } from '../user-dto.js';
import { User } from '../user.entity.js';
import { deviceName } from './device-name.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { passwordChangedMail } from './password-changed-mail.js';

/** The caller of a /api/me route: who they are, the session they came with, and their address for the audit log. */
export type Caller = AuthenticatedUser & Actor;

const wrongPassword = () =>
  new BadRequestException({
    code: PROFILE_ERROR_CODES.wrongPassword,
    message: 'The current password is wrong',
    details: [{ field: 'currentPassword', messages: ['currentPassword is wrong'] }] satisfies FieldError[],
  });

/** One's own profile, password and active sessions. The account is always the session's, never one named in a body. */
@Injectable()
export class ProfileService {
  private readonly logger = new Logger('ProfileService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly siteOrigin: SiteOrigin,
  ) {}

  /** Name and phone (phone absent: kept; null: removed). Answers the session's user as /api/auth/me does. */
  async update(dto: UpdateProfileDto, caller: Caller): Promise<SessionUser> {
    return this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOneBy({ id: caller.id });
      if (!user) throw notFound('User');
      const changed: string[] = [];
      if (dto.name !== user.name) {
        user.name = dto.name;
        changed.push('name');
      }
      if (dto.phone !== undefined && dto.phone !== user.phone) {
        user.phone = dto.phone ?? null;
        changed.push('phone');
      }
      if (changed.length > 0) {
        await users.update(user.id, { name: user.name, phone: user.phone });
        await this.audit.record(
          {
            actor: { ...caller, name: user.name },
            action: PROFILE_AUDIT_ACTIONS.profileUpdate,
            description: `Updated own profile: ${changed.join(', ')}`,
            targetType: 'user',
            targetId: user.id,
          },
          manager,
        );
      }
      return toSessionUser({ ...caller, name: user.name, email: user.email, phone: user.phone });
    });
  }

  /**
   * Replaces the password after checking the current one (a wrong one counts as a failed sign-in of the account,
   * so guessing through this route is throttled like sign-in), ends every other session of the account and mails
   * a notice to it.
   */
  async changePassword(dto: ChangePasswordDto, caller: Caller): Promise<void> {
    const users = this.dataSource.getRepository(User);
    const [row] = (await this.dataSource.query(`SELECT email, name, password_hash FROM users WHERE id = $1`, [
      caller.id,
    ])) as { email: string; name: string; password_hash: string }[];
    if (!row) throw notFound('User');
    await this.throttle.beforeAttempt(row.email, caller.ip, true);
    if (!(await this.passwords.verify(row.password_hash, dto.currentPassword))) {
      await this.audit.record({
        actor: caller,
        action: PROFILE_AUDIT_ACTIONS.passwordChangeFailed,
        description: 'Tried to change the password with a wrong current password',
        targetType: 'user',
        targetId: caller.id,
      });
      throw wrongPassword();
    }
    await this.throttle.clearAccount(row.email, caller.ip);
    if (dto.newPassword === dto.currentPassword) {
      throw invalidField('newPassword', 'newPassword must differ from the current password');
    }
    const passwordHash = await this.passwords.hash(dto.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update(caller.id, { passwordHash });
      await this.sessions.endAllFor(caller.id, manager, caller.sessionId);
      // A reset link mailed before the change must not undo it.
      await manager.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        caller.id,
      ]);
      await this.audit.record(
        {
          actor: caller,
          action: PROFILE_AUDIT_ACTIONS.passwordChange,
          description: 'Changed the password; other sessions ended',
          targetType: 'user',
          targetId: caller.id,
        },
        manager,
      );
    });
    const user = await users.findOneBy({ id: caller.id });
    if (!user) return;
    const resetLink = `${this.siteOrigin.get()}/forgot-password`;
    await this.mail.send({ to: user.email, ...passwordChangedMail(user.name, resetLink) }).catch((error: unknown) => {
      // The password is changed either way; a notice that could not be stored is logged, not an error of the change.
      this.logger.error(
        `Could not queue the password change notice: ${error instanceof Error ? error.message : error}`,
      );
    });
  }

  async activeSessions(caller: Caller): Promise<ActiveSession[]> {
    const sessions = await this.sessions.activeFor(caller.id);
    return sessions.map((session) => {
      const { device, browser, system } = deviceName(session.userAgent);
      return {
        id: session.id,
        device,
        browser,
        system,
        ip: session.ip,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === caller.sessionId,
      };
    });
  }

  /** Ends one of the caller's other sessions: that device's next request is signed out. */
  async endSession(sessionId: string, caller: Caller): Promise<void> {
    if (sessionId === caller.sessionId) {
      throw new ConflictException({
        code: PROFILE_ERROR_CODES.currentSession,
        message: 'This is the session you are using; sign out instead',
      });
    }
    // A malformed id is no session of anyone's: answered as an unknown one.
    if (!isUUID(sessionId)) throw notFound('Session');
    await this.dataSource.transaction(async (manager) => {
      // Another user's session answers as an unknown one: its id says nothing to a stranger.
      if (!(await this.sessions.endOne(caller.id, sessionId, manager))) throw notFound('Session');
      await this.audit.record(
        {
          actor: caller,
          action: PROFILE_AUDIT_ACTIONS.sessionEnd,
          description: 'Ended another session of the account',
          targetType: 'user',
          targetId: caller.id,
        },
        manager,
      );
    });
  }
}
