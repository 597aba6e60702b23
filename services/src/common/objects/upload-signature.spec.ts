import { isValidUploadSignature, signUpload } from './upload-signature.js';

const secret = Buffer.alloc(32, 7);
const grant = { key: '0123456789abcdef0123456789abcdef', expires: 1_900_000_000, maxBytes: 10_485_760 };

describe('upload URL signatures', () => {
  it('accepts the signature of the same grant', () => {
    const signature = signUpload(secret, grant);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidUploadSignature(secret, grant, signature)).toBe(true);
  });

  it('refuses any change of key, expiry, size limit, secret or signature', () => {
    const signature = signUpload(secret, grant);
    expect(isValidUploadSignature(secret, { ...grant, key: 'f'.repeat(32) }, signature)).toBe(false);
    expect(isValidUploadSignature(secret, { ...grant, expires: grant.expires + 1 }, signature)).toBe(false);
    expect(isValidUploadSignature(secret, { ...grant, maxBytes: grant.maxBytes + 1 }, signature)).toBe(false);
    expect(isValidUploadSignature(Buffer.alloc(32, 8), grant, signature)).toBe(false);
    expect(isValidUploadSignature(secret, grant, signature.toUpperCase())).toBe(false);
    expect(isValidUploadSignature(secret, grant, signature.slice(0, 63))).toBe(false);
    expect(isValidUploadSignature(secret, grant, '')).toBe(false);
  });
});
