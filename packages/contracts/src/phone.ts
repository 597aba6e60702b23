import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import type { Language } from './constants.js';
import { localizeDigits, toAsciiDigits } from './digits.js';

/**
 * The one phone rule of the platform, for every form and every DTO that takes a phone (built on
 * `libphonenumber-js` with its smallest metadata, which the front ends ship).
 * - `saudiMobile`: a Saudi mobile number only (05X XXX XXXX), for the phone of an account.
 * - `any`: any valid number; one typed without a country code is read as Saudi.
 * Accepted as people type them: `0501234567`, `501234567`, `+966501234567`, `00966501234567`, `966501234567`,
 * with spaces, dashes, dots or brackets, in Arabic-Indic or Persian digits. Stored as E.164 (`+966501234567`).
 */
export const PHONE_KINDS = ['saudiMobile', 'any'] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];

/** The longest phone a form takes as typed (spaces, dashes and a 00 prefix included). */
export const PHONE_MAX_LENGTH = 30;

/** An E.164 number as stored: +, a country code, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Marks of direction a number copied from right-to-left text carries; they are not part of it. */
const directionMarks = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function parsePhone(value: string): PhoneNumber | undefined {
  const typed = toAsciiDigits(value.replace(directionMarks, '')).trim();
  if (!typed || typed.length > PHONE_MAX_LENGTH) return undefined;
  const phone = parsePhoneNumberFromString(typed, { defaultCountry: 'SA', extract: false });
  // An extension cannot be kept in E.164; a number with one is not taken.
  return phone && !phone.ext && phone.isValid() ? phone : undefined;
}

/**
 * Saudi mobile numbers are the national numbers 5XXXXXXXX. The smallest metadata knows no number types, so the
 * prefix says it (the `mobile` metadata would refuse every landline, also where any number is welcome).
 */
const isSaudiMobile = (phone: PhoneNumber) => phone.country === 'SA' && /^5\d{8}$/.test(phone.nationalNumber);

/** A typed phone as stored (E.164), or null when it is not a valid number of the kind. */
export function normalizePhone(value: unknown, kind: PhoneKind = 'any'): string | null {
  if (typeof value !== 'string') return null;
  const phone = parsePhone(value);
  if (!phone || (kind === 'saudiMobile' && !isSaudiMobile(phone))) return null;
  return phone.number;
}

/** True for a typed phone that is a valid number of the kind. */
export const isPhoneNumber = (value: unknown, kind: PhoneKind = 'any'): boolean => normalizePhone(value, kind) !== null;

/**
 * A typed phone as a form sends it: E.164 when it is a valid number of the kind, else as typed (trimmed, in ASCII
 * digits) for the server to refuse with its reason; '' when nothing was typed.
 */
export function phoneToSend(value: string | null | undefined, kind: PhoneKind = 'any'): string {
  const typed = toAsciiDigits(value ?? '').trim();
  return typed ? (normalizePhone(typed, kind) ?? typed) : '';
}

/**
 * A stored phone as people read it, in the language shown: a Saudi number in the local form (`050 123 4567`,
 * `٠٥٠ ١٢٣ ٤٥٦٧` in Arabic), another country's in the international one (`+44 20 7946 0958`). A value that is
 * not a valid number is shown as stored. Show it through `<Ltr>` of the platform (`leftToRight()` in a PDF): an
 * isolate alone lays the Arabic-Indic digit groups out right to left.
 */
export function formatPhone(value: string, lang: Language): string {
  const phone = parsePhone(value);
  if (!phone) return value;
  return localizeDigits(phone.country === 'SA' ? phone.formatNational() : phone.formatInternational(), lang);
}

/** The `tel:` link of a stored phone (E.164 when it reads as a number, else its digits and +). */
export function phoneHref(value: string): string {
  return `tel:${normalizePhone(value) ?? toAsciiDigits(value).replace(/[^\d+]/g, '')}`;
}
