import { LEDGER_ACCOUNTS, type LedgerAccountCode } from '@estate/contracts';
import { ChoiceFilter, EstateListQueryDto, IdFilter, OptionalDateField } from '../../shared/estate-fields.js';

const CODES = LEDGER_ACCOUNTS.map((account) => account.code);

/** GET /api/estate/ledger/trial-balance: ?asOf (a day; today in Riyadh when left out). */
export class TrialBalanceQueryDto {
  @OptionalDateField()
  asOf?: string;
}

/** GET /api/estate/ledger/entries: the entries with a line of the account, owner, property, tenant, contract or days. */
export class LedgerEntriesQueryDto extends EstateListQueryDto {
  @ChoiceFilter(CODES)
  account?: LedgerAccountCode;

  @IdFilter()
  ownerId?: string;

  @IdFilter()
  propertyId?: string;

  @IdFilter()
  tenantId?: string;

  @IdFilter()
  contractId?: string;

  @IdFilter()
  sourceId?: string;

  @OptionalDateField()
  from?: string;

  @OptionalDateField()
  to?: string;
}
