import { formatExpiry, groupCardNumber, westernDigits } from './card-input.js';

describe('card inputs', () => {
  it('groups a card number by four and drops anything else', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42a')).toBe('4242 42');
    expect(groupCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM/YY while typed and lets the slash be deleted', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('1230', '')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('reads Arabic-Indic digits', () => {
    expect(westernDigits('٤٢٤٢ ۴۲')).toBe('4242 42');
  });
});
