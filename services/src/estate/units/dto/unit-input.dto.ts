import { ESTATE_INPUT_LIMITS as LIMITS, UNIT_TYPES, type UnitInput, type UnitType } from '@estate/contracts';
import { PartialType } from '@nestjs/swagger';
import {
  Choice,
  IdField,
  OptionalAreaField,
  OptionalBoolean,
  OptionalText,
  OptionalWhole,
  RentField,
  RequiredText,
} from '../../shared/estate-fields.js';

/** POST /api/estate/units. */
export class UnitInputDto implements UnitInput {
  @IdField()
  propertyId!: string;

  @RequiredText(LIMITS.unitNumber, 'A-101')
  unitNumber!: string;

  @Choice(UNIT_TYPES)
  unitType!: UnitType;

  @OptionalWhole(LIMITS.minFloor, LIMITS.maxFloor)
  floor?: number | null;

  @OptionalAreaField()
  area?: number | null;

  @OptionalWhole(0, LIMITS.maxRooms)
  bedrooms?: number | null;

  @OptionalWhole(0, LIMITS.maxRooms)
  bathrooms?: number | null;

  @RentField(4500)
  rentPrice!: number;

  @OptionalText(LIMITS.features)
  features?: string | null;

  @OptionalText(LIMITS.description)
  description?: string | null;

  @OptionalText(LIMITS.description)
  descriptionEn?: string | null;

  @OptionalBoolean()
  underMaintenance?: boolean;
}

/** PATCH /api/estate/units/{id}: the fields sent change, the others stay. */
export class UnitUpdateDto extends PartialType(UnitInputDto) {}
