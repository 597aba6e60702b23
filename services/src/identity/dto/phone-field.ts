import { isPhoneNumber, normalizePhone, PHONE_MAX_LENGTH, type PhoneKind } from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, ValidateBy } from 'class-validator';

const messages: Record<PhoneKind, string> = {
  saudiMobile: '$property must be a Saudi mobile number',
  any: '$property must be a phone number',
};

/**
 * A typed phone becomes E.164 before it is checked (`050 123 4567`, `+966501234567`, `٠٥٠١٢٣٤٥٦٧`... all become
 * `+966501234567`); one that is not a valid number of the kind stays as sent and is refused. Blank: not given.
 */
const toStoredPhone =
  (kind: PhoneKind, blank: null | '') =>
  ({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return blank;
    return normalizePhone(value, kind) ?? value;
  };

const IsPhone = (kind: PhoneKind) =>
  ValidateBy({
    name: 'isPhone',
    constraints: [kind],
    validator: { validate: (value: unknown) => isPhoneNumber(value, kind), defaultMessage: () => messages[kind] },
  });

const documented = {
  // Said outright: a `string | null` property reflects as Object.
  type: String,
  example: '+966501234567',
  maxLength: PHONE_MAX_LENGTH,
  description:
    'Stored as E.164. Accepted as typed: 0501234567, 501234567, 00966501234567, spaces, dashes, Arabic-Indic digits.',
};

/**
 * The phone of a DTO, by the one phone rule of `@estate/contracts`: a Saudi mobile number (`saudiMobile`, an
 * account's phone) or any valid number (`any`, read as Saudi without a country code). Stored as E.164.
 * Optional fields take null or blank as "none" (null).
 */
export const PhoneField = ({ kind, required = false }: { kind: PhoneKind; required?: boolean }) =>
  required
    ? applyDecorators(ApiProperty(documented), Transform(toStoredPhone(kind, '')), IsNotEmpty(), IsPhone(kind))
    : applyDecorators(
        ApiPropertyOptional({ ...documented, nullable: true }),
        Transform(toStoredPhone(kind, null)),
        IsOptional(),
        IsPhone(kind),
      );
