import type {
  EInvoiceSellerAddress,
  EstateDeleteBlockReason,
  EstateOwner,
  EstateTenant,
  SortOrder,
} from '@estate/contracts';
import { todayInRiyadh } from '@estate/contracts';
import type { EstateRecord } from '../shared/estate-errors.js';
import { iso, num, type Row, type SqlParams, str, strOrNull } from '../shared/estate-sql.js';
import { linkedAccountOf, type PeopleTable } from './person-rules.js';

/** What a people list, its summary and its export are asked with. */
export interface PeopleQuery {
  q?: string;
  city?: string;
  sort?: string;
  order?: SortOrder;
  page: number;
  limit: number;
}

/** The fields every person (owner or tenant) answers with: those an owner and a tenant share, but their status. */
export type PersonRecord = Omit<Pick<EstateOwner, keyof EstateOwner & keyof EstateTenant>, 'status'>;

/** A writable field: its column, and what a new record takes when it is not sent. */
interface WritableField {
  column: string;
  initial?: () => unknown;
}

/**
 * One kind of person of the back office as data: its table, its own columns, figures and sorts, its summary, what
 * it writes besides what every person has, and what refuses its delete. `PeopleService` reads and writes either
 * kind through it, so the rules every person shares (search, national ID, linked account) are written once.
 */
export interface PersonKind<TPerson extends PersonRecord, TSummary, TQuery extends PeopleQuery> {
  kind: Extract<EstateRecord, 'owner' | 'tenant'>;
  table: PeopleTable;
  /** The table's alias in every statement. */
  alias: string;
  /** Its own columns besides every person's (`personColumns`). */
  ownColumns: string;
  /** LEFT JOIN LATERAL … of its figures, and their columns; `today` is a date expression. */
  figures: (today: string) => string;
  figureColumns: (today: string) => string;
  /** ORDER BY of each sort (the id last), without the direction. */
  sorts: Record<string, string>;
  /** WHERE conditions of its own filters (status...). */
  filters: (query: TQuery, params: SqlParams, today: string) => string[];
  /** What its `q` matches besides every person's search (a tenant's unit number). */
  searchAlso?: (q: string, params: SqlParams) => string;
  /** Its summary: a statement of the records `where` keeps, and the answer read from its one row. */
  summary: { sql: (where: string, today: string) => string; read: (row: Row) => TSummary };
  /** The order of its picker's options. */
  optionsOrder: string;
  /** A row read back, with every person's fields (`personOf`) and its own. */
  toDto: (row: Row) => TPerson;
  /** Its writable fields besides every person's (`PERSON_FIELDS`). */
  fields: Record<string, WritableField>;
  /** The fields an update may not empty. */
  required: readonly (keyof TPerson & string)[];
  /** Its audit actions, and the word its audit descriptions start with. */
  audit: { create: string; update: string; remove: string; label: string };
  /** What refuses its delete: a reason and the statement counting what is in the way (`$1` the record's id). */
  deleteBlockers: readonly { reason: EstateDeleteBlockReason; count: string }[];
}

/** The columns every person has (alias `a`). */
export const personColumns = (a: string) =>
  `${a}.id, ${a}.name, ${a}.name_en, ${a}.email, ${a}.phone, ${a}.national_id, ${a}.address, ${a}.city, ${a}.notes,
  ${a}.vat_number, ${a}.cr_number, ${a}.national_address, ${a}.user_id, ${a}.created_at, ${a}.updated_at`;

/** The fields every person is written with, and their columns. */
export const PERSON_FIELDS: Record<string, WritableField> = {
  name: { column: 'name' },
  nameEn: { column: 'name_en' },
  email: { column: 'email' },
  phone: { column: 'phone' },
  nationalId: { column: 'national_id' },
  address: { column: 'address' },
  city: { column: 'city' },
  notes: { column: 'notes' },
  userId: { column: 'user_id' },
  vatNumber: { column: 'vat_number' },
  crNumber: { column: 'cr_number' },
  nationalAddress: { column: 'national_address' },
};

/** Every person's fields of a row read with `personColumns`, the linked account and `contracts_count`, `last_paid_at`. */
export const personOf = (row: Row): PersonRecord => ({
  id: str(row.id),
  name: str(row.name),
  nameEn: strOrNull(row.name_en),
  email: strOrNull(row.email),
  phone: str(row.phone),
  nationalId: str(row.national_id),
  address: strOrNull(row.address),
  city: strOrNull(row.city),
  notes: strOrNull(row.notes),
  userId: strOrNull(row.user_id),
  vatNumber: strOrNull(row.vat_number),
  crNumber: strOrNull(row.cr_number),
  nationalAddress: (row.national_address as EInvoiceSellerAddress | null) ?? null,
  account: linkedAccountOf(row),
  contractsCount: num(row.contracts_count),
  lastPaymentDate: row.last_paid_at ? todayInRiyadh(new Date(iso(row.last_paid_at))) : null,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
