import { toAsciiDigits } from '@estate/contracts';

/**
 * An amount typed with Arabic-Indic digits (or grouping marks) read as a number: the input parses the cleaned
 * text itself, as with its default parser (an empty text clears the value), though its type names a number.
 */
export const parseAmount = ((text: string | undefined) =>
  toAsciiDigits(text ?? '').replace(/[^\d.-]/g, '')) as unknown as (text: string | undefined) => number;
