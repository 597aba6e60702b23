import type { EstateList, SortOrder } from '@estate/contracts';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../common/database/prepared-query.js';
import { invalidField } from './estate-errors.js';
import type { Row, SqlParams } from './estate-sql.js';

/** What a list page needs: the FROM with its filters (for the count), the select (with figures) and the order. */
export interface ListStatement {
  /** `FROM … WHERE …` of the records matching the filters, without the figures' joins. */
  from: string;
  /** `FROM … WHERE …` to count them, when it can leave out joins `from` has for the order only. */
  countFrom?: string;
  /**
   * `FROM … WHERE …` of the same records, for the walk of the sort's index when the count found many: written for a
   * test row by row (a search's matching names hashed once), where `from` is written for the filters' indexes.
   */
  walkFrom?: string;
  /**
   * `FROM … WHERE …` of parts of the matches (a search's tenants, owners, numbers), each found by an index and counted
   * up to countUpTo in the order given: the first one alone past it answers the capped count, without the bitmap of
   * every match that `from`'s count reads.
   */
  countParts?: string[];
  /** `SELECT … FROM … <joins> WHERE …` of the records with their figures (same filters). */
  select: string;
  /**
   * `SELECT … FROM … <joins> WHERE <key> = ANY(ids)`: the records of a page with their figures, given the placeholder
   * of the page's ids (a uuid[]); without it, `select` is read again with those ids.
   */
  selectByIds?: (ids: string) => string;
  /** ORDER BY expression(s) of the sort, without the direction: the record's id breaks ties. */
  orderBy: string;
  order: SortOrder;
  /**
   * The record's id in `from` and `select` (`u.id`), whose `select` answers it as `id`: with it, a page sorted on
   * the record's own columns is found first, and the figures are computed for its rows only.
   */
  key?: string;
  /**
   * The count stops this many records past the page's first: more matches answer `totalCapped` with the records
   * counted as `total` ("more than"), so a broad filter or search costs a page and a bounded count, not a visit of
   * every match. Without it every match is counted.
   */
  countUpTo?: number;
  /**
   * A statement answering the count of the matching records as `total` from counts kept beside them (it may name the
   * list's parameters), read instead of counting; a NULL or no row counts after all.
   */
  keptTotal?: string;
  params: SqlParams;
  page: number;
  limit: number;
}

/** The table aliases a FROM names (`FROM estate_units u JOIN estate_properties p` → u, p). */
function aliasesOf(from: string): Set<string> {
  return new Set(
    [...from.matchAll(/\b(?:FROM|JOIN)\s+\w+\s+(?:AS\s+)?(\w+)/gi)].map((match) => match[1]!.toLowerCase()),
  );
}

/** Whether every column the order names is one of the records' own (in `from`), none a figure. */
function sortsOnOwnColumns(statement: ListStatement): boolean {
  const own = aliasesOf(statement.from);
  const used = [...statement.orderBy.matchAll(/\b(\w+)\./g)].map((match) => match[1]!.toLowerCase());
  return used.length > 0 && used.every((alias) => own.has(alias));
}

/** The statement of `keptTotal` for a table whose rows are counted in estate_record_counts (contracts, units). */
export const keptTotalOf = (table: 'estate_contracts' | 'estate_units') =>
  `SELECT records AS total FROM estate_record_counts WHERE table_name = '${table}'`;

/** The count of the records matching a list's filters: kept, every match, or up to `countUpTo` past the page. */
async function countOf(
  db: Pick<DataSource, 'query'>,
  statement: ListStatement,
  values: readonly unknown[],
): Promise<{ total: number; totalCapped?: true; few?: true }> {
  if (statement.keptTotal) {
    const kept = onlyUsed(statement.keptTotal, values);
    const [row] = await preparedQuery<{ total: number | string | null }>(db, kept.sql, kept.values);
    if (row && row.total !== null) return { total: Number(row.total) };
  }
  const from = statement.countFrom ?? statement.from;
  if (statement.countUpTo === undefined) {
    const count = onlyUsed(`SELECT count(*)::int AS total ${from}`, values);
    const [{ total }] = (await preparedQuery<{ total: number }>(db, count.sql, count.values)) as [{ total: number }];
    return { total };
  }
  const upTo = (statement.page - 1) * statement.limit + statement.countUpTo;
  const upToCount = (countFrom: string) =>
    `(SELECT count(*)::int FROM (SELECT 1 ${countFrom} LIMIT ${upTo + 1}) AS counted)`;
  // A CASE's subqueries are read only when reached: the parts one by one, the whole only when none was past the cap.
  const parts = (statement.countParts ?? []).map((part) => `WHEN ${upToCount(part)} > ${upTo} THEN ${upTo + 1}`);
  const count = onlyUsed(
    parts.length
      ? `SELECT CASE ${parts.join(' ')} ELSE ${upToCount(from)} END AS total`
      : `SELECT ${upToCount(from)} AS total`,
    values,
  );
  const [{ total }] = (await preparedQuery<{ total: number }>(db, count.sql, count.values)) as [{ total: number }];
  return total > upTo ? { total: upTo, totalCapped: true } : { total, few: true };
}

/**
 * The statement of a page's ids. Walking an index in the sort's order finds a page of many matches in a few rows,
 * but a page of few matches only after reading most of the index (at 50,000 contracts, a name nobody has took 100
 * ms); when the count found them few (all counted up to countUpTo), they are read first, each by the filters' own
 * indexes, and then sorted.
 */
function pageIdsSql(statement: ListStatement, direction: string, window: string, few: boolean): string {
  const parts = statement.orderBy.split(',').map((part) => part.trim());
  if (!few)
    return `SELECT ${statement.key} AS id ${statement.walkFrom ?? statement.from} ORDER BY ${parts.map((part) => `${part} ${direction}`).join(', ')} ${window}`;
  // OFFSET 0 keeps the matches a query of their own, planned to find them all rather than to walk the order.
  return `SELECT id FROM (SELECT ${statement.key} AS id, ${parts.map((part, index) => `${part} AS sort_${index}`).join(', ')}
            ${statement.from} OFFSET 0) AS matches
          ORDER BY ${parts.map((_, index) => `sort_${index} ${direction}`).join(', ')} ${window}`;
}

/**
 * One page of a list and the count of the matching records (see countOf; none read no page), the page read in the
 * order asked. Its statements are kept prepared (preparedQuery): a list asks the same few texts again and again, its
 * filters' values as parameters, and planning them cost as much as reading them. When the order is on the records'
 * own columns, the page's ids are found first (pageIdsSql) and the
 * figures (sums over contracts and invoices) computed for those rows only, not for every matching record before the
 * LIMIT: at 50,000 units that is the difference between a few milliseconds and seconds. A sort on a figure computes
 * the figures of every matching record, as it must.
 */
export async function readPage<T>(
  db: Pick<DataSource, 'query'>,
  statement: ListStatement,
  toDto: (row: Row) => T,
): Promise<EstateList<T>> {
  const { params, page, limit, order } = statement;
  const direction = order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
  const orderBy = statement.orderBy
    .split(',')
    .map((part) => `${part.trim()} ${direction}`)
    .join(', ');
  const window = `LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
  const values = [...params.values];
  const { few, ...counted } = await countOf(db, statement, values);
  if (counted.total === 0) return { items: [], ...counted, page, limit };
  if (statement.key && sortsOnOwnColumns(statement)) {
    const ids = onlyUsed(pageIdsSql(statement, direction, window, few === true), values);
    const pageIds = (await preparedQuery<{ id: string }>(db, ids.sql, ids.values)).map((row) => row.id);
    if (!pageIds.length) return { items: [], ...counted, page, limit };
    const idsParam = `$${values.length + 1}`;
    const read = statement.selectByIds
      ? onlyUsed(statement.selectByIds(`${idsParam}::uuid[]`), [...values, pageIds])
      : {
          sql: `SELECT * FROM (${statement.select}) AS page_rows WHERE page_rows.id = ANY(${idsParam}::uuid[])`,
          values: [...values, pageIds],
        };
    const rows = await preparedQuery<Row>(db, read.sql, read.values);
    // In the page's order, which a read by ids does not keep.
    const position = new Map(pageIds.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(String(a.id))! - position.get(String(b.id))!);
    return { items: rows.map(toDto), ...counted, page, limit };
  }
  const rows = await preparedQuery<Row>(db, `${statement.select} ORDER BY ${orderBy} ${window}`, values);
  return { items: rows.map(toDto), ...counted, page, limit };
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
