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

  it('keeps a phone, with Arabic-Indic digits written as ASCII digits', () => {
    expect(
      toContactMessageInput({ name: 'علي', email: 'a@b.sa', phone: ' ٠٥٠ ١٢٣ ٤٥٦٧ ', subject: 'س', message: 'م' })
        .phone,
    ).toBe('050 123 4567');
  });
});
