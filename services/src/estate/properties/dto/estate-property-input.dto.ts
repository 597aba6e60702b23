import {
  ESTATE_INPUT_LIMITS as LIMITS,
  ESTATE_PROPERTY_CATEGORIES,
  ESTATE_PROPERTY_STATUSES,
  ESTATE_PROPERTY_TYPES,
  type EstatePropertyCategory,
  type EstatePropertyInput,
  type EstatePropertyStatus,
  type EstatePropertyType,
} from '@estate/contracts';
import { PartialType } from '@nestjs/swagger';
import {
  Choice,
  CityField,
  IdField,
  OptionalAmountField,
  OptionalAreaField,
  OptionalChoice,
  OptionalText,
  OptionalWhole,
  RequiredText,
} from '../../shared/estate-fields.js';
import { NationalAddressDto, OptionalNationalAddress } from '../../einvoicing/dto/einvoicing.dto.js';

/** The latest year of construction accepted: a few years ahead, for buildings under construction. */
export const latestYearBuilt = (now = new Date()) => now.getFullYear() + 5;

/** POST /api/estate/properties. */
export class EstatePropertyInputDto implements EstatePropertyInput {
  @RequiredText(LIMITS.title, 'عمارة الياسمين السكنية')
  title!: string;

  @OptionalText(LIMITS.title, 'Al Yasmin Residential Building')
  titleEn?: string | null;

  @IdField()
  ownerId!: string;

  @Choice(ESTATE_PROPERTY_TYPES)
  type!: EstatePropertyType;

  @Choice(ESTATE_PROPERTY_CATEGORIES)
  category!: EstatePropertyCategory;

  @OptionalChoice(ESTATE_PROPERTY_STATUSES)
  status?: EstatePropertyStatus;

  @CityField()
  city!: string;

  @RequiredText(LIMITS.district, 'الياسمين')
  district!: string;

  @OptionalText(LIMITS.district, 'Al Yasmin')
  districtEn?: string | null;

  @RequiredText(LIMITS.address, 'طريق الملك عبدالعزيز')
  address!: string;

  @OptionalAreaField()
  area?: number | null;

  @OptionalWhole(LIMITS.minYearBuilt, latestYearBuilt())
  yearBuilt?: number | null;

  @OptionalAmountField()
  purchasePrice?: number | null;

  @OptionalAmountField()
  currentValue?: number | null;

  @OptionalText(LIMITS.description)
  description?: string | null;

  @OptionalText(LIMITS.description)
  descriptionEn?: string | null;

  /** Its national address, printed on its contracts; null means none. */
  @OptionalNationalAddress()
  nationalAddress?: NationalAddressDto | null;
}

/** PATCH /api/estate/properties/{id}: the fields sent change, the others stay. */
export class EstatePropertyUpdateDto extends PartialType(EstatePropertyInputDto) {}
