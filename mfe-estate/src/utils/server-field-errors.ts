import { fieldErrorsOf } from '@estate/platform';

/**
 * The fields a refused save (400 VALIDATION_FAILED, `details: [{ field, messages }]`) names that the form has, each
 * with the form's own words for its rule in the page language (`messages`: field → text). Fields the form lacks are
 * left out; an empty answer means the refusal is not about fields.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  messages: Record<F, string>,
): { name: F; errors: string[] }[] {
  const named = new Set<F>();
  for (const detail of fieldErrorsOf(error)) {
    const field = detail.field.split('.')[0] as F;
    if (Object.hasOwn(messages, field)) named.add(field);
  }
  return [...named].map((name) => ({ name, errors: [messages[name]] }));
}
