import { formFieldsIn, type FieldError, type InvalidAttachment } from '@estate/contracts';
import type { UploadRejection } from '@estate/platform';

/** Why the server refused an attachment it was sent: not an accepted type by content, or anything else. */
export type AttachmentRejection = UploadRejection;

/**
 * Sorts a 400 answer's field errors: those naming a form field, and the attachment URLs the server refused
 * (`attachments.2` names the third URL sent; `attachments` alone, all of them), with why when it says so.
 */
export function splitFieldErrors<F extends string>(
  errors: readonly (FieldError & Partial<Pick<InvalidAttachment, 'reason'>>)[],
  formFields: readonly F[],
  sentAttachments: readonly string[],
): { fields: F[]; refusedAttachments: { url: string; rejection: AttachmentRejection }[] } {
  const refused = new Map<string, AttachmentRejection>();
  for (const { field, reason } of errors) {
    const [head, index] = field.split('.');
    if (head !== 'attachments') continue;
    const position = Number(index);
    const urls =
      index !== undefined && Number.isInteger(position)
        ? sentAttachments.slice(position, position + 1)
        : sentAttachments;
    for (const url of urls) refused.set(url, reason === 'type_not_allowed' ? 'unsupportedType' : 'rejected');
  }
  return {
    fields: formFieldsIn(errors, formFields),
    refusedAttachments: [...refused].map(([url, rejection]) => ({ url, rejection })),
  };
}
