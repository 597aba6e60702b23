import {
  type DepositSettlementInput,
  type ManagementAgreementInput,
  type OwnerPayoutInput,
  PAYOUT_METHODS,
  type PayoutMethod,
} from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNumber, Max, Min } from 'class-validator';
import {
  Choice,
  DateField,
  OptionalAmountField,
  OptionalDateField,
  OptionalText,
  RentField,
} from '../../shared/estate-fields.js';

/** POST /api/estate/owners/{id}/agreements. */
export class ManagementAgreementDto implements ManagementAgreementInput {
  @ApiProperty({ type: Number, minimum: 0, maximum: 100, example: 5 })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  feePercent!: number;

  @ApiProperty({ type: Boolean })
  @IsBoolean()
  vatOnFee!: boolean;

  @DateField('2026-01-01')
  fromDate!: string;
}

/** POST /api/estate/owners/{id}/payouts: an amount more than 0, its day, how, and for a transfer the IBAN. */
export class OwnerPayoutDto implements OwnerPayoutInput {
  @RentField(10_000)
  amount!: number;

  @DateField()
  paidOn!: string;

  @Choice(PAYOUT_METHODS)
  method!: PayoutMethod;

  @OptionalText(100)
  bankReference?: string | null;

  @OptionalText(34)
  iban?: string | null;

  @OptionalText(500)
  notes?: string | null;
}

/** GET /api/estate/owners/{id}/ledger: ?from and ?to (the year so far when left out). */
export class OwnerLedgerQueryDto {
  @OptionalDateField()
  from?: string;

  @OptionalDateField()
  to?: string;
}

/** POST /api/estate/contracts/{id}/deposit/settle. */
export class DepositSettlementDto implements DepositSettlementInput {
  @ApiProperty({ type: Boolean })
  @IsBoolean()
  applyToUnpaid!: boolean;

  @OptionalAmountField()
  damages?: number | null;

  @OptionalText(500)
  damagesNote?: string | null;

  @DateField()
  returnedOn!: string;

  @Choice(PAYOUT_METHODS)
  method!: PayoutMethod;

  @OptionalText(34)
  iban?: string | null;

  @OptionalText(100)
  reference?: string | null;

  @OptionalText(500)
  notes?: string | null;
}
