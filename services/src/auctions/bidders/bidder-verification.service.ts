import {
  BIDDER_ERROR_CODES,
  BIDDER_ERROR_MESSAGES,
  type BidderErrorCode,
  ERROR_CODES,
  nafathSandboxPagePath,
  type NafathRequestStatus,
  type NafathRequestView,
  type NafathSandboxView,
} from '@estate/contracts';
import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { returnedRows } from '../../common/database/returned-rows.js';
import { IDENTITY_VERIFIER, type IdentityOutcome, type IdentityVerifier } from './identity-verifier.js';

/** An error of a bidder's step, with its message in both languages in details. */
export function bidderError(code: BidderErrorCode): {
  code: string;
  message: string;
  details: { ar: string; en: string };
} {
  const message = BIDDER_ERROR_MESSAGES[code];
  return { code, message: message.en, details: message };
}

const requestNotFound = () =>
  new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such verification request' });

interface RequestRow {
  id: string;
  user_id: string;
  national_id: string;
  provider: string;
  number: number;
  choices: number[];
  status: NafathRequestStatus;
  expires_at: Date;
  past_expiry: boolean;
}

const REQUEST_COLUMNS = `id, user_id, national_id, provider, number, choices, status, expires_at, expires_at <= now() AS past_expiry`;

/**
 * Bidder verification through Nafath (IdentityVerifier): a request per try, shown as a two-digit number for the
 * person to pick in the app, answered (approved or rejected) or expired after NAFATH_REQUEST_SECONDS; an approval
 * keeps the user verified for BIDDER_VERIFICATION_DAYS. A request is its user's: anyone else is answered 404. Without
 * an identity provider (IDENTITY_PROVIDER=none) nobody is verified: a new request is refused with 503
 * IDENTITY_PROVIDER_UNAVAILABLE, and a request left from a provider no longer in use takes no answer.
 */
@Injectable()
export class BidderVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IDENTITY_VERIFIER) private readonly identity: IdentityVerifier | null,
  ) {}

  /** The provider in use; 503 IDENTITY_PROVIDER_UNAVAILABLE without one. */
  private get verifier(): IdentityVerifier {
    if (!this.identity) {
      throw new ServiceUnavailableException(bidderError(BIDDER_ERROR_CODES.identityProviderUnavailable));
    }
    return this.identity;
  }

  /** Whether the request was started with the sandbox, and the sandbox is still the provider in use. */
  private answeredBySandbox(row: RequestRow): boolean {
    return this.identity !== null && this.identity.sandbox && row.provider === this.identity.name;
  }

  async start(userId: string, nationalId: string): Promise<NafathRequestView> {
    const verifier = this.verifier;
    const [taken] = (await this.dataSource.query(
      `SELECT 1 FROM bidder_verifications WHERE national_id = $1 AND user_id <> $2 AND expires_at > now()`,
      [nationalId, userId],
    )) as unknown[];
    if (taken) throw new ConflictException(bidderError(BIDDER_ERROR_CODES.nationalIdTaken));
    const id = randomUUID();
    const started = await verifier.start({ requestId: id, nationalId });
    const [row] = (await this.dataSource.query(
      `INSERT INTO nafath_requests (id, user_id, national_id, provider, number, choices, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
       RETURNING ${REQUEST_COLUMNS}`,
      [id, userId, nationalId, verifier.name, started.number, started.choices, this.config.nafathRequestSeconds],
    )) as RequestRow[];
    return this.view(row!);
  }

  /**
   * The caller's request as it stands: asks the provider it was started with while pending (none other can answer
   * it), and closes it once past its expiry.
   */
  async poll(id: string, userId: string): Promise<NafathRequestView> {
    let row = await this.own(this.dataSource, id, userId);
    if (row.status === 'pending') {
      const asked = this.identity?.name === row.provider ? this.identity : null;
      const outcome = row.past_expiry || !asked ? null : await asked.outcome(id);
      if (outcome !== null || row.past_expiry) row = await this.close(id, outcome);
    }
    return this.view(row);
  }

  /** The sandbox's app screen of the caller's request. */
  async sandboxView(id: string, userId: string): Promise<NafathSandboxView> {
    const row = await this.own(this.dataSource, id, userId);
    if (!this.answeredBySandbox(row)) throw requestNotFound();
    return {
      id: row.id,
      status: row.status === 'pending' && row.past_expiry ? 'expired' : row.status,
      nationalIdEnd: row.national_id.slice(-4),
      choices: row.choices.map(Number),
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  }

  /** The sandbox's app answered: the right number approves, another number or reject rejects. */
  async sandboxAnswer(id: string, userId: string, answer: { number?: number; reject?: boolean }) {
    const row = await this.own(this.dataSource, id, userId);
    if (!this.answeredBySandbox(row)) throw requestNotFound();
    if (row.status !== 'pending' || row.past_expiry) {
      if (row.status === 'pending') await this.close(id, null);
      throw new ConflictException(bidderError(BIDDER_ERROR_CODES.requestClosed));
    }
    const outcome: IdentityOutcome =
      answer.reject !== true && Number(answer.number) === Number(row.number) ? 'approved' : 'rejected';
    await this.close(id, outcome);
    return this.sandboxView(id, userId);
  }

  /**
   * Closes a pending request once, under its row lock: approved (the user verified from now, a lapsed verification
   * of the same national ID on another account given up), rejected, or expired (outcome null).
   */
  private close(id: string, outcome: IdentityOutcome | null): Promise<RequestRow> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(`SELECT ${REQUEST_COLUMNS} FROM nafath_requests WHERE id = $1 FOR UPDATE`, [
        id,
      ])) as RequestRow[];
      if (!row || row.status !== 'pending') return row!;
      const status: NafathRequestStatus = outcome === null || row.past_expiry ? 'expired' : outcome;
      if (status === 'approved') {
        await manager.query(
          `DELETE FROM bidder_verifications WHERE national_id = $1 AND user_id <> $2 AND expires_at <= now()`,
          [row.national_id, row.user_id],
        );
        const [other] = (await manager.query(
          `SELECT 1 FROM bidder_verifications WHERE national_id = $1 AND user_id <> $2`,
          [row.national_id, row.user_id],
        )) as unknown[];
        if (other) return this.mark(manager, id, 'rejected');
        await manager.query(
          `INSERT INTO bidder_verifications (user_id, national_id, provider, verified_at, expires_at)
           VALUES ($1, $2, $3, now(), now() + make_interval(days => $4))
           ON CONFLICT (user_id) DO UPDATE
             SET national_id = EXCLUDED.national_id, provider = EXCLUDED.provider, verified_at = EXCLUDED.verified_at,
                 expires_at = EXCLUDED.expires_at`,
          [row.user_id, row.national_id, row.provider, this.config.bidderVerificationDays],
        );
      }
      return this.mark(manager, id, status);
    });
  }

  private async mark(manager: EntityManager, id: string, status: NafathRequestStatus): Promise<RequestRow> {
    const [row] = returnedRows<RequestRow>(
      await manager.query(
        `UPDATE nafath_requests SET status = $2::varchar, answered_at = CASE WHEN $2::varchar = 'expired' THEN NULL ELSE now() END
          WHERE id = $1 RETURNING ${REQUEST_COLUMNS}`,
        [id, status],
      ),
    );
    return row!;
  }

  private async own(db: Pick<EntityManager, 'query'>, id: string, userId: string): Promise<RequestRow> {
    const [row] = (await db.query(`SELECT ${REQUEST_COLUMNS} FROM nafath_requests WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
    ])) as RequestRow[];
    if (!row) throw requestNotFound();
    return row;
  }

  private view(row: RequestRow): NafathRequestView {
    return {
      id: row.id,
      status: row.status === 'pending' && row.past_expiry ? 'expired' : row.status,
      number: Number(row.number),
      expiresAt: new Date(row.expires_at).toISOString(),
      sandboxUrl: this.answeredBySandbox(row) ? nafathSandboxPagePath(row.id) : null,
    };
  }

  /** The caller's verification in force: until when, or null. */
  async verifiedUntil(userId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT expires_at FROM bidder_verifications WHERE user_id = $1 AND expires_at > now()`,
      [userId],
    )) as { expires_at: Date }[];
    return row ? new Date(row.expires_at).toISOString() : null;
  }

  /** 403 BIDDER_NOT_VERIFIED unless the user is verified now. */
  async assertVerified(userId: string): Promise<void> {
    if ((await this.verifiedUntil(userId)) === null) {
      throw new ForbiddenException(bidderError(BIDDER_ERROR_CODES.notVerified));
    }
  }
}
