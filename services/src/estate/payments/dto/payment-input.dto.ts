import {
  ESTATE_EXPORT_FORMATS,
  type EstateExportFormat,
  type Language,
  LANGUAGES,
  type MarkPaidInput,
  PAYMENT_INPUT_LIMITS,
  PAYMENT_METHODS,
  type PaymentExportQuery,
  type PaymentMethod,
  type RecordPaymentInput,
  type RefundInput,
  type InvoiceUpdateInput,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { Choice, DateField, OptionalDateField, OptionalText, RequiredText } from '../../shared/estate-fields.js';
import { ListPaymentsDto } from './list-payments.dto.js';

const MAX_AMOUNT = 1_000_000_000_000 - 1;

/** A positive amount in SAR with at most 2 decimals. */
const PositiveAmount = () =>
  applyDecorators(
    ApiProperty({ type: Number, minimum: 0.01, maximum: MAX_AMOUNT }),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(0.01),
    Max(MAX_AMOUNT),
  );

/** POST /api/estate/invoices/{id}/payments. */
export class RecordPaymentDto implements RecordPaymentInput {
  @PositiveAmount()
  amount!: number;

  @Choice(PAYMENT_METHODS)
  method!: PaymentMethod;

  @DateField('2026-01-15')
  paidOn!: string;

  @OptionalText(PAYMENT_INPUT_LIMITS.reference)
  reference?: string | null;

  @OptionalText(PAYMENT_INPUT_LIMITS.notes)
  notes?: string | null;

  @OptionalText(500)
  receiptUrl?: string | null;
}

/** PATCH /api/estate/invoices/{id}: the fields sent change (amount before VAT; VAT and total follow). */
export class UpdateInvoiceDto implements InvoiceUpdateInput {
  @OptionalDateField()
  dueDate?: string;

  @IsOptional()
  @PositiveAmount()
  netAmount?: number;

  @OptionalText(PAYMENT_INPUT_LIMITS.notes)
  notes?: string | null;
}

/** POST /api/estate/invoices/{id}/mark-paid. */
export class MarkPaidDto implements MarkPaidInput {
  @Choice(PAYMENT_METHODS)
  method!: PaymentMethod;

  @DateField('2026-01-15')
  paidOn!: string;

  @OptionalText(PAYMENT_INPUT_LIMITS.reference)
  reference?: string | null;
}

/** POST /api/estate/payments/{id}/refund. */
export class RefundDto implements RefundInput {
  @PositiveAmount()
  amount!: number;

  @RequiredText(PAYMENT_INPUT_LIMITS.reason)
  reason!: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'Also take the amount off what the invoice charges (net and VAT pro rata): a tax invoice gets a credit note for it.',
  })
  @IsOptional()
  @IsBoolean()
  credit?: boolean;
}

/** GET /api/estate/payments/{id}/receipt. */
export class ReceiptQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

/** GET /api/estate/payments/export: the list's filters, the format and the language. */
export class ExportPaymentsDto
  extends OmitType(ListPaymentsDto, ['page', 'limit'] as const)
  implements PaymentExportQuery
{
  @ApiPropertyOptional({ enum: ESTATE_EXPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @IsIn(ESTATE_EXPORT_FORMATS)
  format?: EstateExportFormat;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}
