import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstateNotificationsModule } from '../../estate/notifications/estate-notifications.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DASHBOARD_ROLLUP_ENTITIES } from './dashboard-rollups.entity.js';
import { DashboardService } from './dashboard.service.js';

/**
 * The staff dashboard's figures across listings, auctions, the inbox and the estate back office. The unread count
 * of one's notifications is the notifications module's own (the header bell's).
 */
@Module({
  imports: [EstateNotificationsModule, TypeOrmModule.forFeature(DASHBOARD_ROLLUP_ENTITIES)],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
