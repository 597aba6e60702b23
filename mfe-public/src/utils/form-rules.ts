import type { TFunction } from 'i18next';

/** A field that must be filled in with more than spaces. */
export const requiredRule = (t: TFunction) => ({
  required: true,
  whitespace: true,
  message: t('required', { ns: 'validation' }),
});

/** An optional or required phone is checked only once something is typed; emptiness is the required rule's job. */
export const phoneRule = (isValid: (value: string) => boolean, message: string) => ({
  validator: (_rule: unknown, value?: string) =>
    !value?.trim() || isValid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});
