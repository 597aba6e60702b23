import type { Language } from '@estate/contracts';
import { formatNumber } from './format.js';

export type FileSizeUnit = 'B' | 'KB' | 'MB';

/** A size as a number and a unit, for display: bytes under 1 KB, kilobytes under 1 MB, then megabytes. */
export function fileSizeParts(bytes: number): { value: number; unit: FileSizeUnit } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  if (bytes < 1024 * 1024) return { value: Math.round((bytes / 1024) * 10) / 10, unit: 'KB' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'MB' };
}

/** A file's size in the language's digits, with one decimal at most; each app names the units in its own words. */
export function formatFileSize(bytes: number, lang: Language, unitName: (unit: FileSizeUnit) => string): string {
  const { value, unit } = fileSizeParts(bytes);
  return `${formatNumber(value, lang, 1)} ${unitName(unit)}`;
}
