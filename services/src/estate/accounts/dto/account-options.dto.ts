import { type AccountOptionsQuery, ESTATE_LINK_ROLE_NAMES, type EstateLinkRole } from '@estate/contracts';
import { Choice, EstateOptionsQueryDto } from '../../shared/estate-fields.js';

/** GET /api/estate/accounts/options: `role` is the kind of record the account is for (owner or tenant). */
export class AccountOptionsDto extends EstateOptionsQueryDto implements AccountOptionsQuery {
  @Choice(ESTATE_LINK_ROLE_NAMES)
  role!: EstateLinkRole;
}
