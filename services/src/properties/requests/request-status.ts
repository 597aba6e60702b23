import { REQUEST_STATUSES } from '@estate/contracts';

/** `'a', 'b'`: values for an SQL `IN (...)` list in a CHECK constraint. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** SQL list of the statuses, for the CHECK constraint of each request table. */
export const REQUEST_STATUS_CHECK = `"status" IN (${sqlList(REQUEST_STATUSES)})`;
