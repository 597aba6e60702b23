import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  TENANT_SORTS,
  TENANT_STATUSES,
  type TenantListQuery,
  type TenantSort,
  type TenantStatus,
} from '@estate/contracts';
import { ChoiceFilter, CityFilter, EstateListQueryDto } from '../../shared/estate-fields.js';

/** GET /api/estate/tenants (and its summary). */
export class ListTenantsDto extends EstateListQueryDto implements TenantListQuery {
  @CityFilter()
  city?: string;

  @ChoiceFilter(TENANT_STATUSES)
  status?: TenantStatus;

  @ChoiceFilter(PAYMENT_STATUSES)
  paymentStatus?: PaymentStatus;

  @ChoiceFilter(TENANT_SORTS)
  sort?: TenantSort;
}
