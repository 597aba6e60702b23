import {
  ERROR_CODES,
  OUTBOX_AUDIT_ACTIONS,
  OUTBOX_ERROR_CODES,
  type OutboxMessageDto,
  type OutboxPage,
  type OutboxStatus,
} from '@estate/contracts';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { InjectDataSource } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { Actor } from '../auth/authenticated-user.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PeriodicJobs } from '../scheduling/periodic-jobs.service.js';
import { MailMessage } from './mail-message.entity.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message written to the outbox, to be delivered once its transaction has committed. */
export interface QueuedMail {
  id: string;
  mail: OutgoingMail;
}

export interface OutboxQuery {
  page: number;
  limit: number;
  status?: OutboxStatus;
  /** Part of the recipient or the subject, any case. */
  search?: string;
}

/** How long a resend waits for the SMTP server before answering with the message still queued (delivery goes on). */
const RESEND_WAIT_MS = 10_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const STATUS_CONDITIONS: Record<OutboxStatus, string> = {
  queued: 'm.sent_at IS NULL AND m.error IS NULL',
  sent: 'm.sent_at IS NOT NULL',
  failed: 'm.error IS NOT NULL',
};

export function toOutboxMessageDto(message: MailMessage): OutboxMessageDto {
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    error: message.error,
  };
}

/**
 * Outgoing mail. Every message is written to the `mail_outbox` table (a transaction's follow-up mails inside that
 * transaction); with SMTP_URL set it is also sent through SMTP after the caller's work is done (never delaying the
 * answer), and the row records the outcome. A message whose delivery never started (its process stopped between
 * the commit and the send) is sent by the relay, a periodic job (MAIL_RELAY_SECONDS, one process at a time): each
 * message queued for more than MAIL_RELAY_AFTER_SECONDS with no outcome is claimed (`attempted_at`) and sent, at most
 * once per that wait; a failed one waits for an admin's resend.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly transport: Transporter | null;
  private readonly deliveries = new Set<Promise<void>>();
  /** Messages being handed to SMTP by this process: a resend waits for them rather than sending twice. */
  private readonly sending = new Set<string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly jobs: PeriodicJobs,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  onApplicationBootstrap(): void {
    if (!this.transport || this.config.mailRelaySeconds === 0) return;
    this.jobs.every(this.config.mailRelaySeconds, {
      name: 'mail-relay',
      run: (manager) => this.claimStranded(manager),
      afterCommit: async (queued) => this.deliver(queued.filter(({ id }) => !this.sending.has(id))),
    });
  }

  /** Queued messages with no outcome for longer than the relay's wait, claimed for one more delivery. */
  private async claimStranded(manager: EntityManager): Promise<QueuedMail[]> {
    const [rows] = (await manager.query(
      `UPDATE mail_outbox SET attempted_at = now()
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE sent_at IS NULL AND error IS NULL
                        AND coalesce(attempted_at, created_at) < now() - make_interval(secs => $1)
                      ORDER BY created_at LIMIT 50
                      FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, text, html`,
      [this.config.mailRelayAfterSeconds],
    )) as [{ id: string; to: string; subject: string; text: string; html: string | null }[], number];
    return rows.map(({ id, to, subject, text, html }) => ({
      id,
      mail: { to, subject, text, ...(html ? { html } : {}) },
    }));
  }

  /**
   * Stores the message and schedules its delivery, on its own connection: for a mail that is no follow-up of a
   * transaction's writes. A transaction's follow-up mails go through queue() and deliver().
   */
  async send(mail: OutgoingMail): Promise<string> {
    const queued = await this.queue(this.dataSource.manager, mail);
    this.deliver([queued]);
    return queued.id;
  }

  /**
   * Writes the message to the outbox through `manager`: inside the caller's transaction it stands or falls with the
   * change that causes it. Hand what it answers to deliver() once that transaction has committed.
   */
  async queue(manager: EntityManager, mail: OutgoingMail): Promise<QueuedMail> {
    const repository = manager.getRepository(MailMessage);
    const message = await repository.save(
      repository.create({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null }),
    );
    return { id: message.id, mail };
  }

  /** With SMTP_URL set, starts sending messages queue() wrote and whose transaction committed (never waited for). */
  deliver(queued: readonly QueuedMail[]): void {
    if (!this.transport) return;
    for (const { id, mail } of queued) {
      this.sending.add(id);
      void this.schedule(id, mail);
    }
  }

  /** Newest first, by status (queued, sent, failed) and a search over recipient and subject. */
  async list(query: OutboxQuery): Promise<OutboxPage> {
    const { page, limit } = query;
    const builder = this.dataSource.getRepository(MailMessage).createQueryBuilder('m');
    if (query.status) builder.andWhere(STATUS_CONDITIONS[query.status]);
    const search = query.search?.trim();
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      builder.andWhere(
        new Brackets((where) =>
          where.where('m.to ILIKE :pattern', { pattern }).orWhere('m.subject ILIKE :pattern', { pattern }),
        ),
      );
    }
    const [messages, total] = await builder
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { items: messages.map(toOutboxMessageDto), total, page, limit };
  }

  /**
   * Delivers a failed (or still queued) message again through the configured transport: its error is cleared and,
   * with SMTP_URL set, it is sent now, the answer saying how that went (queued again when the server is slow to
   * answer; the delivery goes on). Without SMTP_URL the message is only queued again: the outbox table is then
   * the only place mail goes. 409 MAIL_ALREADY_SENT once it was delivered.
   */
  async resend(id: string, actor: Actor): Promise<OutboxMessageDto> {
    const repository = this.dataSource.getRepository(MailMessage);
    if (this.sending.has(id)) {
      throw new ConflictException({ code: ERROR_CODES.conflict, message: 'This message is being sent right now' });
    }
    this.sending.add(id);
    let scheduled: Promise<void> | null = null;
    try {
      const message = await repository.findOneBy({ id });
      if (!message) throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'Message not found' });
      // Cleared only while still unsent, so a delivery finishing meanwhile (in another process) is not undone.
      const [claimed] = (await this.dataSource.query(
        `UPDATE mail_outbox SET error = NULL WHERE id = $1 AND sent_at IS NULL RETURNING id`,
        [id],
      )) as [{ id: string }[], number];
      if (claimed.length === 0) {
        throw new ConflictException({
          code: OUTBOX_ERROR_CODES.alreadySent,
          message: 'This message was already sent',
        });
      }
      await this.audit.record({
        actor,
        action: OUTBOX_AUDIT_ACTIONS.resend,
        description: `Resent the mail "${message.subject}" to ${message.to}`.slice(0, 2000),
        targetType: 'mail_message',
        targetId: id,
      });
      if (this.transport) {
        scheduled = this.schedule(id, {
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        const waited = new AbortController();
        await Promise.race([
          scheduled,
          sleep(RESEND_WAIT_MS, undefined, { signal: waited.signal }).catch(() => undefined),
        ]);
        waited.abort();
      }
      return toOutboxMessageDto(await repository.findOneByOrFail({ id }));
    } finally {
      // A delivery under way keeps the message marked until it ends (schedule() clears it).
      if (!scheduled) this.sending.delete(id);
    }
  }

  /** Starts a delivery, tracked so that shutdown waits for it; the message stays marked as sending until it ends. */
  private schedule(id: string, mail: OutgoingMail): Promise<void> {
    const delivery: Promise<void> = this.transmit(id, mail).finally(() => {
      this.deliveries.delete(delivery);
      this.sending.delete(id);
    });
    this.deliveries.add(delivery);
    return delivery;
  }

  private async transmit(id: string, mail: OutgoingMail): Promise<void> {
    const repository = this.dataSource.getRepository(MailMessage);
    try {
      await this.transport!.sendMail({ from: this.config.mailFrom, ...mail });
      await repository.update(id, { sentAt: new Date(), error: null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Mail ${id} to ${mail.to} not sent: ${reason}`);
      await repository.update(id, { error: reason.slice(0, 2000) }).catch(() => undefined);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
    this.transport?.close();
  }
}
