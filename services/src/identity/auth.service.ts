import {
  AUDIT_ACTIONS,
  DEFAULT_ROLE,
  IDENTITY_ERROR_CODES,
  PASSWORD_RESET_TTL_MINUTES,
  type RegisterResponse,
  RESET_MAILS_PER_ACCOUNT_PER_HOUR,
  type Role as RoleName,
  type SessionUser,
} from '@estate/contracts';
import { BadRequestException, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import { SiteOrigin } from '../common/http/site-origin.js';
import { MailService } from '../common/mail/mail.service.js';
import { RateLimiter, TooManyRequestsException } from '../common/rate-limit/rate-limit.service.js';
import { AgentRequest } from './agent-request.entity.js';
import type { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterUserDto } from './dto/register-user.dto.js';
import type { ResetPasswordDto } from './dto/reset-password.dto.js';
import { accountExistsMail } from './account-exists-mail.js';
import { isUniqueViolation } from './identity-errors.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordService } from './password.service.js';
import { passwordResetMail } from './password-reset-mail.js';
import { hashToken, newToken, SessionsService } from './sessions.service.js';
import { User } from './user.entity.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

interface CredentialRow {
  id: string;
  name: string;
  email: string;
  role: string;
  is_active: boolean;
  password_hash: string;
}

const HOUR = 3600;

@Injectable()
export class AuthService {
  private readonly logger = new Logger('AuthService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly siteOrigin: SiteOrigin,
  ) {}

  /** Checks the credentials and opens a new session. Resolves to the user and the token for the cookie. */
  async login(dto: LoginDto, client: ClientInfo): Promise<{ user: SessionUser; token: string }> {
    const email = dto.email.trim().toLowerCase();
    const [row] = (await this.dataSource.query(
      `SELECT id, name, email, role, is_active, password_hash FROM users WHERE lower(email) = $1`,
      [email],
    )) as CredentialRow[];
    await this.throttle.beforeAttempt(email, client.ip, row !== undefined);
    const valid = await this.passwords.verify(row?.password_hash ?? null, dto.password);
    if (!row || !valid) {
      await this.audit.record({
        actor: { id: row?.id ?? null, name: row?.name ?? email, ip: client.ip },
        action: AUDIT_ACTIONS.loginFailed,
        description: `Failed sign-in for ${email}`,
        targetType: row ? 'user' : null,
        targetId: row?.id ?? null,
      });
      throw new UnauthorizedException({
        code: IDENTITY_ERROR_CODES.invalidCredentials,
        message: 'Invalid email or password',
      });
    }
    if (!row.is_active) {
      throw new ForbiddenException({
        code: IDENTITY_ERROR_CODES.accountInactive,
        message: 'This account is deactivated. Contact an administrator.',
      });
    }
    await this.throttle.clearAccount(email, client.ip);
    const rehash = this.passwords.needsRehash(row.password_hash) ? await this.passwords.hash(dto.password) : null;
    const token = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE users SET last_login = now()${rehash ? ', password_hash = $2' : ''} WHERE id = $1`,
        rehash ? [row.id, rehash] : [row.id],
      );
      await this.audit.record(
        {
          actor: { id: row.id, name: row.name, ip: client.ip },
          action: AUDIT_ACTIONS.login,
          description: `Signed in`,
          targetType: 'user',
          targetId: row.id,
        },
        manager,
      );
      await this.sessions.purgeExpired(manager);
      return this.sessions.create(row.id, client.ip, client.userAgent, manager);
    });
    const [permissions] = (await this.dataSource.query(
      `SELECT ARRAY(SELECT p.name FROM roles r JOIN role_permissions rp ON rp.role_id = r.id
                      JOIN permissions p ON p.id = rp.permission_id WHERE r.name = $1 ORDER BY p.name) AS names`,
      [row.role],
    )) as { names: string[] }[];
    return {
      user: {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role as RoleName,
        permissions: permissions?.names ?? [],
      },
      token,
    };
  }

  /** Ends the session of this token, if it is one. */
  async logout(token: string, client: ClientInfo): Promise<void> {
    const userId = await this.sessions.end(token);
    if (!userId) return;
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    await this.audit.record({
      actor: { id: userId, name: user?.name ?? 'unknown', ip: client.ip },
      action: AUDIT_ACTIONS.logout,
      description: 'Signed out',
      targetType: 'user',
      targetId: userId,
    });
  }

  /**
   * Creates a `user` account (never more: agents are staff). Asking for an agent account records a request an
   * admin decides on. An email that already has an account makes nothing: its owner is mailed instead, after the
   * answer, and the answer is the same either way (RegisterResponse), so registering tells no one which emails have
   * accounts. (The route allows REGISTRATIONS_PER_ADDRESS_PER_HOUR per client address.)
   */
  async register(dto: RegisterUserDto, client: ClientInfo): Promise<RegisterResponse> {
    const email = dto.email.toLowerCase();
    const answer: RegisterResponse = { agentRequested: dto.role === 'agent' };
    const passwordHash = await this.passwords.hash(dto.password);
    const existing = async () => {
      setImmediate(() => {
        this.tellOwnerOfTakenEmail(email).catch((error: unknown) => {
          this.logger.error(`Could not mail an account's owner: ${error instanceof Error ? error.message : error}`);
        });
      });
      return answer;
    };
    try {
      return await this.dataSource.transaction(async (manager) => {
        const users = manager.getRepository(User);
        if (await users.exists({ where: { email } })) return existing();
        const user = await users.save(
          users.create({ name: dto.name, email, phone: dto.phone || null, role: DEFAULT_ROLE, passwordHash }),
        );
        const wantsAgent = dto.role === 'agent';
        if (wantsAgent) await manager.getRepository(AgentRequest).insert({ userId: user.id });
        await this.audit.record(
          {
            actor: { id: user.id, name: user.name, ip: client.ip },
            action: AUDIT_ACTIONS.register,
            description: wantsAgent ? 'Registered, asking for an agent account' : 'Registered',
            targetType: 'user',
            targetId: user.id,
          },
          manager,
        );
        return answer;
      });
    } catch (error) {
      // Registered at the same moment by another request: the account exists now.
      if (isUniqueViolation(error, 'users_email_key')) return existing();
      throw error;
    }
  }

  /**
   * Mails the owner of `email`'s account that someone tried to register with it, with links to sign in and to reset
   * the password; at most RESET_MAILS_PER_ACCOUNT_PER_HOUR an hour (counted silently, as reset mails are).
   */
  private async tellOwnerOfTakenEmail(email: string): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    if (!user) return;
    try {
      await this.limiter.consume(
        [{ key: `register-taken:account:${user.id}`, limit: RESET_MAILS_PER_ACCOUNT_PER_HOUR, windowSeconds: HOUR }],
        'Too many registration notices for this account',
      );
    } catch (error) {
      if (error instanceof TooManyRequestsException) return;
      throw error;
    }
    const origin = this.siteOrigin.get();
    await this.mail.send({
      to: user.email,
      ...accountExistsMail(user.name, { login: `${origin}/login`, reset: `${origin}/forgot-password` }),
    });
  }

  /**
   * Answers at once (the route allows RESET_REQUESTS_PER_ADDRESS_PER_HOUR per client address); the account is
   * looked up and the mail sent after the answer, so its timing says nothing about whether the email has an account.
   */
  async forgotPassword(dto: ForgotPasswordDto, client: ClientInfo): Promise<void> {
    setImmediate(() => {
      this.sendResetLink(dto.email, client).catch((error: unknown) => {
        this.logger.error(`Could not send a reset link: ${error instanceof Error ? error.message : error}`);
      });
    });
  }

  /** Mails a single-use reset link when the email belongs to an active account, at most a few an hour. */
  async sendResetLink(rawEmail: string, client: ClientInfo): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const user = await this.dataSource.getRepository(User).findOneBy({ email, isActive: true });
    if (!user) return;
    try {
      // Counted here, not by a route's @RateLimit: it is per account, known only after the answer was sent, and
      // silent (the sender must not learn whether the email has an account). Counted before sending, so requests
      // racing each other cannot all slip under the limit.
      await this.limiter.consume(
        [{ key: `reset:account:${user.id}`, limit: RESET_MAILS_PER_ACCOUNT_PER_HOUR, windowSeconds: HOUR }],
        'Too many reset mails for this account',
      );
    } catch (error) {
      if (error instanceof TooManyRequestsException) return;
      throw error;
    }
    const token = newToken();
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(PasswordReset).insert({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      await this.audit.record(
        {
          actor: { id: user.id, name: user.name, ip: client.ip },
          action: AUDIT_ACTIONS.passwordResetRequested,
          description: 'Asked for a password reset link',
          targetType: 'user',
          targetId: user.id,
        },
        manager,
      );
    });
    const link = `${this.siteOrigin.get()}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mail.send({ to: user.email, ...passwordResetMail(user.name, link) });
  }

  /** Sets a new password with a reset token: once, within its hour. Ends every session of the user. */
  async resetPassword(dto: ResetPasswordDto, client: ClientInfo): Promise<void> {
    const passwordHash = await this.passwords.hash(dto.password);
    const email = await this.dataSource.transaction(async (manager) => {
      const [reset] = (await manager.query(
        `UPDATE password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [hashToken(dto.token)],
      )) as [{ user_id: string }[], number];
      const userId = reset[0]?.user_id;
      if (!userId) {
        throw new BadRequestException({
          code: IDENTITY_ERROR_CODES.invalidResetToken,
          message: 'This password reset link is invalid, used or expired. Ask for a new one.',
        });
      }
      const users = manager.getRepository(User);
      await users.update(userId, { passwordHash });
      const user = (await users.findOneByOrFail({ id: userId })) as User;
      await manager.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
      ]);
      await this.sessions.endAllFor(userId, manager);
      await this.audit.record(
        {
          actor: { id: user.id, name: user.name, ip: client.ip },
          action: AUDIT_ACTIONS.passwordReset,
          description: 'Reset the password with an emailed link',
          targetType: 'user',
          targetId: user.id,
        },
        manager,
      );
      return user.email;
    });
    await this.throttle.clearAccount(email, client.ip);
  }
}
