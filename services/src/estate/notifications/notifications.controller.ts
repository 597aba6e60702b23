import {
  type EstateNotificationItem,
  NOTIFICATION_ERROR_CODES,
  NOTIFICATION_PERMISSIONS,
  type EstateOption,
  type MarkAllReadResult,
  type NotificationList,
  type NotificationSummary,
} from '@estate/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { PrivateAnswer } from '../../common/http-cache/public-cache.js';
import { EstateOptionsQueryDto } from '../shared/estate-fields.js';
import { ListNotificationsDto } from './dto/list-notifications.dto.js';
import { NotificationInputDto, NotificationReadDto, NotificationUpdateDto } from './dto/notification-input.dto.js';
import { NotificationsService } from './notifications.service.js';

const MANAGE = NOTIFICATION_PERMISSIONS.manage;

/** A notification's id in a path: a UUID, else the same 404 as an id no notification has. */
export const NotificationId = () =>
  Param(
    'id',
    new ParseUUIDPipe({
      exceptionFactory: () =>
        new NotFoundException({ code: NOTIFICATION_ERROR_CODES.notFound, message: 'No such notification' }),
    }),
  );

/** /api/estate/notifications: every notification, for admin and property_manager (estate_notifications_manage). */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Permissions(MANAGE)
  @PrivateAnswer()
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit }`: ?q (title and message in ?lang, ar by default), ?type, ?priority, ?tab ' +
      "(all, unread, read, expired: read is the caller's own), ?sort (createdAt, priority, expiresAt), ?order.",
  })
  list(@Query() query: ListNotificationsDto, @CurrentUser() user: AuthenticatedUser): Promise<NotificationList> {
    return this.notifications.list(user, query);
  }

  @Get('summary')
  @Permissions(MANAGE)
  @PrivateAnswer()
  @ApiOkResponse({ description: 'Total, unread (by the caller), urgent (urgent or high, live) and expired.' })
  summary(@Query() query: ListNotificationsDto, @CurrentUser() user: AuthenticatedUser): Promise<NotificationSummary> {
    return this.notifications.summary(user, query);
  }

  @Get('recipients')
  @Permissions(MANAGE)
  @PrivateAnswer()
  @ApiOkResponse({ description: 'Active accounts one notification may be addressed to; ?q matches name or email.' })
  recipients(@Query() query: EstateOptionsQueryDto): Promise<EstateOption[]> {
    return this.notifications.recipients(query);
  }

  @Post('read-all')
  @Permissions(MANAGE)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '`{ marked }`: every live notification is read by the caller.' })
  markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<MarkAllReadResult> {
    return this.notifications.markAllReadForStaff(user);
  }

  @Get(':id')
  @Permissions(MANAGE)
  @PrivateAnswer()
  @ApiNotFoundResponse({ description: 'NOTIFICATION_NOT_FOUND' })
  get(@NotificationId() id: string, @CurrentUser() user: AuthenticatedUser): Promise<EstateNotificationItem> {
    return this.notifications.get(user, id);
  }

  @Post()
  @Permissions(MANAGE)
  @ApiCreatedResponse({ description: 'A system notification for a group or one account.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field (recipientUserId, actionUrl...).' })
  create(
    @Body() input: NotificationInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<EstateNotificationItem> {
    return this.notifications.create(input, user, actor);
  }

  @Patch(':id')
  @Permissions(MANAGE)
  @ApiOkResponse({ description: 'The notification as saved.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field.' })
  @ApiNotFoundResponse({ description: 'NOTIFICATION_NOT_FOUND' })
  update(
    @NotificationId() id: string,
    @Body() input: NotificationUpdateDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<EstateNotificationItem> {
    return this.notifications.update(id, input, user, actor);
  }

  @Patch(':id/read')
  @Permissions(MANAGE)
  @ApiOkResponse({ description: "The notification with the caller's new read state (`{ read }`, default true)." })
  @ApiNotFoundResponse({ description: 'NOTIFICATION_NOT_FOUND' })
  setRead(
    @NotificationId() id: string,
    @Body() input: NotificationReadDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EstateNotificationItem> {
    return this.notifications.setRead(user, id, input.read);
  }

  @Delete(':id')
  @Permissions(MANAGE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted for everyone.' })
  @ApiNotFoundResponse({ description: 'NOTIFICATION_NOT_FOUND' })
  remove(@NotificationId() id: string, @RequestActor() actor: Actor): Promise<void> {
    return this.notifications.remove(id, actor);
  }
}
