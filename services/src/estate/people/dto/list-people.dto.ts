import {
  OWNER_SORTS,
  OWNER_STATUSES,
  type OwnerListQuery,
  type OwnerSort,
  type OwnerStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  TENANT_SORTS,
  TENANT_STATUSES,
  type TenantListQuery,
  type TenantSort,
  type TenantStatus,
} from '@estate/contracts';
import { ChoiceFilter, CityFilter, EstateListQueryDto } from '../../shared/estate-fields.js';

/** The filters every people list has (`q` matches names, email, phone and national ID). */
export abstract class ListPeopleDto extends EstateListQueryDto {
  @CityFilter()
  city?: string;
}

/** GET /api/estate/owners (and its summary and export). */
export class ListOwnersDto extends ListPeopleDto implements OwnerListQuery {
  @ChoiceFilter(OWNER_STATUSES)
  status?: OwnerStatus;

  @ChoiceFilter(OWNER_SORTS)
  sort?: OwnerSort;
}

/** GET /api/estate/tenants (and its summary and export). */
export class ListTenantsDto extends ListPeopleDto implements TenantListQuery {
  @ChoiceFilter(TENANT_STATUSES)
  status?: TenantStatus;

  @ChoiceFilter(PAYMENT_STATUSES)
  paymentStatus?: PaymentStatus;

  @ChoiceFilter(TENANT_SORTS)
  sort?: TenantSort;
}
