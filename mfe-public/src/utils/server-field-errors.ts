import type { TFunction } from 'i18next';

/**
 * What each field the server refused shows. The server's messages are in English, so a field gets the form's own
 * text in the language shown: the shared email message, the form's phone message, or its general one.
 */
export const refusedFieldMessages =
  (t: TFunction, keys: { invalidPhone: string; rejected: string }) =>
  (field: string): string =>
    field === 'email' ? t('email', { ns: 'validation' }) : t(field === 'phone' ? keys.invalidPhone : keys.rejected);
