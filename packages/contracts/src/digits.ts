import type { Language } from './constants.js';

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as typed on Arabic and Persian keyboards. */
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII digits, so numbers typed on an Arabic keyboard reach the server readable. */
export function toAsciiDigits(value: string): string {
  return value.replace(easternDigits, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * ASCII digits written as the language shows numbers: Arabic-Indic in Arabic (as `ar-SA` formats them), unchanged
 * in English. For text that is not a number to Intl (a phone, an identity number).
 */
export function localizeDigits(value: string, lang: Language): string {
  return lang === 'ar' ? value.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit))) : value;
}
