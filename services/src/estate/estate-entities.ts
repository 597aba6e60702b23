import { EstateContract } from './contracts/estate-contract.entity.js';
import { EstateInvoice } from './contracts/estate-invoice.entity.js';
import { EstateOwner } from './owners/estate-owner.entity.js';
import { EstateProperty } from './properties/estate-property.entity.js';
import { EstatePropertyOwnership } from './properties/estate-property-ownership.entity.js';
import { EstateTenant } from './tenants/estate-tenant.entity.js';
import { EstateImportJobRecord } from './transfer/estate-import-job.entity.js';
import { EstateUnit } from './units/estate-unit.entity.js';
import { MAINTENANCE_ENTITIES } from './maintenance/maintenance-entities.js';
import { NOTIFICATIONS_ENTITIES } from './notifications/notifications-entities.js';
import { PAYMENTS_ENTITIES } from './payments/payments-entities.js';
import { CHECKOUT_ENTITIES } from './portal/checkout/checkout-entities.js';

/** The tables of the estate portfolio, registered by EstateModule (and compared with the migrations in a test). */
export const PORTFOLIO_ENTITIES = [
  EstateOwner,
  EstateTenant,
  EstateProperty,
  EstatePropertyOwnership,
  EstateUnit,
  EstateContract,
  EstateInvoice,
  EstateImportJobRecord,
];

/** Every estate table: the portfolio's and those of payments, maintenance and notifications (their modules). */
export const ESTATE_ENTITIES = [
  ...PORTFOLIO_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...MAINTENANCE_ENTITIES,
  ...NOTIFICATIONS_ENTITIES,
  ...CHECKOUT_ENTITIES,
];
