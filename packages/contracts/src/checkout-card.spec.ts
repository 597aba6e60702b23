import { passesLuhn, sandboxCardProblems } from './checkout-card.js';
import { SANDBOX_CARDS } from './portals.js';

const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Nouf Al-Qahtani' };

describe('sandbox card rules', () => {
  it('passes the test cards and a well-formed form', () => {
    expect(passesLuhn(SANDBOX_CARDS.approved)).toBe(true);
    expect(passesLuhn(SANDBOX_CARDS.declined)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(sandboxCardProblems(good, '2026-05')).toEqual([]);
    expect(sandboxCardProblems({ ...good, holderName: 'نوف القحطاني', cvc: '1234' }, '2026-05')).toEqual([]);
  });

  it('names each bad field once with its problem', () => {
    expect(sandboxCardProblems({}, '2026-05')).toEqual([
      { field: 'cardNumber', problem: 'required' },
      { field: 'expiry', problem: 'required' },
      { field: 'cvc', problem: 'required' },
      { field: 'holderName', problem: 'required' },
    ]);
    expect(
      sandboxCardProblems(
        { cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', holderName: '1' },
        '2026-05',
      ),
    ).toEqual([
      { field: 'cardNumber', problem: 'luhn' },
      { field: 'expiry', problem: 'format' },
      { field: 'cvc', problem: 'cvc' },
      { field: 'holderName', problem: 'holder' },
    ]);
    expect(sandboxCardProblems({ ...good, cardNumber: '4242abc' }, '2026-05')).toEqual([
      { field: 'cardNumber', problem: 'number' },
    ]);
  });

  it('takes this month as the last good expiry', () => {
    expect(sandboxCardProblems({ ...good, expiry: '05/26' }, '2026-05')).toEqual([]);
    expect(sandboxCardProblems({ ...good, expiry: '04/26' }, '2026-05')).toEqual([
      { field: 'expiry', problem: 'expired' },
    ]);
  });
});
