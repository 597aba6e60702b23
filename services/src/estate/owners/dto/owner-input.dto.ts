import { ESTATE_INPUT_LIMITS as LIMITS, OWNER_STATUSES, type OwnerInput, type OwnerStatus } from '@estate/contracts';
import { PartialType } from '@nestjs/swagger';
import { PhoneField } from '../../../identity/dto/phone-field.js';
import {
  NationalIdField,
  NullableIdField,
  OptionalCityField,
  OptionalChoice,
  OptionalDateField,
  OptionalEmail,
  OptionalText,
  RequiredText,
} from '../../shared/estate-fields.js';

/** POST /api/estate/owners. */
export class OwnerInputDto implements OwnerInput {
  @RequiredText(LIMITS.name, 'محمد عبدالعزيز الحربي')
  name!: string;

  @OptionalText(LIMITS.name, 'Mohammed Abdulaziz Al-Harbi')
  nameEn?: string | null;

  @OptionalEmail()
  email?: string | null;

  @PhoneField({ kind: 'any', required: true })
  phone!: string;

  @NationalIdField()
  nationalId!: string;

  @OptionalText(LIMITS.address)
  address?: string | null;

  @OptionalCityField()
  city?: string | null;

  @OptionalChoice(OWNER_STATUSES)
  status?: OwnerStatus;

  @OptionalDateField()
  joinDate?: string;

  @OptionalText(LIMITS.notes)
  notes?: string | null;

  @NullableIdField()
  userId?: string | null;
}

/** PATCH /api/estate/owners/{id}: the fields sent change, the others stay. */
export class OwnerUpdateDto extends PartialType(OwnerInputDto) {}
