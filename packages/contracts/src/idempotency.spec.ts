import { newIdempotencyKey, sendOnce } from './idempotency.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('makes a new version 4 UUID each time', () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    expect(keys.every((key) => UUID_V4.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('makes one from random bytes where crypto.randomUUID is not offered (a page served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('sendOnce', () => {
  it('sends once more with the same key when the answer was lost, and never after a refusal', async () => {
    const keys: string[] = [];
    const lostOnce = async (key: string) => {
      keys.push(key);
      if (keys.length === 1) throw new TypeError('fetch failed');
      return 'stored';
    };
    await expect(sendOnce(lostOnce, (error) => error instanceof TypeError, 0)).resolves.toBe('stored');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    const refused: string[] = [];
    const refusal = async (key: string): Promise<string> => {
      refused.push(key);
      throw new Error('INVOICE_CLOSED');
    };
    await expect(sendOnce(refusal, (error) => error instanceof TypeError, 0)).rejects.toThrow('INVOICE_CLOSED');
    expect(refused).toHaveLength(1);
  });
});
