import { EstateContract } from './contracts/estate-contract.entity.js';
import { EstateInvoice } from './contracts/estate-invoice.entity.js';
import { EstateOwner } from './owners/estate-owner.entity.js';
import { EstateProperty } from './properties/estate-property.entity.js';
import { EstateTenant } from './tenants/estate-tenant.entity.js';
import { EstateImportJobRecord } from './transfer/estate-import-job.entity.js';
import { EstateUnit } from './units/estate-unit.entity.js';

/** The tables of the estate portfolio, registered by EstateModule (and compared with the migrations in a test). */
export const ESTATE_ENTITIES = [
  EstateOwner,
  EstateTenant,
  EstateProperty,
  EstateUnit,
  EstateContract,
  EstateInvoice,
  EstateImportJobRecord,
];
