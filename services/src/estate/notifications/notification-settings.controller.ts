import type { NotificationSettings } from '@estate/contracts';
import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user.js';
import { UpdateNotificationSettingsDto } from './dto/update-notification-settings.dto.js';
import { PRIVATE_NO_STORE } from './my-notifications.controller.js';
import { NotificationSettingsService } from './notification-settings.service.js';

/**
 * /api/me/notification-settings: any signed-in account's own choice of which kinds of notification reach its centre
 * and its mail. There is no account in the path: each caller reads and writes only their own.
 */
@ApiTags('notifications')
@ApiCookieAuth()
@Controller('me/notification-settings')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: '`{ <kind>: { inApp, email } }` for every kind (both true until switched off).' })
  get(@CurrentUser() user: AuthenticatedUser): Promise<NotificationSettings> {
    return this.settings.get(user);
  }

  @Put()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'Every kind after the change; kinds and switches left out keep their values.' })
  @ApiBadRequestResponse({
    description:
      'VALIDATION_FAILED: a key that is not a kind (named as the field), a switch that is not a boolean, or ' +
      'system_notification.inApp false (announcements always reach the centre).',
  })
  update(
    @Body() input: UpdateNotificationSettingsDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NotificationSettings> {
    return this.settings.update(user, input);
  }
}
