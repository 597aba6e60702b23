import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertiesModule } from '../properties/properties.module.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountsService } from './accounts/accounts.service.js';
import { ContractQueries } from './contracts/contract-queries.js';
import { ContractsController } from './contracts/contracts.controller.js';
import { ContractsService } from './contracts/contracts.service.js';
import { InvoiceIssuer } from './contracts/invoice-issuer.js';
import { PORTFOLIO_ENTITIES } from './estate-entities.js';
import { RentRules } from './leases/rent-rules.js';
import { ListingLinkController } from './listing-link/listing-link.controller.js';
import { ListingUnitController } from './listing-link/listing-unit.controller.js';
import { ListingLinkService } from './listing-link/listing-link.service.js';
import { OwnersController, TenantsController } from './people/people.controller.js';
import { OwnersService, TenantsService } from './people/people.service.js';
import { EstateFileReaders } from './shared/estate-file-readers.js';
import { EstatePropertiesController } from './properties/estate-properties.controller.js';
import { EstatePropertiesService } from './properties/estate-properties.service.js';
import { EstateExportService } from './transfer/estate-export.service.js';
import { EstateImportService } from './transfer/estate-import.service.js';
import { ImportJobsService } from './transfer/import-jobs.service.js';
import { EstateTransferController } from './transfer/transfer.controller.js';
import { UnitsController } from './units/units.controller.js';
import { UnitsQueries } from './units/units-queries.js';
import { UnitsService } from './units/units.service.js';

/**
 * Estate back office: owners, tenants, properties, units, contracts and the invoices they issue, under
 * /api/estate. Its services are exported for the import/export and listing features built on them.
 */
@Module({
  imports: [TypeOrmModule.forFeature(PORTFOLIO_ENTITIES), PropertiesModule],
  controllers: [
    EstatePropertiesController,
    UnitsController,
    OwnersController,
    TenantsController,
    ContractsController,
    AccountsController,
    EstateTransferController,
    ListingLinkController,
    ListingUnitController,
  ],
  providers: [
    EstatePropertiesService,
    UnitsService,
    UnitsQueries,
    OwnersService,
    TenantsService,
    ContractsService,
    ContractQueries,
    AccountsService,
    InvoiceIssuer,
    RentRules,
    EstateExportService,
    EstateImportService,
    ImportJobsService,
    ListingLinkService,
    EstateFileReaders,
  ],
  exports: [
    TypeOrmModule,
    EstatePropertiesService,
    UnitsService,
    UnitsQueries,
    OwnersService,
    TenantsService,
    ContractsService,
    ContractQueries,
    InvoiceIssuer,
    RentRules,
  ],
})
export class EstateModule {}
