import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ESTATE_ENTITIES } from './estate-entities.js';

/** Estate back office (owners, tenants, properties, units, contracts and their invoices). */
@Module({
  imports: [TypeOrmModule.forFeature(ESTATE_ENTITIES)],
  exports: [TypeOrmModule],
})
export class EstateModule {}
