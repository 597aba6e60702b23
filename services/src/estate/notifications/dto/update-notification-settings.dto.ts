import type { NotificationChannels, NotificationSettingsInput, NotificationType } from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { OptionalBoolean } from '../../shared/estate-fields.js';

/** One kind's switches; a switch left out keeps its value. */
export class NotificationChannelsDto implements Partial<NotificationChannels> {
  /** Shown in the account's notification centre and counted by the bell. */
  @OptionalBoolean()
  inApp?: boolean;

  /** Mailed (for the kinds that are mailed). */
  @OptionalBoolean()
  email?: boolean;
}

const ChannelsField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: NotificationChannelsDto }),
    IsOptional(),
    IsObject(),
    ValidateNested(),
    Type(() => NotificationChannelsDto),
  );

/**
 * PUT /api/me/notification-settings: the kinds to change, each with the switches to change. A key that is not a kind
 * is refused with its name as the field (the validation pipe forbids unknown properties).
 */
export class UpdateNotificationSettingsDto implements NotificationSettingsInput {
  @ChannelsField()
  contract_expiry?: NotificationChannelsDto;

  @ChannelsField()
  payment_overdue?: NotificationChannelsDto;

  @ChannelsField()
  payment_reminder?: NotificationChannelsDto;

  @ChannelsField()
  maintenance_urgent?: NotificationChannelsDto;

  @ChannelsField()
  maintenance_assigned?: NotificationChannelsDto;

  @ChannelsField()
  maintenance_status?: NotificationChannelsDto;

  @ChannelsField()
  system_notification?: NotificationChannelsDto;
}

/** Compiles only while every kind of notification has its field above. */
export const EVERY_KIND_HAS_A_FIELD: [Exclude<NotificationType, keyof UpdateNotificationSettingsDto>] extends [never]
  ? true
  : never = true;
