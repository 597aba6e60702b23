import { isPhoneNumber } from '@estate/contracts';
import { phoneRule } from './phone-rule';

describe('phoneRule', () => {
  const rule = phoneRule((value) => isPhoneNumber(value, 'saudiMobile'), 'Enter a Saudi mobile number');

  it.each(['', '   ', undefined, '0501234567', '٠٥٠ ١٢٣ ٤٥٦٧', '+966501234567'])('lets %p through', async (value) => {
    await expect(rule.validator(null, value)).resolves.toBeUndefined();
  });

  it.each(['1------', '011 234 5678', 'phone'])('refuses %p with the message', async (value) => {
    await expect(rule.validator(null, value)).rejects.toThrow('Enter a Saudi mobile number');
  });
});
