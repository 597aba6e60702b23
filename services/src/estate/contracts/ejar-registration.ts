import { defaultDepositHolder, type DepositHolder, EJAR_ERROR_CODES, type UnitType } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { LedgerRefusal } from '../payments/payments-ledger.js';
import { dayOrNull, type Row, str, strOrNull } from '../shared/estate-sql.js';

type Query = Pick<EntityManager, 'query'>;

/** A contract's terms as Ejar registers them, as a create or update sends them (absent: unchanged or defaulted). */
export interface EjarTermsInput {
  ejarContractNumber?: string | null;
  ejarRegisteredOn?: string | null;
  depositHolder?: DepositHolder;
}

/** The fields of a contract update that are Ejar's (the rest go through the contract's own update). */
export const EJAR_FIELDS = ['ejarContractNumber', 'ejarRegisteredOn', 'depositHolder'] as const;

const numberTaken = (ejarContractNumber: string, contractNumber: string) =>
  new LedgerRefusal(409, {
    code: EJAR_ERROR_CODES.contractNumberTaken,
    message: `Ejar contract number ${ejarContractNumber} is taken by contract ${contractNumber}`,
    details: {
      contractNumber,
      message: {
        ar: `رقم عقد إيجار ${ejarContractNumber} مسجل للعقد ${contractNumber}`,
        en: `Ejar contract number ${ejarContractNumber} is taken by contract ${contractNumber}`,
      },
    },
  });

/**
 * Free of Nest, so the seed writes its contracts' Ejar terms through it too (contracts' own step: saveEjarTerms in
 * ejar-terms.ts answers its refusal as the HTTP error it names).
 *
 * Saves a contract's Ejar number (unique when set: 409 EJAR_CONTRACT_NUMBER_TAKEN, a LedgerRefusal), registration day and deposit
 * holder, within the caller's transaction. A new contract's holder defaults to that of the contract it renews, else by
 * its unit (defaultDepositHolder);
 * an existing one keeps its own unless one is sent. Answers whether the deposit's holder changed (its invoices are
 * issued again then: a deposit Ejar holds is not billed by the company).
 */
export async function writeEjarTerms(
  db: Query,
  contractId: string,
  input: EjarTermsInput,
  unitType: UnitType,
  isNew: boolean,
): Promise<{ holderChanged: boolean; changed: string[] }> {
  const [current] = (await db.query(
    `SELECT c.ejar_contract_number, c.ejar_registered_on::text AS ejar_registered_on, c.deposit_holder,
            r.deposit_holder AS renewed_holder
       FROM estate_contracts c LEFT JOIN estate_contracts r ON r.id = c.renewed_from_id
      WHERE c.id = $1`,
    [contractId],
  )) as Row[];
  const before = {
    ejarContractNumber: strOrNull(current!.ejar_contract_number),
    ejarRegisteredOn: dayOrNull(current!.ejar_registered_on),
    depositHolder: str(current!.deposit_holder) as DepositHolder,
  };
  const next = {
    ejarContractNumber: input.ejarContractNumber === undefined ? before.ejarContractNumber : input.ejarContractNumber,
    ejarRegisteredOn: input.ejarRegisteredOn === undefined ? before.ejarRegisteredOn : input.ejarRegisteredOn,
    depositHolder:
      input.depositHolder ??
      (isNew
        ? ((strOrNull(current!.renewed_holder) as DepositHolder | null) ?? defaultDepositHolder(unitType))
        : before.depositHolder),
  };
  const changed = EJAR_FIELDS.filter((field) => next[field] !== before[field]);
  if (changed.length === 0) return { holderChanged: false, changed: [] };
  if (next.ejarContractNumber !== null && next.ejarContractNumber !== before.ejarContractNumber) {
    const [other] = (await db.query(
      `SELECT contract_number FROM estate_contracts WHERE ejar_contract_number = $1 AND id <> $2`,
      [next.ejarContractNumber, contractId],
    )) as Row[];
    if (other) throw numberTaken(next.ejarContractNumber, str(other.contract_number));
  }
  await db.query(
    `UPDATE estate_contracts SET ejar_contract_number = $2, ejar_registered_on = $3, deposit_holder = $4 WHERE id = $1`,
    [contractId, next.ejarContractNumber, next.ejarRegisteredOn, next.depositHolder],
  );
  return { holderChanged: next.depositHolder !== before.depositHolder, changed: [...changed] };
}
