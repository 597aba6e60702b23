import { type UploadItem, useUploadList } from '@estate/platform';
import { uploadAttachment } from '../api/upload-attachment.js';
import { screenAttachments } from '../utils/attachment-rules.js';

const screen = (picked: readonly File[], items: readonly UploadItem[]) =>
  screenAttachments(
    picked,
    items.flatMap((item) => (item.file ? [item.file] : [])),
  );

/**
 * The request's attachments: each file is uploaded as soon as it is picked (so a file the server refuses
 * is known before sending), can be retried or removed, and the request carries the stored objects' URLs.
 */
export const useAttachments = () => useUploadList({ screen, upload: uploadAttachment });

export type Attachments = ReturnType<typeof useAttachments>;
