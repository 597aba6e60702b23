import {
  type BilingualText,
  ESTATE_FIELD_ERROR_CODES as FIELD,
  ESTATE_FIELD_ERROR_MESSAGES,
  type ImportRowError,
  toAsciiDigits,
} from '@estate/contracts';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import { choiceKey, type Column } from './transfer-columns.js';

/** One row of an import file: its number (1 = the first row under the header) and its cells by column key. */
export interface ImportRow {
  row: number;
  cells: Record<string, string>;
}

/** A row's problems as they are collected: a field (a column key) and a code, with words for codes of our own. */
export interface RowProblem {
  field: string | null;
  code: string;
  message?: BilingualText;
}

export const rowError = (row: number, problem: RowProblem): ImportRowError => ({
  row,
  field: problem.field,
  fieldLabel: null,
  code: problem.code,
  message: problem.message ??
    ESTATE_FIELD_ERROR_MESSAGES[problem.code as keyof typeof ESTATE_FIELD_ERROR_MESSAGES] ?? {
      ar: 'قيمة غير صالحة',
      en: 'Invalid value',
    },
});

/** Lets other requests run while a long import computes: every `every` rows, one turn of the event loop. */
export async function yieldEvery(index: number, every = 100): Promise<void> {
  if (index > 0 && index % every === 0) await nextTurn();
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Cells into the values a DTO takes                                                                            */
/* ------------------------------------------------------------------------------------------------------------ */

/** A number as people type it: Arabic-Indic digits, thousands separators, the Arabic decimal mark. */
function readNumber(text: string): number | string {
  const typed = toAsciiDigits(text)
    .replace(/[\s,\u066C]/g, '')
    .replace(/\u066B/g, '.');
  return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : text;
}

/** A date as YYYY-MM-DD (also YYYY/MM/DD, with or without leading zeros, a time after it ignored). */
function readDate(text: string): string {
  const typed = toAsciiDigits(text).trim();
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T].*)?$/.exec(typed);
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` : text;
}

function readBoolean(text: string): boolean | string {
  const key = choiceKey('yesNo', text);
  if (key === 'true' || key === '1') return true;
  if (key === 'false' || key === '0') return false;
  return text;
}

/** The value of a cell for its column's kind; undefined for an empty cell (the field is not sent). */
export function cellValue(column: Column, text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  const kind = column.kind;
  if (kind === 'number') return readNumber(text);
  if (kind === 'date') return readDate(text);
  if (kind === 'boolean') return readBoolean(text);
  if (typeof kind === 'object') return choiceKey(kind.choice, text);
  return text.trim();
}

/** The values of a row for its columns, by column key (empty cells left out). */
export function rowValues(row: ImportRow, columns: readonly Column[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    const value = cellValue(column, row.cells[column.key]);
    if (value !== undefined) values[column.key] = value;
  }
  return values;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* A row against the DTO of its record                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

/** Amounts in SAR: below 0 is NEGATIVE_AMOUNT, any other bound INVALID_NUMBER. */
const AMOUNT_FIELDS = new Set([
  'rentPrice',
  'rentAmount',
  'securityDeposit',
  'purchasePrice',
  'currentValue',
  'estimatedCost',
]);
/** Rents must be more than 0: a rent of 0 is AMOUNT_NOT_POSITIVE. */
const RENT_FIELDS = new Set(['rentPrice', 'rentAmount']);

/** The field code of one refused DTO field, from the rule it broke (class-validator's constraint names). */
function codeOf(field: string, constraints: string[], sent: unknown): string {
  const has = (name: string) => constraints.includes(name);
  if (sent === undefined || sent === null || sent === '') return FIELD.required;
  if (has('isNationalId')) return FIELD.invalidNationalId;
  if (has('nationalIdCheckDigit')) return FIELD.nationalIdCheckDigit;
  if (has('isPhone')) return FIELD.invalidPhone;
  if (has('isEmail')) return FIELD.invalidEmail;
  if (has('isCalendarDate')) return FIELD.invalidDate;
  if (has('matches') && field === 'contractNumber') return FIELD.invalidContractNumber;
  if (has('isIn')) return field === 'city' ? FIELD.invalidCity : FIELD.invalidChoice;
  if (has('isUuid')) return FIELD.unknownReference;
  if (has('maxLength')) return FIELD.tooLong;
  if (has('isNotEmpty')) return FIELD.required;
  if (has('min') && AMOUNT_FIELDS.has(field) && typeof sent === 'number' && sent < 0) return FIELD.negativeAmount;
  if (has('min') && RENT_FIELDS.has(field) && typeof sent === 'number') return FIELD.amountNotPositive;
  if (has('isNumber') || has('isInt') || has('min') || has('max')) return FIELD.invalidNumber;
  if (has('isBoolean')) return FIELD.invalidChoice;
  return FIELD.invalidChoice;
}

function flatten(errors: ValidationError[], prefix = ''): { field: string; constraints: string[] }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, constraints: Object.keys(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Checks `values` with the DTO the API's own route uses for this record (its transforms too: trimmed texts, phones
 * in E.164, national IDs in ASCII digits, city keys), and answers the DTO instance and each refused field as a
 * column: `columnOf` names the column a DTO field was read from (the field itself by default).
 */
export async function checkWithDto<T extends object>(
  dto: ClassConstructor<T>,
  values: Record<string, unknown>,
  columnOf: Record<string, string> = {},
): Promise<{ value: T; problems: RowProblem[] }> {
  const value = plainToInstance(dto, values);
  const errors = await validate(value, { whitelist: true, forbidUnknownValues: false });
  const problems = flatten(errors).map(({ field, constraints }) => ({
    field: columnOf[field] ?? field,
    code: codeOf(field, constraints, values[field]),
  }));
  return { value, problems };
}

/** An id to stand in for a reference that is checked apart (its own problem is reported), so the DTO passes it. */
export const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/* ------------------------------------------------------------------------------------------------------------ */
/* Writing                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/** Rows written in one INSERT. */
export const WRITE_BATCH = 1000;

/**
 * Inserts `rows` into `table` in batches of WRITE_BATCH, one `INSERT … SELECT FROM unnest(…)` each (the columns'
 * values as arrays of `types`), reporting the rows written after each batch.
 */
export async function insertBatches(
  manager: Pick<EntityManager, 'query'>,
  table: string,
  columns: readonly { name: string; type: string }[],
  rows: readonly (readonly unknown[])[],
  written: (count: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const batch = rows.slice(start, start + WRITE_BATCH);
    const arrays = columns.map((_column, index) => batch.map((row) => row[index] ?? null));
    await manager.query(
      `INSERT INTO ${table} (${columns.map((column) => column.name).join(', ')})
       SELECT * FROM unnest(${columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ')})`,
      arrays,
    );
    written(batch.length);
    await nextTurn();
  }
}

export const newId = (): string => randomUUID();
