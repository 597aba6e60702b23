import {
  type EstateContract,
  LEASE_AUDIT_ACTIONS,
  type NonRenewalNotice,
  type NonRenewalNoticeInput,
  LEASE_ERROR_CODES,
  lastNoticeDay,
  noticeInTime,
  type NoticeTooLate,
  todayInRiyadh,
} from '@estate/contracts';
import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { bilingualRefusal } from '../../common/http/refusal.js';
import { ContractQueries } from '../contracts/contract-queries.js';
import { linkedTenant } from '../portal/tenant/linked-tenant.js';
import { recordNotFound, uniqueViolation } from '../shared/estate-errors.js';
import { day, dayOrNull, type Row, str } from '../shared/estate-sql.js';
import type { NonRenewalNoticeDto } from './dto/non-renewal-notice.dto.js';
import { noticeJsonSql, readLeaseSettings, toNotice } from './lease-rules-sql.js';

const PARTY = {
  landlord: { ar: 'المؤجر', en: 'the landlord' },
  tenant: { ar: 'المستأجر', en: 'the tenant' },
} as const;

/** The contract a notice is written on, locked. */
interface NoticeContract {
  contractNumber: string;
  endDate: string;
  terminationDate: string | null;
  renewedBy: string | null;
}

/** 422 NOTICE_TOO_LATE / NOTICE_WITHDRAW_TOO_LATE with the last allowed day. */
function tooLate(code: string, endDate: string, noticeDays: number, withdraw: boolean) {
  const last = lastNoticeDay(endDate, noticeDays);
  const message = withdraw
    ? {
        ar: `لا يمكن سحب الإشعار بعد ${last}: آخر يوم لإشعار عدم التجديد (${noticeDays} يومًا قبل نهاية العقد في ${endDate})`,
        en: `The notice cannot be withdrawn after ${last}, the last day for a notice of non-renewal (${noticeDays} days before the contract ends on ${endDate})`,
      }
    : {
        ar: `فات موعد إشعار عدم التجديد: يجب أن يُقدَّم قبل ${noticeDays} يومًا على الأقل من نهاية العقد في ${endDate}، أي في موعد أقصاه ${last}`,
        en: `Too late for a notice of non-renewal: it must be given at least ${noticeDays} days before the contract ends on ${endDate}, by ${last} at the latest`,
      };
  const details: Omit<NoticeTooLate, 'message'> = { lastAllowedDay: last, endDate, noticeDays };
  return new UnprocessableEntityException(bilingualRefusal(code, message, details));
}

/**
 * Notices of non-renewal: either side may tell the other, at least the notice window's days before the end
 * (estate_lease_settings.notice_days, 60 under Ejar), that the contract is not to renew; the lease job then lets it
 * end. A notice can be withdrawn up to the same last day. Both steps are audited.
 */
@Injectable()
export class NonRenewalNotices {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly queries: ContractQueries,
  ) {}

  async give(contractId: string, input: NonRenewalNoticeDto, actor: Actor): Promise<EstateContract> {
    return this.inTransaction(async (manager) => {
      await this.record(manager, contractId, input, actor, null);
      return this.queries.get(contractId, manager);
    });
  }

  /**
   * The signed-in tenant's own notice (the tenant portal): on a contract of the tenant record linked to `userId`
   * only (another's, or none linked: 404 CONTRACT_NOT_FOUND as an unknown id), under the same window and checks as
   * staff's, recorded as given by the tenant from their account. Answers the notice.
   */
  async giveAsTenant(userId: string, contractId: string, reason: string, actor: Actor): Promise<NonRenewalNotice> {
    return this.inTransaction(async (manager) => {
      const tenant = await linkedTenant(manager, userId);
      if (!tenant) throw recordNotFound('contract');
      await this.record(manager, contractId, { givenBy: 'tenant', reason }, actor, tenant.id);
      const [row] = (await manager.query(
        `SELECT ${noticeJsonSql('c')} AS notice FROM estate_contracts c WHERE c.id = $1`,
        [contractId],
      )) as Row[];
      return toNotice(row?.notice)!;
    });
  }

  /** A notice's transaction: a second notice in force written at the same time is 409 NOTICE_EXISTS. */
  private async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'estate_contract_notices_in_force_key') throw noticeExists('');
      throw error;
    }
  }

  /** Records a notice in `manager`'s transaction; `tenantId`: only on a contract of that tenant. */
  private async record(
    manager: EntityManager,
    contractId: string,
    input: NonRenewalNoticeInput,
    actor: Actor,
    tenantId: string | null,
  ): Promise<void> {
    const contract = await lockContract(manager, contractId, tenantId);
    const today = todayInRiyadh();
    if (contract.terminationDate || contract.renewedBy || contract.endDate < today) {
      throw new ConflictException(
        bilingualRefusal(LEASE_ERROR_CODES.noticeClosed, {
          ar: `العقد ${contract.contractNumber} منتهٍ أو مجدَّد أو مفسوخ: لا يقبل إشعارًا بعدم التجديد`,
          en: `Contract ${contract.contractNumber} is terminated, renewed or ended: it takes no notice`,
        }),
      );
    }
    const { noticeDays } = await readLeaseSettings(manager);
    if (!noticeInTime(today, contract.endDate, noticeDays)) {
      throw tooLate(LEASE_ERROR_CODES.noticeTooLate, contract.endDate, noticeDays, false);
    }
    const [existing] = (await manager.query(
      `SELECT id FROM estate_contract_notices WHERE contract_id = $1 AND withdrawn_at IS NULL`,
      [contractId],
    )) as Row[];
    if (existing) throw noticeExists(str(existing.id));
    await manager.query(
      `INSERT INTO estate_contract_notices (contract_id, given_by, given_on, reason, created_by)
       VALUES ($1, $2, $3, $4, $5)`,
      [contractId, input.givenBy, today, input.reason, actor.id],
    );
    const from = tenantId ? ' from the tenant portal' : '';
    await this.audit.record(
      {
        actor,
        action: LEASE_AUDIT_ACTIONS.noticeGive,
        description: `Notice of non-renewal of contract ${contract.contractNumber} by ${PARTY[input.givenBy].en}${from}: ${input.reason}`,
        targetType: 'estate_contract',
        targetId: contractId,
      },
      manager,
    );
  }

  async withdraw(contractId: string, actor: Actor): Promise<EstateContract> {
    return this.dataSource.transaction(async (manager) => {
      await this.remove(manager, contractId, actor, null);
      return this.queries.get(contractId, manager);
    });
  }

  /**
   * The signed-in tenant withdraws their own notice (the tenant portal): on a contract of the tenant record linked to
   * `userId` only (else 404 CONTRACT_NOT_FOUND as an unknown id), a notice they gave only (the landlord's: 403
   * NOTICE_NOT_YOURS), up to the same last day as staff.
   */
  async withdrawAsTenant(userId: string, contractId: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const tenant = await linkedTenant(manager, userId);
      if (!tenant) throw recordNotFound('contract');
      await this.remove(manager, contractId, actor, tenant.id);
    });
  }

  /** Withdraws the notice in force in `manager`'s transaction; `tenantId`: only that tenant's own, on their contract. */
  private async remove(manager: EntityManager, contractId: string, actor: Actor, tenantId: string | null) {
    const contract = await lockContract(manager, contractId, tenantId);
    const [notice] = (await manager.query(
      `SELECT id, given_by FROM estate_contract_notices WHERE contract_id = $1 AND withdrawn_at IS NULL FOR UPDATE`,
      [contractId],
    )) as Row[];
    if (!notice) {
      throw new NotFoundException(
        bilingualRefusal(LEASE_ERROR_CODES.noticeNotFound, {
          ar: `لا يوجد إشعار بعدم التجديد على العقد ${contract.contractNumber}`,
          en: `Contract ${contract.contractNumber} has no notice of non-renewal`,
        }),
      );
    }
    const givenBy = notice.given_by as NonRenewalNotice['givenBy'];
    if (tenantId && givenBy !== 'tenant') {
      const message = {
        ar: 'المؤجر هو من قدّم هذا الإشعار، ولا يسحبه غيره',
        en: 'The landlord gave this notice: only the landlord can withdraw it',
      };
      throw new ForbiddenException(bilingualRefusal(LEASE_ERROR_CODES.noticeNotYours, message));
    }
    const { noticeDays } = await readLeaseSettings(manager);
    if (!noticeInTime(todayInRiyadh(), contract.endDate, noticeDays)) {
      throw tooLate(LEASE_ERROR_CODES.noticeWithdrawTooLate, contract.endDate, noticeDays, true);
    }
    await manager.query(`UPDATE estate_contract_notices SET withdrawn_at = now(), withdrawn_by = $2 WHERE id = $1`, [
      str(notice.id),
      actor.id,
    ]);
    const from = tenantId ? ' from the tenant portal' : '';
    await this.audit.record(
      {
        actor,
        action: LEASE_AUDIT_ACTIONS.noticeWithdraw,
        description: `Notice of non-renewal of contract ${contract.contractNumber} (by ${PARTY[givenBy].en}) withdrawn${from}`,
        targetType: 'estate_contract',
        targetId: contractId,
      },
      manager,
    );
  }
}

/** The contract, locked; with `tenantId`, only when it is that tenant's (else 404 as an unknown id). */
async function lockContract(
  manager: EntityManager,
  id: string,
  tenantId: string | null = null,
): Promise<NoticeContract> {
  const [row] = (await manager.query(
    `SELECT c.contract_number, c.end_date::text AS end_date, c.termination_date::text AS termination_date,
            (SELECT r.id FROM estate_contracts r WHERE r.renewed_from_id = c.id) AS renewed_by
       FROM estate_contracts c WHERE c.id = $1 AND ($2::uuid IS NULL OR c.tenant_id = $2) FOR UPDATE`,
    [id, tenantId],
  )) as Row[];
  if (!row) throw recordNotFound('contract');
  return {
    contractNumber: str(row.contract_number),
    endDate: day(row.end_date),
    terminationDate: dayOrNull(row.termination_date),
    renewedBy: row.renewed_by ? str(row.renewed_by) : null,
  };
}

const noticeExists = (noticeId: string) =>
  new ConflictException(
    bilingualRefusal(
      LEASE_ERROR_CODES.noticeExists,
      { ar: 'للعقد إشعار بعدم التجديد قائم', en: 'The contract has a notice of non-renewal already' },
      { noticeId },
    ),
  );
