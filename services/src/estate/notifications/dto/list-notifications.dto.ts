import {
  MY_NOTIFICATION_TABS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TABS,
  NOTIFICATION_TYPES,
  type MyNotificationTab,
  type MyNotificationsQuery,
  type NotificationCategory,
  type NotificationListQuery,
  type NotificationPriority,
  type NotificationTab,
  type NotificationType,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageField, LimitField } from '../../../common/pagination/page-fields.js';
import { ChoiceFilter, EstateListQueryDto } from '../../shared/estate-fields.js';

/** GET /api/estate/notifications (and its summary). */
export class ListNotificationsDto extends EstateListQueryDto implements NotificationListQuery {
  @ApiPropertyOptional({ enum: ['ar', 'en'], description: 'The language ?q searches in (default ar).' })
  @IsOptional()
  @IsIn(['ar', 'en'])
  lang?: 'ar' | 'en';

  @ChoiceFilter(NOTIFICATION_TYPES)
  type?: NotificationType;

  @ChoiceFilter(NOTIFICATION_PRIORITIES)
  priority?: NotificationPriority;

  @ChoiceFilter(NOTIFICATION_TABS)
  tab?: NotificationTab;

  @ChoiceFilter(['createdAt', 'priority', 'expiresAt'])
  sort?: 'createdAt' | 'priority' | 'expiresAt';
}

/** GET /api/me/notifications. */
export class MyNotificationsDto implements MyNotificationsQuery {
  @PageField()
  page: number = 1;

  @LimitField(20)
  limit: number = 20;

  /** unread: only those the caller has not read. */
  @ChoiceFilter(MY_NOTIFICATION_TABS)
  tab?: MyNotificationTab;

  /** The centre's group of types (notificationTypesOf); system announcements belong to none. */
  @ChoiceFilter(NOTIFICATION_CATEGORIES)
  category?: NotificationCategory;
}
