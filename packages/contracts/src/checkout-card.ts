/*
 * The sandbox card form's rules, one place for the card page (as the tenant types) and the server (which decides).
 */
import type { SandboxCardInput } from './portals.js';

export type SandboxCardField = keyof SandboxCardInput;

/** What is wrong with a field: the card page words each problem in both languages, the server in English. */
export type SandboxCardProblem = 'required' | 'number' | 'luhn' | 'format' | 'expired' | 'cvc' | 'holder';

export const SANDBOX_CARD_FIELDS: readonly SandboxCardField[] = ['cardNumber', 'expiry', 'cvc', 'holderName'];

export const SANDBOX_CARD_PROBLEM_MESSAGES: Record<SandboxCardProblem, string> = {
  required: 'is required',
  number: 'must be 12 to 19 digits',
  luhn: 'is not a valid card number',
  format: 'must be MM/YY',
  expired: 'has passed',
  cvc: 'must be 3 or 4 digits',
  holder: "must be the cardholder's name (2 to 100 letters)",
};

/** The card number's digits (spaces and dashes as people type them dropped). */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The Luhn check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const HOLDER_NAME = /^[\p{L}][\p{L}\p{M} .'-]{1,99}$/u;

/**
 * The problems of a card form, at most one per field, in the form's order: the number (digits, Luhn), the expiry
 * (`MM/YY`, this month or later; `month` is `YYYY-MM` of today), the CVC (3 or 4 digits) and the holder's name.
 */
export function sandboxCardProblems(
  input: Partial<Record<SandboxCardField, unknown>>,
  month: string,
): { field: SandboxCardField; problem: SandboxCardProblem }[] {
  const problems: { field: SandboxCardField; problem: SandboxCardProblem }[] = [];
  const text = (field: SandboxCardField) => {
    const value = input[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const number = cardDigits(text('cardNumber'));
  if (!number) problems.push({ field: 'cardNumber', problem: 'required' });
  else if (!/^\d{12,19}$/.test(number)) problems.push({ field: 'cardNumber', problem: 'number' });
  else if (!passesLuhn(number)) problems.push({ field: 'cardNumber', problem: 'luhn' });

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text('expiry'));
  if (!text('expiry')) problems.push({ field: 'expiry', problem: 'required' });
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    problems.push({ field: 'expiry', problem: 'format' });
  } else if (`20${expiry[2]}-${expiry[1]}` < month) problems.push({ field: 'expiry', problem: 'expired' });

  if (!text('cvc')) problems.push({ field: 'cvc', problem: 'required' });
  else if (!/^\d{3,4}$/.test(text('cvc'))) problems.push({ field: 'cvc', problem: 'cvc' });

  const holder = text('holderName').replace(/\s+/g, ' ');
  if (!holder) problems.push({ field: 'holderName', problem: 'required' });
  else if (!HOLDER_NAME.test(holder)) problems.push({ field: 'holderName', problem: 'holder' });
  return problems;
}
