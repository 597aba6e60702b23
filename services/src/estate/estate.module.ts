import { Module } from '@nestjs/common';

/** Estate back office (owners, tenants, units, contracts, invoices, maintenance). */
@Module({})
export class EstateModule {}
