import {
  isSitePath,
  NOTIFICATION_PRIORITIES,
  type NotificationInput,
  type NotificationPriority,
  STAFF_NOTIFICATION_RECIPIENT_TYPES,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsString, ValidateBy, ValidateIf } from 'class-validator';
import { Choice, NullableIdField, OptionalText, RequiredText } from '../../shared/estate-fields.js';

const blankToNull = ({ value }: { value: unknown }) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
const present = (_object: object, value: unknown) => value !== null && value !== undefined;

/** A path inside the site (`/estate/contracts/...`): no scheme, no other host. */
const ActionUrlField = () =>
  applyDecorators(
    OptionalText(500, '/estate/contracts'),
    ValidateBy({
      name: 'isSitePath',
      validator: {
        validate: (value: unknown) => value === null || value === undefined || isSitePath(String(value)),
        defaultMessage: () => '$property must be a path inside the site, starting with /',
      },
    }),
  );

/** An instant (ISO 8601), optional; blank or null means it never expires. */
const ExpiresAtField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }),
    Transform(blankToNull),
    ValidateIf(present),
    IsString(),
    IsDateString({ strict: true }, { message: '$property must be a date and time (ISO 8601)' }),
  );

export type StaffRecipientType = (typeof STAFF_NOTIFICATION_RECIPIENT_TYPES)[number];

/** POST /api/estate/notifications: a system notification for a group or one account. */
export class NotificationInputDto implements NotificationInput {
  @RequiredText(200, 'Building maintenance on Sunday')
  title!: string;

  @RequiredText(200, 'صيانة المبنى يوم الأحد')
  titleAr!: string;

  @RequiredText(2000, 'Water will be off from 9 to 12.')
  message!: string;

  @RequiredText(2000, 'ستنقطع المياه من ٩ إلى ١٢.')
  messageAr!: string;

  @Choice(NOTIFICATION_PRIORITIES)
  priority!: NotificationPriority;

  @Choice(STAFF_NOTIFICATION_RECIPIENT_TYPES)
  recipientType!: StaffRecipientType;

  /** Required with specific_user (checked by the service, with the account's existence). */
  @NullableIdField()
  recipientUserId?: string | null;

  @ExpiresAtField()
  expiresAt?: string | null;

  @ActionUrlField()
  actionUrl?: string | null;
}

/** PATCH /api/estate/notifications/{id}: any of the fields. */
export class NotificationUpdateDto extends PartialType(NotificationInputDto) {}

/** PATCH .../{id}/read. */
export class NotificationReadDto {
  @ApiPropertyOptional({ type: Boolean, default: true })
  @Transform(({ value }: { value: unknown }) => (value === undefined ? true : value))
  @ValidateBy({
    name: 'isBoolean',
    validator: {
      validate: (value: unknown) => typeof value === 'boolean',
      defaultMessage: () => '$property must be true or false',
    },
  })
  read: boolean = true;
}
