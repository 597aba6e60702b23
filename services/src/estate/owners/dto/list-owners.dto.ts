import { OWNER_SORTS, OWNER_STATUSES, type OwnerListQuery, type OwnerSort, type OwnerStatus } from '@estate/contracts';
import { ChoiceFilter, CityFilter, EstateListQueryDto } from '../../shared/estate-fields.js';

/** GET /api/estate/owners (and its summary). */
export class ListOwnersDto extends EstateListQueryDto implements OwnerListQuery {
  @CityFilter()
  city?: string;

  @ChoiceFilter(OWNER_STATUSES)
  status?: OwnerStatus;

  @ChoiceFilter(OWNER_SORTS)
  sort?: OwnerSort;
}
