import { hashPassword, needsRehash, verifyPassword } from './password-hashing.js';

describe('password hashing', () => {
  it('hashes with argon2id, 19 MiB, t=2, p=1, salted', async () => {
    const hash = await hashPassword('Demo@2025');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hashPassword('Demo@2025')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies the right password only, and never throws on a broken hash', async () => {
    const hash = await hashPassword('Demo@2025');
    expect(await verifyPassword(hash, 'Demo@2025')).toBe(true);
    expect(await verifyPassword(hash, 'demo@2025')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Demo@2025')).toBe(false);
  });
});
