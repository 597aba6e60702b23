import { Module } from '@nestjs/common';
import { EstateModule } from '../estate.module.js';

/** Estate reports (figures from contracts, invoices, payments and tickets) and the contract document. */
@Module({
  imports: [EstateModule],
  controllers: [],
  providers: [],
})
export class EstateReportsModule {}
