import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { uploadedUrls, type StoredFile } from './upload-items.js';
import { createUploadQueue, type UploadQueueOptions } from './upload-queue.js';

export interface UseUploadQueueOptions extends UploadQueueOptions {
  /** Files already stored, listed first as uploaded (read once, when the list is made). */
  stored?: readonly StoredFile[];
}

/**
 * A list of files uploaded to the object store as soon as they are added (see `createUploadQueue`), for one
 * form: uploads still running when the form goes away are aborted. The latest options are read when an upload
 * starts or ends, so they may close over the page's language and toasts.
 */
export function useUploadQueue(options: UseUploadQueueOptions) {
  const [queue] = useState(() => createUploadQueue(options, options.stored));
  useEffect(() => {
    queue.configure(options);
  });
  const items = useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);

  useEffect(() => () => queue.abandon(), [queue]);

  const urls = useMemo(() => uploadedUrls(items), [items]);
  return {
    items,
    add: queue.add,
    replace: queue.replace,
    remove: queue.remove,
    retry: queue.retry,
    reject: queue.reject,
    clear: queue.clear,
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'error'),
    /** The stored files' URLs in their order. */
    urls,
  };
}

export type UploadList = ReturnType<typeof useUploadQueue>;
