import {
  UNIT_SORTS,
  UNIT_STATUSES,
  UNIT_TYPES,
  type UnitListQuery,
  type UnitOptionsQuery,
  type UnitSort,
  type UnitStatus,
  type UnitType,
} from '@estate/contracts';
import {
  ChoiceFilter,
  CityFilter,
  EstateListQueryDto,
  EstateOptionsQueryDto,
  IdFilter,
  QueryBoolean,
} from '../../shared/estate-fields.js';

/** GET /api/estate/units. */
export class ListUnitsDto extends EstateListQueryDto implements UnitListQuery {
  @IdFilter()
  propertyId?: string;

  @CityFilter()
  city?: string;

  @ChoiceFilter(UNIT_STATUSES)
  status?: UnitStatus;

  @ChoiceFilter(UNIT_TYPES)
  unitType?: UnitType;

  @ChoiceFilter(UNIT_SORTS)
  sort?: UnitSort;
}

/** GET /api/estate/units/options. */
export class UnitOptionsDto extends EstateOptionsQueryDto implements UnitOptionsQuery {
  @IdFilter()
  propertyId?: string;

  @QueryBoolean()
  available?: boolean;
}
