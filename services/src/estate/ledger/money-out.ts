import { isSaudiIban, LEDGER_ERROR_CODES, normalizeIban, type PayoutMethod, todayInRiyadh } from '@estate/contracts';
import { invalidField } from '../shared/estate-errors.js';

/**
 * The checks of money paid out of what the company holds (a payout to an owner, a deposit given back): its day (the
 * field `dayField`) not after today, and a bank transfer to a valid Saudi IBAN (400 on `iban`). Answers the IBAN as
 * stored (upper case, no spaces), or null.
 */
export function checkedMoneyOut(
  dayField: string,
  input: { day: string; method: PayoutMethod; iban?: string | null },
): string | null {
  if (input.day > todayInRiyadh()) throw invalidField(dayField, `${dayField} cannot be after today`);
  const iban = input.iban ? normalizeIban(input.iban) : null;
  if (iban ? !isSaudiIban(iban) : input.method === 'bank_transfer') {
    throw invalidField('iban', `iban must be a valid Saudi IBAN (${LEDGER_ERROR_CODES.invalidIban})`);
  }
  return iban;
}
