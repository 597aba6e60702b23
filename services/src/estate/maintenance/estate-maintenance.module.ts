import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstateModule } from '../estate.module.js';
import { EstateNotificationsModule } from '../notifications/estate-notifications.module.js';
import { MaintenanceController } from './maintenance.controller.js';
import { MaintenanceService } from './maintenance.service.js';
import { TicketQueries } from './ticket-queries.js';
import { MAINTENANCE_ENTITIES } from './maintenance-entities.js';

/**
 * Estate maintenance under /api/estate/maintenance. Exports MaintenanceService, whose `openRequest` opens a ticket
 * from the tenant portal or the visitor form.
 */
@Module({
  imports: [TypeOrmModule.forFeature(MAINTENANCE_ENTITIES), EstateModule, EstateNotificationsModule],
  controllers: [MaintenanceController],
  providers: [TicketQueries, MaintenanceService],
  exports: [TicketQueries, MaintenanceService],
})
export class EstateMaintenanceModule {}
