import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstateModule } from '../estate.module.js';
import { EstateNotificationsModule } from '../notifications/estate-notifications.module.js';
import { MAINTENANCE_ENTITIES } from './maintenance-entities.js';

/** Estate maintenance under /api/estate. */
@Module({
  imports: [TypeOrmModule.forFeature(MAINTENANCE_ENTITIES), EstateModule, EstateNotificationsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class EstateMaintenanceModule {}
