import { toAsciiDigits } from './digits.js';

/**
 * A Saudi national address (SPL, "العنوان الوطني"): building number (4 digits), street, district, city, postal code
 * (5 digits), additional number (4 digits), and the short address that encodes it (4 Latin letters and 4 digits,
 * e.g. RRRD2929). Kept on the e-invoice seller, on owners and tenants as buyers, and on estate properties; printed on
 * contracts and tax invoices. Typed in Arabic-Indic or Persian digits too: the numbers are stored in ASCII.
 */
export interface NationalAddress {
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
  additionalNumber: string;
  /** 4 Latin capitals and 4 digits (RRRD2929); null or absent when not given. */
  shortAddress?: string | null;
}

/** The fields an address is whole with (the short address is optional). */
export const NATIONAL_ADDRESS_FIELDS = [
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
  'additionalNumber',
] as const satisfies readonly (keyof NationalAddress)[];

/** The coded fields and what each takes, once typed values are normalized (`nationalAddressCodeOf`). */
export const NATIONAL_ADDRESS_PATTERNS = {
  buildingNumber: /^\d{4}$/,
  postalCode: /^\d{5}$/,
  additionalNumber: /^\d{4}$/,
  shortAddress: /^[A-Z]{4}\d{4}$/,
} as const;
export type NationalAddressCodedField = keyof typeof NATIONAL_ADDRESS_PATTERNS;

/** The words' bounds (the API's). */
export const NATIONAL_ADDRESS_TEXT_LIMITS = { street: 150, district: 150, city: 100 } as const;

/** The refusal code of each coded field (a VALIDATION_FAILED detail's `code`). */
export const NATIONAL_ADDRESS_ERROR_CODES = {
  buildingNumber: 'INVALID_BUILDING_NUMBER',
  postalCode: 'INVALID_POSTAL_CODE',
  additionalNumber: 'INVALID_ADDITIONAL_NUMBER',
  shortAddress: 'INVALID_SHORT_ADDRESS',
} as const satisfies Record<NationalAddressCodedField, string>;
export type NationalAddressErrorCode = (typeof NATIONAL_ADDRESS_ERROR_CODES)[keyof typeof NATIONAL_ADDRESS_ERROR_CODES];

/** What each refusal says, in both languages. */
export const NATIONAL_ADDRESS_ERROR_MESSAGES: Record<NationalAddressErrorCode, { ar: string; en: string }> = {
  INVALID_BUILDING_NUMBER: {
    ar: 'رقم المبنى يتكون من ٤ أرقام',
    en: 'The building number is 4 digits',
  },
  INVALID_POSTAL_CODE: { ar: 'الرمز البريدي يتكون من ٥ أرقام', en: 'The postal code is 5 digits' },
  INVALID_ADDITIONAL_NUMBER: {
    ar: 'الرقم الإضافي يتكون من ٤ أرقام',
    en: 'The additional number is 4 digits',
  },
  INVALID_SHORT_ADDRESS: {
    ar: 'العنوان المختصر ٤ أحرف لاتينية و٤ أرقام (مثل RRRD2929)',
    en: 'The short address is 4 Latin letters and 4 digits (e.g. RRRD2929)',
  },
};

/** A typed coded field as stored: its digits ASCII, spaces and dashes dropped, letters in capitals. */
export function nationalAddressCodeOf(value: string | null | undefined): string {
  return toAsciiDigits(value ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** The refusal code of a typed coded field, or null when it is what the field takes (blank is left to "required"). */
export function nationalAddressProblem(
  field: NationalAddressCodedField,
  value: unknown,
): NationalAddressErrorCode | null {
  if (typeof value !== 'string') return NATIONAL_ADDRESS_ERROR_CODES[field];
  return NATIONAL_ADDRESS_PATTERNS[field].test(nationalAddressCodeOf(value))
    ? null
    : NATIONAL_ADDRESS_ERROR_CODES[field];
}

/**
 * A national address as sent and stored: its codes normalized, its words trimmed, the short address left out when
 * blank; null when every field is blank.
 */
export function normalizeNationalAddress(
  address: Partial<Record<keyof NationalAddress, string | null>> | null | undefined,
): NationalAddress | null {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const short = nationalAddressCodeOf(address?.shortAddress);
  const sent: NationalAddress = {
    buildingNumber: nationalAddressCodeOf(address?.buildingNumber),
    street: text(address?.street),
    district: text(address?.district),
    city: text(address?.city),
    postalCode: nationalAddressCodeOf(address?.postalCode),
    additionalNumber: nationalAddressCodeOf(address?.additionalNumber),
    ...(short ? { shortAddress: short } : {}),
  };
  return NATIONAL_ADDRESS_FIELDS.every((field) => sent[field] === '') && !short ? null : sent;
}

/**
 * The address on one line, as documents and drawers print it: "2322 طريق الملك فهد، الملقا، الرياض 13521، الرقم
 * الإضافي 8228، العنوان المختصر RRRD2929" / "2322 King Fahd Rd, Al Malqa, Riyadh 13521, additional no. 8228, short
 * address RRRD2929". Numbers stay in ASCII digits (they are codes, read by the postal service).
 */
export function nationalAddressLine(address: NationalAddress, lang: 'ar' | 'en'): string {
  const comma = lang === 'ar' ? '، ' : ', ';
  const parts = [
    `${address.buildingNumber} ${address.street}`.trim(),
    address.district,
    `${address.city} ${address.postalCode}`.trim(),
    address.additionalNumber ? `${lang === 'ar' ? 'الرقم الإضافي' : 'additional no.'} ${address.additionalNumber}` : '',
    address.shortAddress ? `${lang === 'ar' ? 'العنوان المختصر' : 'short address'} ${address.shortAddress}` : '',
  ];
  return parts.filter((part) => part.trim() !== '').join(comma);
}
