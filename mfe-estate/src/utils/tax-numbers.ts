import {
  NATIONAL_ADDRESS_PATTERNS,
  nationalAddressCodeOf,
  normalizeNationalAddress,
  toAsciiDigits,
  type NationalAddress,
} from '@estate/contracts';

export { NATIONAL_ADDRESS_FIELDS } from '@estate/contracts';

/**
 * The tax identity's numbers as the API checks them (the e-invoicing DTOs): a VAT registration number is 15 digits,
 * the first and the last a 3 (ZATCA's BR-KSA-39/40); a commercial registration 10 digits. A national address's
 * building, postal and additional numbers and short address follow the shared rule (`NATIONAL_ADDRESS_PATTERNS`:
 * 4, 5 and 4 digits, 4 Latin letters and 4 digits). Arabic-Indic digits are read as digits.
 */
export const TAX_NUMBER_PATTERNS = {
  vatNumber: /^3\d{13}3$/,
  crNumber: /^\d{10}$/,
  ...NATIONAL_ADDRESS_PATTERNS,
} as const;

export type TaxNumberField = keyof typeof TAX_NUMBER_PATTERNS;

/** A typed number as sent: trimmed, its digits ASCII, spaces dropped (a short address's letters in capitals). */
export const taxNumberOf = (value: string | null | undefined): string =>
  nationalAddressCodeOf(toAsciiDigits(value ?? ''));

/** Whether a typed number is what the field takes (blank is left to the field's "required"). */
export const isTaxNumber = (field: TaxNumberField, value: string | null | undefined): boolean =>
  TAX_NUMBER_PATTERNS[field].test(taxNumberOf(value));

/** A national address as sent (the shared `normalizeNationalAddress`); null when every field is blank. */
export const nationalAddressOf = (
  address: Partial<Record<keyof NationalAddress, string | null>> | null | undefined,
): NationalAddress | null => normalizeNationalAddress(address);
