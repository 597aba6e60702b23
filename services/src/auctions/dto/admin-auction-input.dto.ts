import {
  type AdminAuctionInput,
  AUCTION_BALANCE_DUE_HOURS,
  AUCTION_LICENSE_MAX_DAYS,
  AUCTION_LICENSE_PATTERN,
} from '@estate/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, IsUUID, Matches, Max, Min, ValidateIf } from 'class-validator';
import { blankToNull } from '../../properties/dto/listing-fields.js';
import { OptionalText, RequiredText } from '../../properties/requests/dto/request-fields.js';
import { AUCTION_TEXT_LIMITS as TEXT, InstantField, OptionalPriceField, PriceField } from './auction-fields.js';

/** POST /api/admin/auctions and PATCH /api/admin/auctions/{id} (staff): an auction of an existing listing. */
export class AdminAuctionInputDto implements AdminAuctionInput {
  @ApiProperty({ format: 'uuid', description: 'The listing sold: active, with no auction still running on it' })
  @IsUUID()
  propertyId!: string;

  /** Arabic title. */
  @RequiredText(TEXT.title, 'مزاد فيلا في حي الملقا')
  title!: string;

  @OptionalText(TEXT.title, 'Auction: villa in Al Malqa')
  titleEn?: string | null;

  @OptionalText(TEXT.description)
  description?: string;

  @OptionalText(TEXT.description)
  descriptionEn?: string | null;

  @PriceField(1_500_000)
  startPrice!: number;

  /** Below this highest bid the auction ends unsold; at least the start price. */
  @OptionalPriceField(1_800_000)
  reservePrice?: number | null;

  /** The least step between two bids (SAR); DEFAULT_MIN_INCREMENT when not given. */
  @OptionalPriceField(1000)
  minIncrement?: number;

  @InstantField('2026-03-01T09:00:00.000Z')
  startDate!: string;

  @InstantField('2026-03-08T21:00:00.000Z')
  endDate!: string;

  @OptionalText(TEXT.terms)
  terms?: string;

  @OptionalText(TEXT.terms)
  termsEn?: string | null;

  /** The auction licence: required to list the auction (422 AUCTION_LICENCE_REQUIRED); kept when not sent. */
  @ApiPropertyOptional({ example: '1450012345', nullable: true, description: 'The auction licence number (digits)' })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @Matches(AUCTION_LICENSE_PATTERN, { message: 'licenseNumber must be 5 to 20 digits' })
  licenseNumber?: string | null;

  @ApiPropertyOptional({ example: '2026-02-20', format: 'date', nullable: true, description: 'The day it was issued' })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'licenseDate must be a date (YYYY-MM-DD)' })
  licenseDate?: string | null;

  @ApiPropertyOptional({ example: 30, minimum: 1, maximum: AUCTION_LICENSE_MAX_DAYS, nullable: true })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsInt()
  @Min(1)
  @Max(AUCTION_LICENSE_MAX_DAYS)
  licenseDurationDays?: number | null;

  /** The entry deposit: at most AUCTION_DEPOSIT_MAX_PERCENT of the start price (422 DEPOSIT_TOO_HIGH); 5% when not given. */
  @OptionalPriceField(25_000)
  depositAmount?: number | null;

  /** Hours the winner has to pay the balance once sold (AUCTION_BALANCE_DUE_HOURS when not given). */
  @ApiPropertyOptional({ example: AUCTION_BALANCE_DUE_HOURS, minimum: 1, maximum: 720, nullable: true })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsInt()
  @Min(1)
  @Max(720)
  balanceDueHours?: number | null;
}
