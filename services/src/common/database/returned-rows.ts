/**
 * The rows of a `query()` answer. TypeORM's PostgreSQL driver answers UPDATE and DELETE ... RETURNING as
 * `[rows, count]`, and every other statement as the rows themselves.
 */
export const returnedRows = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
