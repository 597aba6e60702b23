import type { AdminAuctionInput } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
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
}
