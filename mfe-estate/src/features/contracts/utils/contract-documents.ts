import {
  CONTRACT_DOCUMENT_EXTENSIONS,
  ESTATE_ERROR_CODES,
  ESTATE_INPUT_LIMITS,
  fieldErrorsIn,
  MAX_UPLOAD_BYTES,
  type FieldError,
} from '@estate/contracts';
import {
  acceptOf,
  ApiError,
  extensionOf,
  screenUploads,
  type FileScreening,
  type PickedFile,
  type RefusedUpload,
  type UploadScreening,
} from '@estate/platform';

/** The file picker's `accept`: the documents a contract keeps (the server checks their content). */
export const DOCUMENT_ACCEPT = acceptOf(CONTRACT_DOCUMENT_EXTENSIONS);

export type DocumentRefusal = UploadScreening;

const DOCUMENT_EXTENSIONS = new Set<string>(CONTRACT_DOCUMENT_EXTENSIONS);

/**
 * Sorts newly picked files into the documents that can be added and those refused, with why: not a PDF, Word file
 * or image by its name, empty, over the upload limit, or beyond the documents a contract keeps (counting its own).
 */
export const screenDocuments = <F extends PickedFile>(
  picked: readonly F[],
  alreadyChosen: number,
  limits: { maxFiles: number; maxBytes: number } = {
    maxFiles: ESTATE_INPUT_LIMITS.maxDocuments,
    maxBytes: MAX_UPLOAD_BYTES,
  },
): FileScreening<F, DocumentRefusal> =>
  screenUploads(picked, (file) => DOCUMENT_EXTENSIONS.has(extensionOf(file.name)), { alreadyChosen, ...limits });

/** One refused document of INVALID_CONTRACT_DOCUMENT: `documents.<index>`, and why. */
interface DocumentDetail extends FieldError {
  index?: unknown;
  reason?: unknown;
}

/**
 * The documents a refused save names (INVALID_CONTRACT_DOCUMENT), by the URL they were sent as: refused for what
 * they are, or for anything else (not uploaded, kept by another record). Empty for any other refusal.
 */
export function refusedDocuments(error: unknown, sent: readonly string[]): RefusedUpload[] {
  if (!(error instanceof ApiError) || error.code !== ESTATE_ERROR_CODES.invalidDocument) return [];
  return fieldErrorsIn<DocumentDetail>(error.details).flatMap((detail) => {
    const index = typeof detail.index === 'number' ? detail.index : Number(detail.field.split('.')[1]);
    const url = Number.isInteger(index) ? sent[index] : undefined;
    if (!url) return [];
    return [{ url, rejection: detail.reason === 'type_not_allowed' ? 'unsupportedType' : 'rejected' }];
  });
}
