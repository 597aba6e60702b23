import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstateModule } from '../estate.module.js';
import { EstateMaintenanceModule } from '../maintenance/estate-maintenance.module.js';
import { EstateNotificationsModule } from '../notifications/estate-notifications.module.js';
import { EstatePaymentsModule } from '../payments/estate-payments.module.js';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { CHECKOUT_ENTITIES } from './checkout/checkout-entities.js';
import { PaymentProvidersModule } from './checkout/payment-providers.module.js';
import { OwnerPortalController } from './owner/owner-portal.controller.js';
import { OwnerPortalService } from './owner/owner-portal.service.js';
import { MaintenanceRequestsController } from './requests/maintenance-requests.controller.js';
import { MaintenanceRequestsService } from './requests/maintenance-requests.service.js';
import { TenantPortalController } from './tenant/tenant-portal.controller.js';
import { TenantPortalService } from './tenant/tenant-portal.service.js';

/**
 * The owner and tenant portals under /api/me/owner and /api/me/tenant, maintenance requests from tenants and
 * visitors (/api/maintenance-requests) and online payment of a tenant's invoices (/api/checkout). Every route reads
 * the signed-in account's own records only.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(CHECKOUT_ENTITIES),
    EstateModule,
    EstatePaymentsModule,
    EstateMaintenanceModule,
    EstateNotificationsModule,
    PaymentProvidersModule,
  ],
  controllers: [OwnerPortalController, TenantPortalController, MaintenanceRequestsController, CheckoutController],
  providers: [OwnerPortalService, TenantPortalService, MaintenanceRequestsService, CheckoutService],
})
export class EstatePortalModule {}
