import { ESTATE_ERROR_CODES, renewalTerm } from '@estate/contracts';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { escapeHtml } from '../../common/mail/escape-html.js';
import { MailService, type QueuedMail } from '../../common/mail/mail.service.js';
import { ContractsService } from '../contracts/contracts.service.js';
import type { RenewContractDto } from '../contracts/dto/contract-input.dto.js';
import { Notifier } from '../notifications/notifier.js';
import { day, type Row, str, strOrNull } from '../shared/estate-sql.js';
import { writeLeaseReminders } from './lease-reminders.js';
import { readLeaseSettings } from './lease-rules-sql.js';

/** Who the lease job's steps are recorded as in the audit log. */
export const LEASE_JOB_ACTOR: Actor = { id: null, name: 'system (lease renewals)', ip: null };

/** A contract due to renew by itself. */
export interface DueRenewal {
  id: string;
  startDate: string;
  endDate: string;
}

/** What the reminders step wrote: how many reminders, and the mails to deliver once committed. */
export interface SentReminders {
  sent: number;
  mails: QueuedMail[];
}

/**
 * The lease job's steps: reminders of a contract's end (estate_lease_settings.reminder_days before it, once per
 * contract, end date and threshold: estate_contract_reminders) to the managers and the tenant, and the renewal of
 * contracts that reached their end with no notice of non-renewal, through ContractsService.renew as the renew screen
 * does (same unit, tenant, rent, frequency and deposit; its invoices issued the same way). A contract is renewed once
 * whatever runs it: renew refuses a second renewal, and the unique renewed_from_id refuses a concurrent one.
 */
@Injectable()
export class LeaseRenewals {
  private readonly logger = new Logger('LeaseRenewals');

  constructor(
    private readonly contracts: ContractsService,
    private readonly notifier: Notifier,
    private readonly mail: MailService,
  ) {}

  /**
   * Sends the reminders due on `today` that were not sent, in `manager`'s transaction (writeLeaseReminders): to the
   * managers' and the tenant's notification centres, and a mail to the tenant unless their account switched contract
   * mails off. These are the only notices of a contract's end (the notification job writes none).
   */
  async remind(manager: EntityManager, today: string): Promise<SentReminders> {
    const mails: QueuedMail[] = [];
    const sent = await writeLeaseReminders(manager, today, {
      notify: (event) => this.notifier.notify(manager, event),
      mail: async (reminder) => {
        const { row, words } = reminder;
        const userId = strOrNull(row.tenant_user_id);
        // The tenant's account may have switched contract mails off: then the reminder reaches their centre only.
        const email = strOrNull(row.tenant_email);
        if (!email || (userId && !(await this.notifier.mails(manager, userId, 'contract_expiry')))) return;
        const nameEn = row.tenant_name_en ?? row.tenant_name;
        mails.push(
          await this.mail.queue(manager, {
            to: email,
            subject: `${words.title.ar} | ${words.title.en}`,
            text: [
              `عزيزي/عزيزتي ${row.tenant_name}،`,
              words.message.ar,
              '',
              '—',
              '',
              `Dear ${nameEn},`,
              words.message.en,
            ].join('\n'),
            html:
              `<div dir="rtl" lang="ar"><p>عزيزي/عزيزتي ${escapeHtml(row.tenant_name)}،</p><p>${escapeHtml(words.message.ar)}</p></div><hr>` +
              `<div dir="ltr" lang="en"><p>Dear ${escapeHtml(nameEn)},</p><p>${escapeHtml(words.message.en)}</p></div>`,
          }),
        );
      },
    });
    return { sent, mails };
  }

  /** Hands the reminder mails to the outbox's delivery once their transaction committed. */
  deliver(mails: QueuedMail[]): void {
    if (mails.length > 0) this.mail.deliver(mails);
  }

  /**
   * Contracts that reached their end by `today` (up to renewal_catch_up_days ago), not terminated, not renewed and
   * with no notice of non-renewal in force; none when automatic renewal is off.
   */
  async due(manager: EntityManager, today: string): Promise<DueRenewal[]> {
    const settings = await readLeaseSettings(manager);
    if (!settings.autoRenew) return [];
    const rows = (await manager.query(
      `SELECT c.id, c.start_date::text AS start_date, c.end_date::text AS end_date FROM estate_contracts c
        WHERE c.termination_date IS NULL AND c.end_date <= $1::date AND c.end_date >= $1::date - $2::int
          AND NOT EXISTS (SELECT 1 FROM estate_contracts r WHERE r.renewed_from_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM estate_contract_notices n WHERE n.contract_id = c.id AND n.withdrawn_at IS NULL)
        ORDER BY c.end_date, c.id`,
      [today, settings.renewalCatchUpDays],
    )) as Row[];
    return rows.map((row) => ({ id: str(row.id), startDate: day(row.start_date), endDate: day(row.end_date) }));
  }

  /**
   * Renews each contract for as long as it ran, on its terms, each in its own transaction. A contract renewed
   * meanwhile (by hand or another run) is left; one that cannot be renewed (another contract holds the unit, a rent
   * rule) is skipped and logged.
   */
  async renewAll(due: readonly DueRenewal[]): Promise<{ renewed: number; skipped: number }> {
    let renewed = 0;
    let skipped = 0;
    for (const contract of due) {
      const term = renewalTerm(contract.startDate, contract.endDate);
      try {
        await this.contracts.renew(contract.id, { endDate: term.endDate } as RenewContractDto, null, LEASE_JOB_ACTOR);
        renewed += 1;
      } catch (error) {
        const code = error instanceof HttpException ? (error.getResponse() as { code?: string }).code : undefined;
        if (code === ESTATE_ERROR_CODES.contractAlreadyRenewed) continue;
        if (!(error instanceof HttpException)) throw error;
        skipped += 1;
        this.logger.warn(`contract ${contract.id} not renewed: ${code ?? error.message}`);
      }
    }
    return { renewed, skipped };
  }
}
