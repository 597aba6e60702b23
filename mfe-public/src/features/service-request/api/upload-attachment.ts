import { uploadObject } from '@estate/platform';
import { contentTypeOf } from '../utils/attachment-rules.js';

/**
 * Stores one attachment in the object store and answers its URL, to be sent with the request. The content
 * type is announced from the file's name (browsers leave it empty for Word files on some systems).
 */
export const uploadAttachment = (file: File, signal?: AbortSignal): Promise<string> =>
  uploadObject(file, { contentType: contentTypeOf(file.name) ?? file.type, signal });
