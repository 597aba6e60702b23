import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstateModule } from '../estate.module.js';
import { MyNotificationsController } from './my-notifications.controller.js';
import { NotificationJobs } from './notification-jobs.service.js';
import { NotificationSettingsController } from './notification-settings.controller.js';
import { NotificationSettingsService } from './notification-settings.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { Notifier } from './notifier.js';
import { NOTIFICATIONS_ENTITIES } from './notifications-entities.js';

/**
 * Estate notifications under /api/estate/notifications, and the signed-in user's own and their notification settings
 * under /api/me.
 */
@Module({
  imports: [TypeOrmModule.forFeature(NOTIFICATIONS_ENTITIES), EstateModule],
  controllers: [NotificationsController, MyNotificationsController, NotificationSettingsController],
  providers: [
    NotificationsService,
    NotificationSettingsService,
    NotificationJobs,
    { provide: Notifier, useExisting: NotificationsService },
  ],
  exports: [Notifier, NotificationsService, NotificationJobs],
})
export class EstateNotificationsModule {}
