import { PHONE_PATTERN } from '@estate/contracts';

const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII digits: phones typed on an Arabic keyboard reach the server readable. */
export function toAsciiDigits(value: string): string {
  return value.replace(easternDigits, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** A typed phone as it is sent: trimmed, in ASCII digits; empty when nothing was typed. */
export function phoneToSend(value: string | undefined): string {
  return toAsciiDigits(value?.trim() ?? '');
}

/** True for a phone the API will accept once its digits are ASCII (the API's own rule). */
export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(toAsciiDigits(value.trim()));
}
