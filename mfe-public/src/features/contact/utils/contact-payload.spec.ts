import { toContactMessageInput } from './contact-payload';

describe('contact message payload', () => {
  it('trims every field and leaves out an empty phone', () => {
    expect(
      toContactMessageInput({
        name: ' Ali ',
        email: ' ali@example.com ',
        phone: '   ',
        subject: ' Hi ',
        message: ' Text ',
      }),
    ).toEqual({ name: 'Ali', email: 'ali@example.com', subject: 'Hi', message: 'Text' });
    expect(
      toContactMessageInput({ name: 'Ali', email: 'ali@example.com', subject: 'Hi', message: 'Text' }),
    ).not.toHaveProperty('phone');
  });

  it.each([' ٠٥٠ ١٢٣ ٤٥٦٧ ', '0501234567', '00966 50 123 4567', '+966-50-123-4567'])(
    'sends the phone %p as E.164',
    (phone) => {
      expect(toContactMessageInput({ name: 'علي', email: 'a@b.sa', phone, subject: 'س', message: 'م' }).phone).toBe(
        '+966501234567',
      );
    },
  );

  it('sends a phone that is not a number as typed, for the server to refuse', () => {
    expect(
      toContactMessageInput({ name: 'علي', email: 'a@b.sa', phone: ' ١٢٣ ', subject: 'س', message: 'م' }).phone,
    ).toBe('123');
  });
});
