import { EInvoiceError } from './einvoice-error.js';

/**
 * A Saudi VAT registration number as ZATCA checks it (BR-KSA-39/40): 15 digits, the first and the last a 3.
 */
export const isVatNumber = (value: string): boolean => /^3\d{13}3$/.test(value);

export function assertVatNumber(value: string, whose: string): void {
  if (!isVatNumber(value)) {
    throw new EInvoiceError(
      'INVALID_VAT_NUMBER',
      `${whose}'s VAT registration number must be 15 digits beginning and ending with 3, got "${value}"`,
    );
  }
}

/**
 * An amount in SAR to halalas, exactly: "1150.5", "1,150.50" and 1150.5 all give 115050. The text is read digit by
 * digit (no floating point), so "0.07" is 7, never 7.000000001; more than 2 decimals is refused rather than rounded.
 */
export function toHalalas(amount: string | number): number {
  const text = (typeof amount === 'number' ? amountText(amount) : amount).trim().replace(/,/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new EInvoiceError('INVALID_AMOUNT', `"${amount}" is not an amount in SAR with at most 2 decimals`);
  const [, sign, whole, fraction = ''] = match;
  const halalas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(halalas)) throw new EInvoiceError('INVALID_AMOUNT', `"${amount}" is out of range`);
  return sign ? -halalas : halalas;
}

function amountText(amount: number): string {
  if (!Number.isFinite(amount)) throw new EInvoiceError('INVALID_AMOUNT', `${amount} is not an amount`);
  // Ten decimals drop a floating-point tail (0.1 + 0.2 is 0.30000000000000004: "0.3"), while an amount that really
  // has a third decimal (1.005) keeps it and is refused by the caller's pattern.
  return amount.toFixed(10).replace(/\.?0+$/, '');
}

/** Halalas as ZATCA writes an amount: two decimals, a point, no grouping ("1150.00", "-15.50"). */
export function formatHalalas(halalas: number): string {
  if (!Number.isSafeInteger(halalas))
    throw new EInvoiceError('INVALID_AMOUNT', `${halalas} is not a whole number of halalas`);
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** VAT on a net amount at a percent, rounded half away from zero to the halala. */
export const vatOn = (netHalalas: number, percent: number): number =>
  Math.sign(netHalalas) * Math.round((Math.abs(netHalalas) * percent) / 100);
