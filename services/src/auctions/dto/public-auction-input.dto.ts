import {
  cityKeyOf,
  PROPERTY_INPUT_LIMITS as LIMITS,
  PROPERTY_TYPES,
  type PropertyType,
  type PublicAuctionInput,
  SAUDI_CITIES,
} from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString } from 'class-validator';
import { ImageUrlsField, OptionalWhole } from '../../properties/dto/listing-fields.js';
import { OptionalText, RequiredText, trim } from '../../properties/requests/dto/request-fields.js';
import { AUCTION_TEXT_LIMITS as TEXT, InstantField, OptionalPriceField, PriceField } from './auction-fields.js';

/**
 * POST /api/auctions: the public add-auction form (spec document 1). Creates a listing for auction and its auction,
 * both waiting for staff review. `title` is the English title, `titleAr` the Arabic one.
 */
export class PublicAuctionInputDto implements PublicAuctionInput {
  @RequiredText(TEXT.title, 'Villa in Al Malqa')
  title!: string;

  @RequiredText(TEXT.title, 'فيلا في حي الملقا')
  titleAr!: string;

  @OptionalText(TEXT.description)
  description?: string;

  @OptionalText(TEXT.description)
  descriptionAr?: string;

  @PriceField(1_500_000)
  startingPrice!: number;

  /** The least the auction sells for: below it the auction ends unsold. Not told to bidders. */
  @OptionalPriceField(1_800_000)
  reservePrice?: number | null;

  @InstantField('2026-03-01T09:00:00.000Z')
  startDate!: string;

  @InstantField('2026-03-08T21:00:00.000Z')
  endDate!: string;

  @ApiProperty({ enum: PROPERTY_TYPES, description: 'The kind of property' })
  @Transform(trim)
  @IsString()
  @IsIn(PROPERTY_TYPES)
  category!: PropertyType;

  @ApiProperty({
    enum: SAUDI_CITIES.map((city) => city.key),
    description: 'A city of the platform: its key, or its Arabic or English name',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (cityKeyOf(value) ?? value) : value))
  @IsString()
  @IsIn(SAUDI_CITIES.map((city) => city.key))
  city!: string;

  @OptionalText(LIMITS.district, 'الملقا')
  district?: string;

  @OptionalText(LIMITS.district, 'Al Malqa')
  districtEn?: string;

  @OptionalWhole(1, LIMITS.maxArea)
  area?: number | null;

  @OptionalWhole(0, LIMITS.maxRooms)
  bedrooms?: number | null;

  @OptionalWhole(0, LIMITS.maxRooms)
  bathrooms?: number | null;

  @ImageUrlsField('Object URLs of uploaded JPEG, PNG, GIF or WebP images')
  images?: string[];

  /** English terms. */
  @OptionalText(TEXT.terms)
  terms?: string;

  /** Arabic terms. */
  @OptionalText(TEXT.terms)
  termsAr?: string;
}
