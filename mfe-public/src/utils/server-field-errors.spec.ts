import type { TFunction } from 'i18next';
import { refusedFieldMessages } from './server-field-errors';

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
