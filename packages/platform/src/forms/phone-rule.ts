/**
 * The form rule of a phone field, optional or required: checked once something is typed (emptiness is the required
 * rule's job). `isValid` is the phone rule of `@estate/contracts` for the field's kind, passed in so the platform,
 * loaded on every page, does not carry the phone metadata; the forms that take a phone load it with them.
 */
export const phoneRule = (isValid: (value: string) => boolean, message: string) => ({
  validator: (_rule: unknown, value?: string) =>
    !value?.trim() || isValid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});
