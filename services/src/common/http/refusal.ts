import type { BilingualText } from '@estate/contracts';

/**
 * The body of a refusal that says why in both languages: its code, the message in English, and `details` with the
 * message in Arabic and English (`details.message`, which the screens show in the page's language).
 */
export function bilingualRefusal(code: string, message: BilingualText, details: Record<string, unknown> = {}) {
  return { code, message: message.en, details: { ...details, message } };
}
