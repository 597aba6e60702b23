import type {
  EstateNotificationItem,
  MarkAllReadResult,
  MyNotifications,
  UnreadNotificationCount,
} from '@estate/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user.js';
import { MyNotificationsDto } from './dto/list-notifications.dto.js';
import { NotificationReadDto } from './dto/notification-input.dto.js';
import { NotificationsService } from './notifications.service.js';
import { NotificationId } from './notifications.controller.js';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * /api/me/notifications: the signed-in user's own, whatever their role: those for their account or a group of
 * their role, live and not deleted by them. Another's notification answers 404 as an unknown id does.
 */
@ApiTags('notifications')
@ApiCookieAuth()
@Controller('me/notifications')
export class MyNotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit, unread }`, newest first (?page, ?limit); ?category=property|maintenance|payments ' +
      'keeps one group of types (system announcements are in none), ?tab=unread only the unread. `unread` counts ' +
      'all of the caller’s unread whatever the filters.',
  })
  list(@Query() query: MyNotificationsDto, @CurrentUser() user: AuthenticatedUser): Promise<MyNotifications> {
    return this.notifications.mine(user, query);
  }

  @Get('unread-count')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: '`{ unread }`: what the header bell shows.' })
  unread(@CurrentUser() user: AuthenticatedUser): Promise<UnreadNotificationCount> {
    return this.notifications.unreadCount(user);
  }

  @Post('read-all')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "`{ marked }`: how many of the caller's were unread." })
  markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<MarkAllReadResult> {
    return this.notifications.markAllMineRead(user);
  }

  @Patch(':id/read')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: '`{ read }` (default true): read or unread again, for the caller only.' })
  @ApiNotFoundResponse({
    description: 'NOTIFICATION_NOT_FOUND: unknown, not addressed to the caller, or deleted by them.',
  })
  setRead(
    @NotificationId() id: string,
    @Body() input: NotificationReadDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EstateNotificationItem> {
    return this.notifications.setMyRead(user, id, input.read);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: "Gone from the caller's list (others keep it)." })
  @ApiNotFoundResponse({ description: 'NOTIFICATION_NOT_FOUND' })
  remove(@NotificationId() id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.notifications.deleteMine(user, id);
  }
}
