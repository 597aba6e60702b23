import { Module } from '@nestjs/common';
import { CHECKOUT_PROVIDERS } from './checkout-providers.js';
import { PAYMENT_PROVIDER_REGISTRY } from './payment-provider.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';

/** The payment providers, one instance each for every payer of the site (tenants' checkouts, auction deposits). */
@Module({
  providers: CHECKOUT_PROVIDERS,
  exports: [PAYMENT_PROVIDER_REGISTRY, SandboxPaymentProvider],
})
export class PaymentProvidersModule {}
