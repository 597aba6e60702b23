import {
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  CONTRACT_TABS,
  type ContractInvoicesQuery,
  type ContractListQuery,
  type ContractSort,
  type ContractStatus,
  type ContractTab,
} from '@estate/contracts';
import { ChoiceFilter, EstateListQueryDto, IdFilter, QueryBoolean } from '../../shared/estate-fields.js';

/** GET /api/estate/contracts (and its summary). */
export class ListContractsDto extends EstateListQueryDto implements ContractListQuery {
  @ChoiceFilter(CONTRACT_TABS)
  tab?: ContractTab;

  @ChoiceFilter(CONTRACT_STATUSES)
  status?: ContractStatus;

  @IdFilter()
  propertyId?: string;

  @IdFilter()
  unitId?: string;

  @IdFilter()
  ownerId?: string;

  @IdFilter()
  tenantId?: string;

  @ChoiceFilter(CONTRACT_SORTS)
  sort?: ContractSort;
}

/** GET /api/estate/contracts/{id}/invoices. */
export class ContractInvoicesDto implements ContractInvoicesQuery {
  @QueryBoolean()
  includeCancelled?: boolean;
}
