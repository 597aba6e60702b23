import {
  NOTICE_PARTIES,
  type NonRenewalNoticeInput,
  type NoticeParty,
  type TenantNoticeInput,
} from '@estate/contracts';
import { Choice, DateField, IdField, OptionalIdField, RequiredText } from '../../shared/estate-fields.js';

/** POST /api/estate/contracts/{id}/notice. */
export class NonRenewalNoticeDto implements NonRenewalNoticeInput {
  @Choice(NOTICE_PARTIES)
  givenBy!: NoticeParty;

  @RequiredText(1000, 'The owner will live in the unit')
  reason!: string;
}

/** POST /api/me/tenant/contracts/{id}/notice: the tenant's own notice, given by the tenant. */
export class TenantNoticeDto implements TenantNoticeInput {
  @RequiredText(1000, 'I am moving to another city')
  reason!: string;
}

/** GET /api/estate/lease-rules/rent-limit. */
export class RentLimitQueryDto {
  @IdField()
  unitId!: string;

  @DateField('2026-01-01')
  startDate!: string;

  /** The contract being edited (left out of the unit's earlier contracts). */
  @OptionalIdField()
  contractId?: string;
}
