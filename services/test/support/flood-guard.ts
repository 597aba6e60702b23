import type { ApiErrorBody } from '@estate/contracts';
import type { ApiResponse } from './auth.js';

/** A flood guard's refusal: 429 with the time to wait, in the body and in Retry-After, within its 10 minutes. */
export function expectTooManyRequests(response: ApiResponse<ApiErrorBody>, message: RegExp): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: expect.stringMatching(message),
    details: { retryAfterSeconds: expect.any(Number) },
  });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}
