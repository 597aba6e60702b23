import type { EstateList, SortOrder } from '@estate/contracts';
import type { DataSource } from 'typeorm';
import { invalidField } from './estate-errors.js';
import type { Row, SqlParams } from './estate-sql.js';

/** What a list page needs: the FROM with its filters (for the count), the select (with figures) and the order. */
export interface ListStatement {
  /** `FROM … WHERE …` of the records matching the filters, without the figures' joins. */
  from: string;
  /** `SELECT … FROM … <joins> WHERE …` of the records with their figures (same filters). */
  select: string;
  /** ORDER BY expression(s) of the sort, without the direction: the record's id breaks ties. */
  orderBy: string;
  order: SortOrder;
  params: SqlParams;
  page: number;
  limit: number;
}

/** One page of a list and the count of all matching records, the page read in the order asked. */
export async function readPage<T>(
  db: Pick<DataSource, 'query'>,
  statement: ListStatement,
  toDto: (row: Row) => T,
): Promise<EstateList<T>> {
  const { params, page, limit, order } = statement;
  const direction = order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
  const values = [...params.values];
  const count = onlyUsed(`SELECT count(*)::int AS total ${statement.from}`, values);
  const [{ total }] = (await db.query(count.sql, count.values)) as [{ total: number }];
  const rows = (await db.query(
    `${statement.select} ORDER BY ${statement.orderBy
      .split(',')
      .map((part) => `${part.trim()} ${direction}`)
      .join(', ')} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    values,
  )) as Row[];
  return { items: rows.map(toDto), total, page, limit };
}

/**
 * A statement with only the parameters it uses, numbered again: PostgreSQL refuses a parameter the text does not
 * name (the count of a list leaves out the figures that use today's date).
 */
export function onlyUsed(sql: string, values: readonly unknown[]): { sql: string; values: unknown[] } {
  const renumbered = new Map<number, number>();
  const used: unknown[] = [];
  const text = sql.replace(/\$(\d+)\b/g, (_match, digits: string) => {
    const index = Number(digits);
    if (!renumbered.has(index)) {
      used.push(values[index - 1]);
      renumbered.set(index, used.length);
    }
    return `$${renumbered.get(index)}`;
  });
  return { sql: text, values: used };
}

/** Every field a record needs, after an update merged into it: null for one of them is refused. */
export function assertRequired<T extends object>(merged: T, fields: readonly (keyof T & string)[]): void {
  for (const field of fields) {
    const value = merged[field];
    if (value === null || value === undefined || value === '')
      throw invalidField(field, `${field} should not be empty`);
  }
}

/** The fields of an update that were sent (undefined means "leave as is"). */
export function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
