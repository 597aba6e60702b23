import { ESTATE_INPUT_LIMITS as LIMITS, type TenantInput } from '@estate/contracts';
import { PartialType } from '@nestjs/swagger';
import { PhoneField } from '../../../identity/dto/phone-field.js';
import {
  NationalIdField,
  NullableIdField,
  OptionalCityField,
  OptionalEmail,
  OptionalText,
  RequiredText,
} from '../../shared/estate-fields.js';

/** POST /api/estate/tenants. */
export class TenantInputDto implements TenantInput {
  @RequiredText(LIMITS.name, 'ريم سلطان المطيري')
  name!: string;

  @OptionalText(LIMITS.name, 'Reem Sultan Al-Mutairi')
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

  @OptionalText(LIMITS.name)
  emergencyContact?: string | null;

  @PhoneField({ kind: 'any' })
  emergencyPhone?: string | null;

  @OptionalText(LIMITS.notes)
  notes?: string | null;

  @NullableIdField()
  userId?: string | null;
}

/** PATCH /api/estate/tenants/{id}: the fields sent change, the others stay. */
export class TenantUpdateDto extends PartialType(TenantInputDto) {}
