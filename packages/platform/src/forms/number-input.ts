import { toAsciiDigits } from '@estate/contracts';

/**
 * An InputNumber's `parser` that reads numbers typed with Arabic-Indic digits (or grouping marks): the input parses
 * the cleaned text itself, as with its own default parser (an empty text clears the value), though its type names a
 * number.
 */
export const parseNumberInput = ((text: string | undefined) =>
  toAsciiDigits(text ?? '').replace(/[^\d.-]/g, '')) as unknown as (text: string | undefined) => number;
