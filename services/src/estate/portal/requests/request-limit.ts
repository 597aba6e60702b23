import type { RateLimitSubject, RouteRateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { SUBMISSION_LIMIT, SUBMISSION_WINDOW_SECONDS } from '../../../properties/requests/requests.controller.js';

/**
 * Maintenance requests held back as the public site's other forms are: SUBMISSION_LIMIT per client address
 * (the public form) or per account (the tenant portal's) within SUBMISSION_WINDOW_SECONDS.
 */
export const MAINTENANCE_REQUEST_LIMIT = (by: RateLimitSubject): RouteRateLimit => ({
  name: 'form:maintenance_request',
  by,
  limit: SUBMISSION_LIMIT,
  windowSeconds: SUBMISSION_WINDOW_SECONDS,
  message: 'Too many maintenance requests sent. Try again later.',
});
