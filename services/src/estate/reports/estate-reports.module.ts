import { Module } from '@nestjs/common';
import { EstateModule } from '../estate.module.js';
import { ContractDocumentController } from './contract-document.controller.js';
import { EstateReportsController } from './reports.controller.js';
import { EstateReportsService } from './reports.service.js';

/** Estate reports (figures from contracts, invoices, payments and tickets) and the contract document. */
@Module({
  imports: [EstateModule],
  controllers: [EstateReportsController, ContractDocumentController],
  providers: [EstateReportsService],
})
export class EstateReportsModule {}
