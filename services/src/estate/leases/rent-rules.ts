import { LEASE_ERROR_CODES, type RentAboveFrozen, type RentLimit } from '@estate/contracts';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { documentFormat } from '../shared/document-format.js';
import { type RentCheck, rentLimitFor } from './rent-limit.js';
import { bilingualRefusal } from '../../common/http/refusal.js';

export { type RentCheck, ruleCovers } from './rent-limit.js';

type Query = Pick<EntityManager, 'query'>;

const AR = documentFormat('ar');
const EN = documentFormat('en');

/**
 * The city rent rules (estate_rent_rules) applied to a contract's rent (rentLimitFor, free of Nest so the seed applies
 * them too): 422 RENT_ABOVE_FROZEN naming the rule and the maximum above the limit.
 */
@Injectable()
export class RentRules {
  /** The rule in force and the most the rent may be (null: no limit). */
  limitFor(db: Query, check: RentCheck): Promise<RentLimit> {
    return rentLimitFor(db, check);
  }

  /** 422 RENT_ABOVE_FROZEN, naming the rule and the maximum, when `rentAmount` is above the limit. */
  async assertRent(db: Query, check: RentCheck, rentAmount: number): Promise<void> {
    const limit = await this.limitFor(db, check);
    if (!limit.rule || limit.maximum === null || rentAmount <= limit.maximum) return;
    throw rentAboveFrozen(limit.rule.code, limit.rule.name, limit.maximum, limit.lastContractNumber ?? '');
  }
}

/** Why a rent above a city rule's limit is refused, naming the rule and the maximum, in both languages. */
export const rentAboveFrozenText = (
  ruleName: { ar: string; en: string },
  maximum: number,
  lastContractNumber: string,
) => ({
  ar: `الإيجار أعلى من المسموح وفق ${ruleName.ar}: الحد الأعلى ${AR.money(maximum)} شهريًا (إيجار العقد السابق ${lastContractNumber})`,
  en: `The rent is above what the ${ruleName.en} allows: at most ${EN.money(maximum)} a month (the rent of the previous contract ${lastContractNumber})`,
});

export function rentAboveFrozen(
  rule: string,
  ruleName: { ar: string; en: string },
  maximum: number,
  lastContractNumber: string,
): UnprocessableEntityException {
  const message = rentAboveFrozenText(ruleName, maximum, lastContractNumber);
  const details: Omit<RentAboveFrozen, 'message'> = {
    rule,
    ruleName,
    maximum,
    lastContractNumber,
    field: 'rentAmount',
  };
  return new UnprocessableEntityException(bilingualRefusal(LEASE_ERROR_CODES.rentAboveFrozen, message, details));
}
