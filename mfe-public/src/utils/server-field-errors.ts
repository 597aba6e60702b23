import type { TFunction } from 'i18next';
import { formFieldErrorsIn, type FieldError } from '@estate/contracts';

/** The form fields a 400 answer names, once each (`phone.0` names `phone`); fields the form lacks are left out. */
export const formFieldsIn = <F extends string>(errors: readonly FieldError[], formFields: readonly F[]): F[] =>
  formFieldErrorsIn(errors, formFields).map(({ name }) => name);

/**
 * What each field the server refused shows. The server's messages are in English, so a field gets the form's own
 * text in the language shown: the shared email message, the form's phone message, or its general one.
 */
export const refusedFieldMessages =
  (t: TFunction, keys: { invalidPhone: string; rejected: string }) =>
  (field: string): string =>
    field === 'email' ? t('email', { ns: 'validation' }) : t(field === 'phone' ? keys.invalidPhone : keys.rejected);
