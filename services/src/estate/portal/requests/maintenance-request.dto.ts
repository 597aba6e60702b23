import {
  MAINTENANCE_REQUEST_LIMITS as LIMITS,
  TICKET_CATEGORIES,
  TICKET_MAX_PHOTOS,
  TICKET_PRIORITIES,
  type TicketCategory,
  type TicketPriority,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PhoneField } from '../../../identity/dto/phone-field.js';
import { Choice, OptionalChoice, NullableIdField, OptionalText, RequiredText } from '../../shared/estate-fields.js';

/** Longest object URL accepted (`/api/objects/<key>` or this server's absolute form). */
const MAX_URL_LENGTH = 2048;

/**
 * POST /api/maintenance-requests and POST /api/me/tenant/maintenance (document 2, section 5): title, description,
 * category and a Saudi mobile number are required; the priority is medium when not sent; a visitor gives the
 * property's address; at most TICKET_MAX_PHOTOS uploaded images.
 */
export class MaintenanceRequestDto {
  @RequiredText(LIMITS.title, 'تسرب في صنبور المطبخ')
  title!: string;

  @RequiredText(LIMITS.description)
  description!: string;

  @Choice(TICKET_CATEGORIES)
  category!: TicketCategory;

  @OptionalChoice(TICKET_PRIORITIES)
  priority?: TicketPriority;

  @PhoneField({ kind: 'saudiMobile', required: true })
  tenantContact!: string;

  /** Required from a visitor (checked with who is asking); a tenant's request takes the unit's address. */
  @OptionalText(LIMITS.propertyAddress, 'الرياض، حي الملقا، شارع الأمير محمد')
  propertyAddress?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: TICKET_MAX_PHOTOS,
    description: 'Object URLs from POST /api/objects/upload: JPEG, PNG, GIF or WebP images by content',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TICKET_MAX_PHOTOS)
  @ArrayUnique()
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(MAX_URL_LENGTH, { each: true })
  images?: string[];

  /** A tenant with more than one contract picks the unit by its contract. */
  @NullableIdField()
  contractId?: string | null;
}
