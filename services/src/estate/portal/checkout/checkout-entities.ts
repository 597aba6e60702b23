import { EstatePaymentCheckout } from './estate-payment-checkout.entity.js';

/** The tables of online payment (compared with the migrations in a test). */
export const CHECKOUT_ENTITIES: (new () => object)[] = [EstatePaymentCheckout];
