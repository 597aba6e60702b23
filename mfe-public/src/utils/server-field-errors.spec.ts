import type { TFunction } from 'i18next';
import { formFieldsIn, refusedFieldMessages } from './server-field-errors';

describe('server field errors', () => {
  // How details are read is `formFieldErrorsIn`'s (packages/contracts); this is what the public forms get of it.
  it('names the form fields of a 400 answer once each, ignoring unknown ones', () => {
    expect(
      formFieldsIn(
        [
          { field: 'email', messages: ['email must be an email'] },
          { field: 'email', messages: ['too long'] },
          { field: 'message', messages: ['too long'] },
          { field: 'propertyId', messages: ['should not exist'] },
        ],
        ['name', 'email', 'phone', 'message'],
      ),
    ).toEqual(['email', 'message']);
  });
});

describe('refused field messages', () => {
  const t = ((key: string, options?: { ns?: string }) =>
    options?.ns ? `${options.ns}:${key}` : key) as unknown as TFunction;
  const message = refusedFieldMessages(t, { invalidPhone: 'form.invalidPhone', rejected: 'form.rejected' });

  it("show the shared email message, the form's phone message, or its general one", () => {
    expect(message('email')).toBe('validation:email');
    expect(message('phone')).toBe('form.invalidPhone');
    expect(message('name')).toBe('form.rejected');
  });
});
