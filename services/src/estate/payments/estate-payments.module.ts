import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstateModule } from '../estate.module.js';
import { EstateNotificationsModule } from '../notifications/estate-notifications.module.js';
import { PAYMENTS_ENTITIES } from './payments-entities.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentQueries } from './payment-queries.js';
import { PaymentsService } from './payments.service.js';

/** Estate payments under /api/estate: invoices' payments, refunds, reminders, receipts and late fees. */
@Module({
  imports: [TypeOrmModule.forFeature(PAYMENTS_ENTITIES), EstateModule, EstateNotificationsModule],
  controllers: [PaymentsController],
  providers: [PaymentQueries, PaymentsService],
  exports: [PaymentQueries, PaymentsService],
})
export class EstatePaymentsModule {}
