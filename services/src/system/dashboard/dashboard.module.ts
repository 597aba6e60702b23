import { Module } from '@nestjs/common';
import { EstateNotificationsModule } from '../../estate/notifications/estate-notifications.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/**
 * The staff dashboard's figures across listings, auctions, the inbox and the estate back office. The unread count
 * of one's notifications is the notifications module's own (the header bell's).
 */
@Module({
  imports: [EstateNotificationsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
