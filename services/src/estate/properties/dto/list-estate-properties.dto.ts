import {
  ESTATE_PROPERTY_SORTS,
  ESTATE_PROPERTY_STATUSES,
  ESTATE_PROPERTY_TYPES,
  type EstatePropertyListQuery,
  type EstatePropertySort,
  type EstatePropertyStatus,
  type EstatePropertyType,
} from '@estate/contracts';
import { ChoiceFilter, CityFilter, EstateListQueryDto, IdFilter } from '../../shared/estate-fields.js';

/** GET /api/estate/properties (and its summary). */
export class ListEstatePropertiesDto extends EstateListQueryDto implements EstatePropertyListQuery {
  @CityFilter()
  city?: string;

  @ChoiceFilter(ESTATE_PROPERTY_STATUSES)
  status?: EstatePropertyStatus;

  @ChoiceFilter(ESTATE_PROPERTY_TYPES)
  type?: EstatePropertyType;

  @IdFilter()
  ownerId?: string;

  @ChoiceFilter(ESTATE_PROPERTY_SORTS)
  sort?: EstatePropertySort;
}
