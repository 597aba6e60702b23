/** Letters written right to left: Hebrew, Arabic (not its digits), Syriac, Thaana, N'Ko and their presentation forms. */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u05ff\u0600-\u065f\u066d-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Whether a text has a letter written right to left. A fragment that must read left to right (a phone, a national
 * ID, a contract, invoice or receipt number, an IBAN, an e-mail) and has none is shown exactly as written, left to
 * right: Arabic-Indic digits are Arabic numbers to the Unicode bidi algorithm, so the spaces or dashes between two
 * groups of them resolve right to left even inside a left-to-right isolate (`٠٥٥ ٢١٠ ٠٤١١` would read
 * `٠٤١١ ٢١٠ ٠٥٥`). One with Arabic letters is only isolated, its letters keeping their own order.
 */
export const hasRightToLeftLetters = (text: string): boolean => RIGHT_TO_LEFT_LETTER.test(text);
