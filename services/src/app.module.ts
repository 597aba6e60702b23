import { type DynamicModule, Module } from '@nestjs/common';
import { AuctionsModule } from './auctions/auctions.module.js';
import { AuditModule } from './common/audit/audit.module.js';
import type { AppConfig } from './common/config/app-config.js';
import { ConfigModule } from './common/config/config.module.js';
import { DatabaseModule } from './common/database/database.module.js';
import { DocumentsModule } from './common/documents/documents.module.js';
import { EstateModule } from './estate/estate.module.js';
import { EstateMaintenanceModule } from './estate/maintenance/estate-maintenance.module.js';
import { EstateNotificationsModule } from './estate/notifications/estate-notifications.module.js';
import { EstateLeasesModule } from './estate/leases/leases.module.js';
import { EstatePaymentsModule } from './estate/payments/estate-payments.module.js';
import { LedgerModule } from './estate/ledger/ledger.module.js';
import { EInvoicingModule } from './estate/einvoicing/einvoicing.module.js';
import { EstateReportsModule } from './estate/reports/estate-reports.module.js';
import { EstatePortalModule } from './estate/portal/estate-portal.module.js';
import { MailModule } from './common/mail/mail.module.js';
import { ObjectsModule } from './common/objects/objects.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { SchedulingModule } from './common/scheduling/scheduling.module.js';
import { SiteOriginModule } from './common/http/site-origin.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { MediaModule } from './properties/media/media.module.js';
import { SeededBrochures } from './properties/seeded-brochures.service.js';
import { PropertiesModule } from './properties/properties.module.js';
import { SystemModule } from './system/system.module.js';
import { DashboardModule } from './system/dashboard/dashboard.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config.database),
        RateLimitModule,
        SchedulingModule,
        SiteOriginModule,
        AuditModule,
        MailModule,
        ObjectsModule,
        DocumentsModule,
        IdentityModule,
        PropertiesModule,
        MediaModule,
        AuctionsModule,
        EstateModule,
        EstateNotificationsModule,
        EstatePaymentsModule,
        EstateLeasesModule,
        LedgerModule,
        EInvoicingModule,
        EstateMaintenanceModule,
        EstateReportsModule,
        EstatePortalModule,
        SystemModule,
        DashboardModule,
      ],
      // Writes the seeded brochures' bytes whenever the object store lacks them.
      providers: [SeededBrochures],
    };
  }
}
