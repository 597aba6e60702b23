import type { Provider } from '@nestjs/common';
import { PAYMENT_PROVIDER_REGISTRY, type PaymentProviderRegistry } from './payment-provider.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';

/** The payment providers the server knows, registered by name; a real one joins the registry here. */
export const CHECKOUT_PROVIDERS: Provider[] = [
  SandboxPaymentProvider,
  {
    provide: PAYMENT_PROVIDER_REGISTRY,
    useFactory: (sandbox: SandboxPaymentProvider): PaymentProviderRegistry => new Map([[sandbox.name, sandbox]]),
    inject: [SandboxPaymentProvider],
  },
];
