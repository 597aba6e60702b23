import {
  ESTATE_INPUT_LIMITS as LIMITS,
  OWNER_STATUSES,
  type OwnerInput,
  type OwnerStatus,
  type TenantInput,
} from '@estate/contracts';
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
import {
  NationalAddressDto,
  OptionalCrNumber,
  OptionalNationalAddress,
  OptionalVatNumber,
} from '../../einvoicing/dto/einvoicing.dto.js';

/** What every person of the back office (owner or tenant) is written with. */
export abstract class PersonInputDto {
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

  @OptionalText(LIMITS.notes)
  notes?: string | null;

  @NullableIdField()
  userId?: string | null;

  /** As a buyer of tax invoices: with a VAT or CR number and a national address, their documents are standard. */
  @OptionalVatNumber()
  vatNumber?: string | null;

  @OptionalCrNumber()
  crNumber?: string | null;

  @OptionalNationalAddress()
  nationalAddress?: NationalAddressDto | null;
}

/** POST /api/estate/owners. */
export class OwnerInputDto extends PersonInputDto implements OwnerInput {
  @OptionalChoice(OWNER_STATUSES)
  status?: OwnerStatus;

  @OptionalDateField()
  joinDate?: string;
}

/** PATCH /api/estate/owners/{id}: the fields sent change, the others stay. */
export class OwnerUpdateDto extends PartialType(OwnerInputDto) {}

/** POST /api/estate/tenants. */
export class TenantInputDto extends PersonInputDto implements TenantInput {
  @OptionalText(LIMITS.name)
  emergencyContact?: string | null;

  @PhoneField({ kind: 'any' })
  emergencyPhone?: string | null;
}

/** PATCH /api/estate/tenants/{id}: the fields sent change, the others stay. */
export class TenantUpdateDto extends PartialType(TenantInputDto) {}
