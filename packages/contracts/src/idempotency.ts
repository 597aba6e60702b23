/**
 * A random key for one write the client may send again (a bid, a payment) in its Idempotency-Key header:
 * crypto.randomUUID where the page may use it (a secure context), else the same version 4 UUID from random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a write with a new Idempotency-Key and, when its answer was lost on the way (`lost(error)`: the network, not
 * a refusal), once more with the same key after `retryAfterMs`, so the server carries it out at most once.
 */
export async function sendOnce<T>(
  send: (key: string) => Promise<T>,
  lost: (error: unknown) => boolean,
  retryAfterMs = 1000,
): Promise<T> {
  const key = newIdempotencyKey();
  try {
    return await send(key);
  } catch (error) {
    if (!lost(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
    return send(key);
  }
}
