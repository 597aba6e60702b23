/**
 * The phone rule of the public forms (contact, service request, inquiry): any valid number, Saudi when typed
 * without a country code, sent as E.164. The rule itself is `@estate/contracts`'s; this names it for the forms.
 */
export { isPhoneNumber, phoneToSend } from '@estate/contracts';
