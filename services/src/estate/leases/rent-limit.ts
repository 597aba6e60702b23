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

/**
 * The city rent rule (estate_rent_rules) over a contract and the most its rent may be, free of Nest so the seed writes
 * its renewals under the rule the contract screens and API apply (RentRules): under a `freeze_last_rent` rule, a new
 * contract or renewal of a unit is at most the rent of the unit's latest earlier contract (one that started before it
 * and was not ended before it began); a unit with no earlier contract is not limited.
 */
export async function rentLimitFor(db: Query, check: RentCheck): Promise<RentLimit> {
  const [unit] = (await db.query(
    `SELECT u.unit_type, p.city FROM estate_units u JOIN estate_properties p ON p.id = u.property_id WHERE u.id = $1`,
    [check.unitId],
  )) as Row[];
  if (!unit) return { rule: null, maximum: null, lastContractNumber: null };
  const rule = (await readRentRules(db)).find((candidate) =>
    ruleCovers(candidate, str(unit.city), unit.unit_type as UnitType, check.startDate),
  );
  if (!rule) return { rule: null, maximum: null, lastContractNumber: null };
  const [last] = (await db.query(
    `SELECT c.contract_number, c.rent_amount FROM estate_contracts c
      WHERE c.unit_id = $1 AND c.start_date < $2::date AND ($3::uuid IS NULL OR c.id <> $3)
        AND (c.termination_date IS NULL OR c.termination_date > c.start_date)
      ORDER BY c.start_date DESC, c.created_at DESC LIMIT 1`,
    [check.unitId, check.startDate, check.contractId],
  )) as Row[];
  const summary = { code: rule.code, name: rule.name, source: rule.source };
  if (!last) return { rule: summary, maximum: null, lastContractNumber: null };
  return { rule: summary, maximum: num(last.rent_amount), lastContractNumber: str(last.contract_number) };
}

/** The most of `rentAmount` a contract may take under the rule over it: the rent itself when no limit applies. */
export async function rentWithinLimit(db: Query, check: RentCheck, rentAmount: number): Promise<number> {
  const { maximum } = await rentLimitFor(db, check);
  return maximum === null ? rentAmount : Math.min(rentAmount, maximum);
}
