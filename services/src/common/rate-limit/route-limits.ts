import type { RouteRateLimit } from './rate-limit.decorator.js';

/**
 * Per-account allowances of the routes that store a row, write an audit entry or spend seconds of CPU on each call
 * (the @RateLimit of each). Far above what a person does by hand, and above what any test file asks of one account;
 * a script looping on a route is refused (429) until the window has passed. One name counts every route naming it.
 */
const MINUTE = 60;
const HOUR = 3600;

/** Drawn files: PDFs (receipts, contracts, owner statements, reports) and exports (CSV, XLSX). */
export const DOCUMENT_LIMIT: RouteRateLimit = {
  name: 'documents',
  by: 'account',
  limit: 40,
  windowSeconds: 10 * MINUTE,
  message: 'Too many documents asked for. Try again in a few minutes.',
};

/** Starting a card payment (each a stored checkout). */
export const CHECKOUT_START_LIMIT: RouteRateLimit = {
  name: 'checkout-start',
  by: 'account',
  limit: 30,
  windowSeconds: HOUR,
  message: 'Too many payments started. Try again later.',
};

/** Paying at the sandbox (each a stored attempt). */
export const CHECKOUT_PAY_LIMIT: RouteRateLimit = {
  name: 'checkout-pay',
  by: 'account',
  limit: 30,
  windowSeconds: HOUR,
  message: 'Too many payment attempts. Try again later.',
};

/** One's own name and phone (each an audit entry). */
export const PROFILE_EDIT_LIMIT: RouteRateLimit = {
  name: 'profile-edit',
  by: 'account',
  limit: 20,
  windowSeconds: HOUR,
  message: 'Too many profile changes. Try again later.',
};

/** Payment reminders (each a notification and an audit entry). */
export const REMINDER_LIMIT: RouteRateLimit = {
  name: 'reminders',
  by: 'account',
  limit: 30,
  windowSeconds: HOUR,
  message: 'Too many reminders sent. Try again later.',
};

/** Imports, dry runs included (each reads a whole file). */
export const IMPORT_LIMIT: RouteRateLimit = {
  name: 'imports',
  by: 'account',
  limit: 30,
  windowSeconds: HOUR,
  message: 'Too many imports. Try again later.',
};
