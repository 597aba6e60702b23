import type { TFunction } from 'i18next';

/** A field that must be filled in with more than spaces. */
export const requiredRule = (t: TFunction) => ({
  required: true,
  whitespace: true,
  message: t('required', { ns: 'validation' }),
});
