import {
  EINVOICE_KINDS,
  EINVOICE_SANDBOX_MODES,
  EINVOICE_STATES,
  type EInvoiceKind,
  type EInvoiceListQuery,
  type EInvoiceSandboxMode,
  type EInvoiceCertificateInput,
  type EInvoiceSettingsInput,
  type EInvoiceState,
  NATIONAL_ADDRESS_ERROR_CODES,
  NATIONAL_ADDRESS_ERROR_MESSAGES,
  NATIONAL_ADDRESS_PATTERNS,
  NATIONAL_ADDRESS_TEXT_LIMITS,
  type NationalAddress,
  type NationalAddressCodedField,
  nationalAddressCodeOf,
  nationalAddressProblem,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsByteLength,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { LimitField, PageField } from '../../../common/pagination/page-fields.js';
import { OptionalChoice, OptionalDateField } from '../../shared/estate-fields.js';

const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;
const present = (_: object, value: unknown) => value !== null && value !== undefined;

const Digits = (count: number, example: string) =>
  applyDecorators(
    ApiProperty({ pattern: `^\\d{${count}}$`, example }),
    IsString(),
    Matches(new RegExp(`^\\d{${count}}$`), { message: `$property must be ${count} digits` }),
  );

/**
 * A national address's coded field (building number, postal code, additional number, short address) by the shared
 * rule (`nationalAddressProblem`): typed in Arabic-Indic digits, with spaces or in small letters, stored normalized;
 * refused with the field's code (INVALID_BUILDING_NUMBER...) and bilingual message.
 */
const AddressCode = (field: NationalAddressCodedField, example: string, optional = false) =>
  applyDecorators(
    optional
      ? ApiPropertyOptional({ pattern: NATIONAL_ADDRESS_PATTERNS[field].source, example, nullable: true, type: String })
      : ApiProperty({ pattern: NATIONAL_ADDRESS_PATTERNS[field].source, example }),
    Transform(({ value }: { value: unknown }) =>
      typeof value !== 'string' ? value : optional && value.trim() === '' ? null : nationalAddressCodeOf(value),
    ),
    ...(optional ? [ValidateIf(present)] : []),
    IsString(),
    ValidateBy(
      {
        name: `is${field[0]!.toUpperCase()}${field.slice(1)}`,
        validator: {
          validate: (value: unknown) => nationalAddressProblem(field, value) === null,
          defaultMessage: () => `$property: ${NATIONAL_ADDRESS_ERROR_MESSAGES[NATIONAL_ADDRESS_ERROR_CODES[field]].en}`,
        },
      },
      { context: { code: NATIONAL_ADDRESS_ERROR_CODES[field] } },
    ),
  );

const Text = (maxLength: number, example: string) =>
  applyDecorators(
    ApiProperty({ maxLength, example }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(),
    MinLength(1),
    MaxLength(maxLength),
  );

/** A Saudi national address as ZATCA writes it, with its short address (optional). */
export class NationalAddressDto implements NationalAddress {
  @AddressCode('buildingNumber', '2322')
  buildingNumber!: string;

  @Text(NATIONAL_ADDRESS_TEXT_LIMITS.street, 'طريق الملك فهد')
  street!: string;

  @Text(NATIONAL_ADDRESS_TEXT_LIMITS.district, 'الملقا')
  district!: string;

  @Text(NATIONAL_ADDRESS_TEXT_LIMITS.city, 'الرياض')
  city!: string;

  @AddressCode('postalCode', '13521')
  postalCode!: string;

  @AddressCode('additionalNumber', '8228')
  additionalNumber!: string;

  @AddressCode('shortAddress', 'RRRD2929', true)
  shortAddress?: string | null;
}

const VAT_NUMBER = /^3\d{13}3$/;

/** Optional VAT number (15 digits, 3…3); blank or null means none. */
export const OptionalVatNumber = () =>
  applyDecorators(
    ApiPropertyOptional({ pattern: '^3\\d{13}3$', nullable: true, type: String, example: '310122393500003' }),
    Transform(blankToNull),
    ValidateIf(present),
    IsString(),
    Matches(VAT_NUMBER, { message: '$property must be 15 digits starting and ending with 3' }),
  );

/** Optional commercial registration number (10 digits); blank or null means none. */
export const OptionalCrNumber = () =>
  applyDecorators(
    ApiPropertyOptional({ pattern: '^\\d{10}$', nullable: true, type: String, example: '1010010000' }),
    Transform(blankToNull),
    ValidateIf(present),
    IsString(),
    Matches(/^\d{10}$/, { message: '$property must be 10 digits' }),
  );

/** Optional national address; null means none. */
export const OptionalNationalAddress = () =>
  applyDecorators(
    ApiPropertyOptional({ type: NationalAddressDto, nullable: true }),
    ValidateIf(present),
    IsObject(),
    ValidateNested(),
    Type(() => NationalAddressDto),
  );

/** PUT /api/estate/einvoicing/settings. */
export class EInvoiceSettingsDto implements EInvoiceSettingsInput {
  /** The QR's seller name (TLV field 1): at most 255 bytes of UTF-8 (about 120 Arabic letters). */
  @Text(200, 'شركة دار العقارية')
  @IsByteLength(1, 255, { message: '$property must fit the QR code: at most 255 bytes (about 120 Arabic letters)' })
  legalNameAr!: string;

  @Text(200, 'Dar Real Estate Company')
  legalNameEn!: string;

  @ApiProperty({ pattern: '^3\\d{13}3$', example: '300000000000003' })
  @IsString()
  @Matches(VAT_NUMBER, { message: '$property must be 15 digits starting and ending with 3' })
  vatNumber!: string;

  @Digits(10, '1010000000')
  crNumber!: string;

  @ApiProperty({ type: NationalAddressDto })
  @IsObject()
  @ValidateNested()
  @Type(() => NationalAddressDto)
  address!: NationalAddressDto;

  @ApiProperty({ enum: EINVOICE_SANDBOX_MODES })
  @IsIn(EINVOICE_SANDBOX_MODES)
  sandboxMode!: EInvoiceSandboxMode;
}

/** PUT /api/estate/einvoicing/certificate. */
export class EInvoiceCertificateDto implements EInvoiceCertificateInput {
  @ApiProperty({ description: 'The certificate ZATCA issued: PEM, or its DER in Base64.', maxLength: 20_000 })
  @IsString()
  @MinLength(1)
  @MaxLength(20_000)
  certificatePem!: string;

  @ApiProperty({ description: "The certificate's private key, PEM (SEC 1 or PKCS #8).", maxLength: 10_000 })
  @IsString()
  @MinLength(1)
  @MaxLength(10_000)
  privateKeyPem!: string;
}

/** GET /api/estate/einvoices. */
export class EInvoiceListQueryDto implements EInvoiceListQuery {
  @PageField()
  page: number = 1;

  @LimitField(20)
  pageSize: number = 20;

  @OptionalChoice(EINVOICE_STATES)
  state?: EInvoiceState;

  @OptionalChoice(EINVOICE_KINDS)
  kind?: EInvoiceKind;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @OptionalDateField()
  from?: string;

  @OptionalDateField()
  to?: string;
}

/** GET /api/estate/einvoices/:id/pdf. */
export class EInvoicePdfQueryDto {
  @OptionalChoice(['ar', 'en'])
  lang?: 'ar' | 'en';
}

/** GET /api/estate/reports/vat and vat.xlsx. */
export class VatByRateQueryDto {
  @OptionalDateField()
  from?: string;

  @OptionalDateField()
  to?: string;

  @OptionalChoice(['ar', 'en'])
  lang?: 'ar' | 'en';
}
