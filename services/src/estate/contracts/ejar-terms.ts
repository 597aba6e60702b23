import { HttpException } from '@nestjs/common';
import type { UnitType } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { LedgerRefusal } from '../payments/payments-ledger.js';
import { type EjarTermsInput, writeEjarTerms } from './ejar-registration.js';

export { EJAR_FIELDS, type EjarTermsInput } from './ejar-registration.js';

/**
 * The contracts service's step for a contract's Ejar terms (writeEjarTerms: its number, unique when set, its
 * registration day and who holds its deposit), a refusal answered as the HTTP error it names (409
 * EJAR_CONTRACT_NUMBER_TAKEN). Answers whether the deposit's holder changed.
 */
export async function saveEjarTerms(
  db: Pick<EntityManager, 'query'>,
  contractId: string,
  input: EjarTermsInput,
  unitType: UnitType,
  isNew: boolean,
): Promise<{ holderChanged: boolean; changed: string[] }> {
  try {
    return await writeEjarTerms(db, contractId, input, unitType, isNew);
  } catch (error) {
    if (error instanceof LedgerRefusal) throw new HttpException(error.body, error.status);
    throw error;
  }
}
