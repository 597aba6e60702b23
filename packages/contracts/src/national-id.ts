import { toAsciiDigits } from './digits.js';

/**
 * A Saudi national ID (first digit 1) or iqama, a resident's ID (first digit 2): ten digits whose last is a Luhn
 * check digit. Typed with spaces or dashes, in Arabic-Indic or Persian digits too.
 */
export const NATIONAL_ID_PATTERN = /^[12]\d{9}$/;

/** The Luhn check over all ten digits: every other digit from the first doubled (its digits summed), total % 10 = 0. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** The digits of a typed ID: Arabic-Indic or Persian digits made ASCII, spaces and dashes dropped. */
const typedDigits = (value: string) => toAsciiDigits(value).replace(/[\s-]/g, '');

/** A typed national ID or iqama as stored (ten ASCII digits), or null when it is not one. */
export function normalizeNationalId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = typedDigits(value);
  return NATIONAL_ID_PATTERN.test(digits) && luhnValid(digits) ? digits : null;
}

/**
 * Why a typed value is not a national ID or iqama: `format` when it is not ten digits from 1 or 2 (or not text),
 * `checkDigit` when it is but its last digit fails the Luhn check (a mistyped digit); null when it is one.
 */
export function nationalIdProblem(value: unknown): 'format' | 'checkDigit' | null {
  if (typeof value !== 'string') return 'format';
  const digits = typedDigits(value);
  if (!NATIONAL_ID_PATTERN.test(digits)) return 'format';
  return luhnValid(digits) ? null : 'checkDigit';
}

export const isNationalId = (value: unknown): boolean => normalizeNationalId(value) !== null;

/** Which kind of ID a valid number is: a citizen's national ID (1…) or a resident's iqama (2…). */
export const nationalIdKind = (id: string): 'citizen' | 'resident' => (id.startsWith('1') ? 'citizen' : 'resident');
