import { Module } from '@nestjs/common';
import { EstateModule } from '../estate.module.js';
import { EstateNotificationsModule } from '../notifications/estate-notifications.module.js';
import { LeaseJobs } from './lease-jobs.service.js';
import { LeaseRenewals } from './lease-renewals.js';
import { LeaseRulesAdmin } from './lease-rules-admin.service.js';
import { ContractNoticesController, LeaseRulesController, TenantNoticesController } from './lease-rules.controller.js';
import { NonRenewalNotices } from './non-renewal-notices.service.js';

/**
 * Saudi lease rules under /api/estate: notices of non-renewal (and the tenant's own, /api/me/tenant), the lease job (reminders, automatic renewals) and the
 * rules' settings. The rent rules themselves are checked by ContractsService (RentRules, in EstateModule).
 */
@Module({
  imports: [EstateModule, EstateNotificationsModule],
  controllers: [LeaseRulesController, ContractNoticesController, TenantNoticesController],
  providers: [NonRenewalNotices, LeaseRenewals, LeaseJobs, LeaseRulesAdmin],
})
export class EstateLeasesModule {}
