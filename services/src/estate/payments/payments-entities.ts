import { EstatePayment } from './estate-payment.entity.js';

/** The tables of estate payments (compared with the migrations in a test). */
export const PAYMENTS_ENTITIES = [EstatePayment];
