import { ERROR_CODES } from '@estate/contracts';
import { BadRequestException } from '@nestjs/common';

/** Header that makes a retried write count once: bids and payments. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const MAX_IDEMPOTENCY_KEY = 100;

/** The Idempotency-Key header: absent, or 1 to 100 visible ASCII characters. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (key.length > 0 && key.length <= MAX_IDEMPOTENCY_KEY && /^[\x21-\x7e]+$/.test(key)) return key;
  throw new BadRequestException({
    code: ERROR_CODES.validation,
    message: `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY} visible ASCII characters`,
    details: [{ field: 'Idempotency-Key', messages: ['must be 1 to 100 visible ASCII characters'] }],
  });
}
