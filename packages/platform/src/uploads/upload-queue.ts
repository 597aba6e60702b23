import {
  patchUpload,
  pickedUpload,
  rejectUploads,
  storedUploads,
  uploadFailureOfError,
  type RefusedUpload,
  type StoredFile,
  type UploadItem,
} from './upload-items.js';

export interface UploadQueueOptions {
  /** Stores one file and answers the stored object's URL; rejects with an UploadFailedError saying why it failed. */
  upload: (file: File, signal: AbortSignal) => Promise<string>;
  onUploaded?: (item: UploadItem) => void;
  onFailed?: (item: UploadItem) => void;
}

/**
 * A list of files being uploaded to the object store, each sent as soon as it is added. A file can be removed
 * (its upload is aborted), retried when it failed, or marked refused when the form it was sent with was.
 * Readable as an external store: `subscribe` and `getItems` (the same array until something changes).
 */
export interface UploadQueue {
  getItems: () => readonly UploadItem[];
  subscribe: (listener: () => void) => () => void;
  /** Adds the files at the end of the list and starts uploading them. */
  add: (files: readonly File[]) => void;
  /** Puts the files in place of the whole list (uploads still running are aborted) and starts uploading them. */
  replace: (files: readonly File[]) => void;
  remove: (id: string) => void;
  /** Sends a failed file again. */
  retry: (id: string) => void;
  reject: (refused: readonly RefusedUpload[]) => void;
  clear: () => void;
  /** Aborts the uploads still running, leaving the list as it is (what is left when a form is closed). */
  abandon: () => void;
  /** Options read from now on, when an upload starts or ends. */
  configure: (options: UploadQueueOptions) => void;
}

export function createUploadQueue(initialOptions: UploadQueueOptions, stored: readonly StoredFile[] = []): UploadQueue {
  let options = initialOptions;
  let items: readonly UploadItem[] = storedUploads(stored);
  let lastId = 0;
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();

  const set = (next: readonly UploadItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const itemOf = (id: string) => items.find((item) => item.id === id);

  const start = (id: string, file: File) => {
    controllers.get(id)?.abort();
    const controller = new AbortController();
    controllers.set(id, controller);
    options
      .upload(file, controller.signal)
      .then(
        (url) => {
          if (controller.signal.aborted) return;
          set(patchUpload(items, id, { status: 'done', url, failure: undefined }));
          const item = itemOf(id);
          if (item) options.onUploaded?.(item);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          set(patchUpload(items, id, { status: 'error', failure: uploadFailureOfError(error) }));
          const item = itemOf(id);
          if (item) options.onFailed?.(item);
        },
      )
      .finally(() => {
        if (controllers.get(id) === controller) controllers.delete(id);
      });
  };

  const append = (current: readonly UploadItem[], files: readonly File[]) => {
    const added = files.map((file) => {
      lastId += 1;
      return pickedUpload(`upload-${lastId}`, file);
    });
    set([...current, ...added]);
    added.forEach((item, index) => start(item.id, files[index]!));
  };

  const abandon = () => {
    for (const controller of controllers.values()) controller.abort();
    controllers.clear();
  };

  return {
    getItems: () => items,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (files) => {
      if (files.length) append(items, files);
    },
    replace: (files) => {
      abandon();
      append([], files);
    },
    remove: (id) => {
      controllers.get(id)?.abort();
      controllers.delete(id);
      set(items.filter((item) => item.id !== id));
    },
    retry: (id) => {
      const file = itemOf(id)?.file;
      if (!file) return;
      set(patchUpload(items, id, { status: 'uploading', failure: undefined, url: undefined }));
      start(id, file);
    },
    reject: (refused) => {
      if (refused.length) set(rejectUploads(items, refused));
    },
    clear: () => {
      abandon();
      set([]);
    },
    abandon,
    configure: (next) => {
      options = next;
    },
  };
}
