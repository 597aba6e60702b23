import { useCallback, useState } from 'react';
import { uploadObject } from '../api/upload-object.js';
import type { FileScreening } from './picked-files.js';
import type { StoredFile, UploadItem } from './upload-items.js';
import { useUploadQueue } from './use-upload-queue.js';

/** A picked file kept out of the list, and why (a reason of the list's screening). */
export interface UploadRefusal<R extends string> {
  name: string;
  reason: R;
}

export interface UseUploadListOptions<R extends string> {
  /**
   * Sorts newly picked files into those the list takes and those it refuses, with why, knowing what it holds
   * (e.g. `screenUploads` with the list's accepted types, size limit and number of files).
   */
  screen: (picked: readonly File[], items: readonly UploadItem[]) => FileScreening<File, R>;
  /** Sends a file; the object store by default. */
  upload?: (file: File, signal: AbortSignal) => Promise<string>;
  /** Files already stored, listed first as uploaded (read once). */
  stored?: readonly StoredFile[];
}

const uploadToStore = (file: File, signal: AbortSignal) => uploadObject(file, { signal });

/**
 * A form's list of files uploaded as soon as they are picked (useUploadQueue), with the files its screening refused
 * at the last pick, shown until dismissed, the next pick or `clear()`.
 */
export function useUploadList<R extends string>({ screen, upload = uploadToStore, stored }: UseUploadListOptions<R>) {
  const queue = useUploadQueue({ upload, stored });
  const [refusals, setRefusals] = useState<UploadRefusal<R>[]>([]);
  const { items, add: enqueue, clear: clearQueue } = queue;

  /**
   * Adds the files that pass the screening and starts uploading them; the others become the refusals. Answers the
   * screening.
   */
  const add = useCallback(
    (files: readonly File[]) => {
      const screening = screen(files, items);
      if (screening.accepted.length) enqueue(screening.accepted);
      setRefusals(screening.refused.map(({ file, reason }) => ({ name: file.name, reason })));
      return screening;
    },
    [screen, items, enqueue],
  );
  const dismissRefusals = useCallback(() => setRefusals([]), []);
  const clear = useCallback(() => {
    clearQueue();
    setRefusals([]);
  }, [clearQueue]);

  return { ...queue, add, clear, refusals, dismissRefusals };
}

export type UploadListState<R extends string = string> = ReturnType<typeof useUploadList<R>>;
