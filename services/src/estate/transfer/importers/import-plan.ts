import type { EjarStatementMatch, ImportRowError, Role } from '@estate/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../../common/auth/authenticated-user.js';
import type { ImportRow } from '../import-rows.js';

/** What an importer reads with while it checks a file (outside the commit's transaction). */
export interface ImportReadContext {
  db: Pick<DataSource, 'query'>;
  /** Today in Riyadh. */
  today: string;
  /** Contracts only: whether the file may create the owners, tenants, properties and units it names. */
  mayCreateRecords: boolean;
  /** The account importing (contracts record who created them). */
  actorId: string | null;
  /** Who imports, for the audit entries and rules of the services an importer writes through, and their role. */
  actor: Actor;
  role: Role;
}

/** A checked file: its verdict per row, and the writing of its valid rows. */
export interface ImportPlan {
  validRows: number;
  errors: ImportRowError[];
  /** Rows with at least one error. */
  invalidRows: number;
  /** An Ejar statement's rows matched to invoices (listed by the dry run). */
  matches?: EjarStatementMatch[];
  /**
   * Writes every valid row inside the caller's transaction, reporting progress in rows; answers a line for the
   * audit log (what was written).
   */
  write(manager: EntityManager, progress: (rows: number) => void): Promise<string>;
}

/** Checks the rows of one kind of record. */
export interface Importer {
  plan(rows: readonly ImportRow[], context: ImportReadContext): Promise<ImportPlan>;
}

/** The verdict of rows: each row's problems become errors; a row without any is valid. */
export function verdict(problemsByRow: Map<number, ImportRowError[]>, rows: readonly ImportRow[]) {
  const errors = rows.flatMap((row) => problemsByRow.get(row.row) ?? []);
  const invalid = new Set(errors.map((error) => error.row));
  return { errors, invalidRows: invalid.size, validRows: rows.length - invalid.size };
}
