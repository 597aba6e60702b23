import { uploadObject, useUploadQueue, type UploadRejection } from '@estate/platform';
import { brochureProblem, fileNameOfUrl, PDF_TYPE, type FileRefusal } from '../utils/listing-files.js';

export interface BrochureEvents {
  /** The picked file is not a PDF (or is empty, or too large): nothing was uploaded. */
  refused: (reason: FileRefusal) => void;
  uploaded: () => void;
  failed: () => void;
}

const uploadPdf = (file: File, signal: AbortSignal) => uploadObject(file, { contentType: PDF_TYPE, signal });

/**
 * The listing's PDF brochure: none, being uploaded, stored (a URL), or failed (the file kept for a retry).
 * Checked as a PDF when picked, uploaded at once in place of the current one, removable.
 */
export function useBrochure(initialUrl: string | null, events: BrochureEvents) {
  const queue = useUploadQueue({
    upload: uploadPdf,
    stored: initialUrl ? [{ url: initialUrl, name: fileNameOfUrl(initialUrl) }] : [],
    onUploaded: () => events.uploaded(),
    onFailed: () => events.failed(),
  });
  const item = queue.items[0];

  /** Takes a picked file: refused unless it is a PDF; otherwise uploaded in place of the current brochure. */
  const pick = (file: File) => {
    const problem = brochureProblem(file);
    if (problem) events.refused(problem);
    else queue.replace([file]);
  };

  return {
    /** The brochure, when there is one. */
    item,
    url: item?.url ?? null,
    pick,
    retry: () => {
      if (item) queue.retry(item.id);
    },
    remove: queue.clear,
    /** The server refused the brochure it was sent. */
    reject: (rejection: UploadRejection) => {
      if (item?.url) queue.reject([{ url: item.url, rejection }]);
    },
    uploading: queue.uploading,
    failed: queue.failed,
  };
}

export type Brochure = ReturnType<typeof useBrochure>;
