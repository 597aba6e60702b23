import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an upload URL grants: one PUT of at most `maxBytes` to `key`, until `expires` (Unix seconds). */
export interface UploadGrant {
  key: string;
  expires: number;
  maxBytes: number;
}

/** Object keys are 128 random bits in lower-case hex. */
export const OBJECT_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** HMAC-SHA256 (hex) of the method, key, expiry and size limit with the server's secret. */
export function signUpload(secret: Buffer, grant: UploadGrant): string {
  return createHmac('sha256', secret)
    .update(['PUT', grant.key, String(grant.expires), String(grant.maxBytes)].join('\n'))
    .digest('hex');
}

/** Constant-time check of a signature taken from a URL. */
export function isValidUploadSignature(secret: Buffer, grant: UploadGrant, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signUpload(secret, grant), 'hex'), Buffer.from(signature, 'hex'));
}
