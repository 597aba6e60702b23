import { cityKeyOf, type RentLimit, type RentRule, type UnitType } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { num, type Row, str } from '../shared/estate-sql.js';
import { readRentRules } from './lease-rules-sql.js';

type Query = Pick<EntityManager, 'query'>;

/** One city name (key, English or Arabic, any case) as a comparable key: the SAUDI_CITIES key when known. */
const cityKey = (city: string) => cityKeyOf(city) ?? city.trim().toLowerCase();

/** Whether `rule` covers a unit of `unitType` in `city` for a contract starting on `startDate`. */
export const ruleCovers = (rule: RentRule, city: string, unitType: UnitType, startDate: string): boolean =>
  cityKey(rule.city) === cityKey(city) &&
  (rule.unitTypes === null || rule.unitTypes.includes(unitType)) &&
  startDate >= rule.validFrom &&
  (rule.validTo === null || startDate <= rule.validTo);

/** What a contract's rent is checked against: the unit, the start date, and the contract itself when it exists. */
export interface RentCheck {
  unitId: string;
  startDate: string;
  /** The contract being changed, left out of "earlier contracts". */
  contractId: string | null;
}

/** A contract as the rent rule reads it: its number, start, monthly rent and termination. */
export interface RentHistoryEntry {
  contractNumber: string;
  startDate: string;
  rentAmount: number;
  terminationDate: string | null;
}

/**
 * The unit's latest earlier contract for one starting on `startDate`: the latest that started before it and was not
 * ended before it began (one terminated on its first day never held the unit); undefined when none.
 */
export function latestEarlierContract(
  history: readonly RentHistoryEntry[],
  startDate: string,
): RentHistoryEntry | undefined {
  let latest: RentHistoryEntry | undefined;
  for (const entry of history) {
    if (entry.startDate >= startDate) continue;
    if (entry.terminationDate !== null && entry.terminationDate <= entry.startDate) continue;
    if (!latest || entry.startDate > latest.startDate) latest = entry;
  }
  return latest;
}

/**
 * The limit `rules` set on a contract of a unit of `unitType` in `city` starting on `startDate`, given the unit's
 * other contracts: under a `freeze_last_rent` rule, the rent of the latest earlier contract (latestEarlierContract);
 * a unit with no earlier contract is not limited.
 */
export function rentLimitOf(
  rules: readonly RentRule[],
  unit: { city: string; unitType: UnitType },
  startDate: string,
  history: readonly RentHistoryEntry[],
): RentLimit {
  const rule = rules.find((candidate) => ruleCovers(candidate, unit.city, unit.unitType, startDate));
  if (!rule) return { rule: null, maximum: null, lastContractNumber: null };
  const summary = { code: rule.code, name: rule.name, source: rule.source };
  const last = latestEarlierContract(history, startDate);
  if (!last) return { rule: summary, maximum: null, lastContractNumber: null };
  return { rule: summary, maximum: last.rentAmount, lastContractNumber: last.contractNumber };
}

/** The other contracts of units (the one `exceptContractId` left out), by unit. */
export async function rentHistories(
  db: Query,
  unitIds: readonly string[],
  exceptContractId: string | null = null,
): Promise<Map<string, RentHistoryEntry[]>> {
  const rows = (await db.query(
    `SELECT unit_id, contract_number, start_date::text AS start_date, rent_amount,
            termination_date::text AS termination_date
       FROM estate_contracts WHERE unit_id = ANY($1::uuid[]) AND ($2::uuid IS NULL OR id <> $2)`,
    [unitIds, exceptContractId],
  )) as Row[];
  const histories = new Map<string, RentHistoryEntry[]>();
  for (const row of rows) {
    const list = histories.get(str(row.unit_id)) ?? [];
    list.push({
      contractNumber: str(row.contract_number),
      startDate: str(row.start_date),
      rentAmount: num(row.rent_amount),
      terminationDate: row.termination_date === null ? null : str(row.termination_date),
    });
    histories.set(str(row.unit_id), list);
  }
  return histories;
}

/**
 * The city rent rule (estate_rent_rules) over a contract and the most its rent may be (rentLimitOf), free of Nest so
 * the seed writes its renewals under the rule the contract screens, the API and the contracts import apply.
 */
export async function rentLimitFor(db: Query, check: RentCheck): Promise<RentLimit> {
  const [unit] = (await db.query(
    `SELECT u.unit_type, p.city FROM estate_units u JOIN estate_properties p ON p.id = u.property_id WHERE u.id = $1`,
    [check.unitId],
  )) as Row[];
  if (!unit) return { rule: null, maximum: null, lastContractNumber: null };
  const rules = await readRentRules(db);
  const facts = { city: str(unit.city), unitType: unit.unit_type as UnitType };
  if (!rules.some((rule) => ruleCovers(rule, facts.city, facts.unitType, check.startDate))) {
    return { rule: null, maximum: null, lastContractNumber: null };
  }
  const history = (await rentHistories(db, [check.unitId], check.contractId)).get(check.unitId) ?? [];
  return rentLimitOf(rules, facts, check.startDate, history);
}

/** The most of `rentAmount` a contract may take under the rule over it: the rent itself when no limit applies. */
export async function rentWithinLimit(db: Query, check: RentCheck, rentAmount: number): Promise<number> {
  const { maximum } = await rentLimitFor(db, check);
  return maximum === null ? rentAmount : Math.min(rentAmount, maximum);
}
