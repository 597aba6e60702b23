import {
  CONTRACT_NUMBER_PATTERN,
  type ContractInput,
  DEPOSIT_HOLDERS,
  type DepositHolder,
  EJAR_CONTRACT_NUMBER_PATTERN,
  ESTATE_INPUT_LIMITS as LIMITS,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  type RenewContractInput,
  type TerminateContractInput,
  toAsciiDigits,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import {
  AmountField,
  Choice,
  DateField,
  IdField,
  OptionalAmountField,
  OptionalChoice,
  OptionalDateField,
  OptionalIdField,
  OptionalRentField,
  OptionalText,
  RentField,
} from '../../shared/estate-fields.js';

/** `CNT-<year>-<number>`, typed in any case or with Arabic-Indic digits; blank or null: generated. */
const ContractNumberField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: 'CNT-2025-0001', maxLength: LIMITS.contractNumber }),
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const typed = toAsciiDigits(value).trim().toUpperCase();
      return typed === '' ? null : typed;
    }),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsString(),
    MaxLength(LIMITS.contractNumber),
    Matches(CONTRACT_NUMBER_PATTERN, { message: '$property must read CNT-<year>-<number>' }),
  );

/** The lease's Ejar number: 8-20 digits, typed with Arabic-Indic digits or spaces too; blank: none. */
const EjarNumberField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: '20123456789', pattern: '^[0-9]{8,20}$' }),
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const typed = toAsciiDigits(value).replace(/\s+/g, '');
      return typed === '' ? null : typed;
    }),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsString(),
    Matches(EJAR_CONTRACT_NUMBER_PATTERN, { message: '$property must be 8 to 20 digits' }),
  );

/** Uploaded files' URLs (PDFs or images), at most LIMITS.maxDocuments. */
const DocumentsField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: LIMITS.maxDocuments }),
    ValidateIf((_object, value) => value !== undefined),
    IsArray(),
    ArrayMaxSize(LIMITS.maxDocuments),
    IsString({ each: true }),
    MaxLength(2048, { each: true }),
  );

/** POST /api/estate/contracts. */
export class ContractInputDto implements ContractInput {
  @ContractNumberField()
  contractNumber?: string | null;

  @IdField()
  unitId!: string;

  @OptionalIdField()
  propertyId?: string;

  @OptionalIdField()
  ownerId?: string;

  @IdField()
  tenantId!: string;

  @DateField('2025-01-01')
  startDate!: string;

  @DateField('2025-12-31')
  endDate!: string;

  @RentField(2500)
  rentAmount!: number;

  @AmountField(5000)
  securityDeposit!: number;

  @Choice(PAYMENT_FREQUENCIES)
  paymentFrequency!: PaymentFrequency;

  @EjarNumberField()
  ejarContractNumber?: string | null;

  @OptionalDateField()
  ejarRegisteredOn?: string | null;

  @OptionalChoice(DEPOSIT_HOLDERS)
  depositHolder?: DepositHolder;

  @OptionalText(LIMITS.notes)
  notes?: string | null;

  @DocumentsField()
  documents?: string[];
}

/** PATCH /api/estate/contracts/{id}: the fields sent change, the others stay. */
export class ContractUpdateDto extends PartialType(ContractInputDto) {}

/** POST /api/estate/contracts/{id}/terminate. */
export class TerminateContractDto implements TerminateContractInput {
  @OptionalDateField()
  terminationDate?: string;

  @OptionalText(LIMITS.terminationReason)
  reason?: string | null;
}

/** POST /api/estate/contracts/{id}/renew. */
export class RenewContractDto implements RenewContractInput {
  @DateField('2026-12-31')
  endDate!: string;

  @ContractNumberField()
  contractNumber?: string | null;

  @OptionalRentField()
  rentAmount?: number;

  @OptionalAmountField()
  securityDeposit?: number;

  @OptionalChoice(PAYMENT_FREQUENCIES)
  paymentFrequency?: PaymentFrequency;

  @OptionalText(LIMITS.notes)
  notes?: string | null;

  @EjarNumberField()
  ejarContractNumber?: string | null;

  @OptionalDateField()
  ejarRegisteredOn?: string | null;
}
