/**
 * Who owned a property when (estate_property_ownerships, alias `op`): what the owner portal shows of a property is what
 * happened while the owner held it. A period holds the days from `from_date` (null: since the property was recorded)
 * to the day before `to_date` (null: still). Every owner-scoped read filters with these, so a transfer leaves the
 * figures before its date with the previous owner and gives the new owner those from it.
 */

/** The owner (a uuid placeholder) held the property (a column) on day `d` (a date expression). */
export const ownerHeldOnSql = (owner: string, property: string, d: string) =>
  `EXISTS (SELECT 1 FROM estate_property_ownerships op
            WHERE op.property_id = ${property} AND op.owner_id = ${owner}
              AND (op.from_date IS NULL OR op.from_date <= ${d}) AND (op.to_date IS NULL OR ${d} < op.to_date))`;

/** The owner held the property on at least one day from `first` to `last` (date expressions, both included). */
export const ownerHeldDuringSql = (owner: string, property: string, first: string, last: string) =>
  `EXISTS (SELECT 1 FROM estate_property_ownerships op
            WHERE op.property_id = ${property} AND op.owner_id = ${owner}
              AND (op.from_date IS NULL OR op.from_date <= ${last}) AND (op.to_date IS NULL OR ${first} < op.to_date))`;

/** The last day a contract (alias `c`) holds its unit: the day before its termination, else its end date. */
export const contractLastDaySql = (c: string) => `coalesce(${c}.termination_date - 1, ${c}.end_date)`;

/** A contract (alias `c`) ran on at least one day of the owner's holding of its property. */
export const ownerHeldContractSql = (owner: string, c: string) =>
  ownerHeldDuringSql(owner, `${c}.property_id`, `${c}.start_date`, contractLastDaySql(c));

/** The properties the owner held on any day (their ids, for the indexed `property_id = ANY(...)` first step). */
export const OWNER_HELD_PROPERTIES_SQL = (owner: string) =>
  `coalesce((SELECT array_agg(DISTINCT op.property_id) FROM estate_property_ownerships op WHERE op.owner_id = ${owner}), '{}')`;
