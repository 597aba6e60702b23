export * from './einvoice-error.js';
export * from './zatca-values.js';
export * from './qr-tlv.js';
export * from './invoice-xml.js';
export * from './invoice-hash.js';
export * from './signing-certificate.js';
export * from './invoice-signing.js';
export * from './chain-check.js';
