import type { EInvoiceSandboxMode, EInvoiceStateReason, EInvoiceSubtype } from '@estate/contracts';

/** What the gateway answered for one document. */
export type GatewayAnswer =
  { outcome: 'accepted' } | { outcome: 'rejected'; reason: EInvoiceStateReason } | { outcome: 'timeout' };

/**
 * ZATCA's reporting (simplified documents, within 24 hours) and clearance (standard ones, before they are given to
 * the buyer) gateway. The network call to ZATCA's servers is not part of the product: the built-in implementation is
 * the sandbox below.
 */
export interface EInvoiceGateway {
  send(document: {
    number: string;
    uuid: string;
    hash: string;
    xml: string;
    subtype: EInvoiceSubtype;
  }): Promise<GatewayAnswer>;
}

/** The sandbox gateway: accepts, rejects (with a reason) or times out as the settings' sandbox mode says. */
export class SandboxGateway implements EInvoiceGateway {
  constructor(private readonly mode: EInvoiceSandboxMode) {}

  async send(): Promise<GatewayAnswer> {
    if (this.mode === 'accept') return { outcome: 'accepted' };
    if (this.mode === 'reject') {
      return {
        outcome: 'rejected',
        reason: {
          code: 'SANDBOX_REJECTED',
          ar: 'رفضت بيئة الاختبار المستند (وضع الرفض في إعدادات الفوترة الإلكترونية)',
          en: 'The sandbox rejected the document (reject mode in the e-invoicing settings)',
        },
      };
    }
    return { outcome: 'timeout' };
  }
}

/** The reason a document that timed out carries while it waits to be sent again. */
export const TIMEOUT_REASON: EInvoiceStateReason = {
  code: 'GATEWAY_TIMEOUT',
  ar: 'لم تُجب بوابة الهيئة في الوقت المحدد؛ ستُعاد المحاولة',
  en: 'The authority’s gateway did not answer in time; it will be sent again',
};

/** Seconds before attempt `attempts + 1` of a document that timed out: 5 s doubling, at most an hour. */
export const retryDelaySeconds = (attempts: number): number => Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
