import { useCallback, useState } from 'react';
import { useUploadQueue } from '@estate/platform';
import { uploadAttachment } from '../api/upload-attachment.js';
import { screenAttachments, type AttachmentRefusal } from '../utils/attachment-rules.js';

export interface Refusal {
  name: string;
  reason: AttachmentRefusal;
}

/**
 * The request's attachments: each file is uploaded as soon as it is picked (so a file the server refuses
 * is known before sending), can be retried or removed, and the request carries the stored objects' URLs.
 */
export function useAttachments() {
  const queue = useUploadQueue({ upload: uploadAttachment });
  // The files refused at the last pick, and why; shown until dismissed, the next pick or a sent request.
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const { items, add: enqueue, clear: clearQueue } = queue;

  /** Adds what passes the checks and starts uploading it; the others become the refusals. */
  const add = useCallback(
    (files: readonly File[]) => {
      const chosen = items.flatMap((item) => (item.file ? [item.file] : []));
      const { accepted, refused } = screenAttachments(files, chosen);
      enqueue(accepted);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items, enqueue],
  );

  const clear = useCallback(() => {
    clearQueue();
    setRefusals([]);
  }, [clearQueue]);

  const dismissRefusals = useCallback(() => setRefusals([]), []);

  return { ...queue, add, clear, refusals, dismissRefusals };
}

export type Attachments = ReturnType<typeof useAttachments>;
