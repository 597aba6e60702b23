import type { OutboxMessageDto, OutboxPage } from '@estate/contracts';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailMessage } from './mail-message.entity.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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
 * Outgoing mail. Every message is written to the `mail_outbox` table; with SMTP_URL set it is also sent
 * through SMTP after the caller's work is done (never delaying the answer), and the row records the outcome.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly transport: Transporter | null;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /**
   * Stores the message and schedules its delivery. Call it after the transaction of the change that
   * causes the mail has committed (it uses its own connection).
   */
  async send(mail: OutgoingMail): Promise<string> {
    const repository = this.dataSource.getRepository(MailMessage);
    const message = await repository.save(
      repository.create({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      }),
    );
    if (this.transport) {
      const delivery = this.deliver(message.id, mail).finally(() => this.deliveries.delete(delivery));
      this.deliveries.add(delivery);
    }
    return message.id;
  }

  async list(page: number, limit: number): Promise<OutboxPage> {
    const [messages, total] = await this.dataSource.getRepository(MailMessage).findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items: messages.map(toOutboxMessageDto), total, page, limit };
  }

  private async deliver(id: string, mail: OutgoingMail): Promise<void> {
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
