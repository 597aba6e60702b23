import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstateModule } from '../estate.module.js';
import { EstateNotificationsModule } from '../notifications/estate-notifications.module.js';
import { PAYMENTS_ENTITIES } from './payments-entities.js';

/** Estate payments under /api/estate. */
@Module({
  imports: [TypeOrmModule.forFeature(PAYMENTS_ENTITIES), EstateModule, EstateNotificationsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class EstatePaymentsModule {}
