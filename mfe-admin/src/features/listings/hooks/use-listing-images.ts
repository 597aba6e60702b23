import { useCallback, useState } from 'react';
import { imageContentTypeOf, uploadObject, useUploadQueue, type RefusedUpload } from '@estate/platform';
import { fileNameOfUrl, screenImages, type FileRefusal } from '../utils/listing-files.js';

export interface ImageRefusal {
  name: string;
  reason: FileRefusal;
}

const uploadImage = (file: File, signal: AbortSignal) =>
  uploadObject(file, { contentType: imageContentTypeOf(file.name) ?? file.type, signal });

/**
 * The listing's pictures: those it has, plus files uploaded to the object store as soon as they are picked
 * (so a refused file is known before saving). Each can be removed, a failed upload retried; the save sends the
 * stored pictures' URLs in their order.
 */
export function useListingImages(initial: readonly string[]) {
  const queue = useUploadQueue({
    upload: uploadImage,
    stored: initial.map((url) => ({ url, name: fileNameOfUrl(url) })),
  });
  const [refusals, setRefusals] = useState<ImageRefusal[]>([]);
  /** The server refused the list as a whole (the pictures are then marked one by one when it says which). */
  const [listRefused, setListRefused] = useState(false);
  const { items, add: enqueue, remove: dequeue, reject: rejectItems } = queue;

  /** Adds the pictures that pass the checks and starts uploading them; the others become the refusals. */
  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenImages(files, items.length);
      if (accepted.length) {
        enqueue(accepted);
        setListRefused(false);
      }
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items.length, enqueue],
  );

  const remove = useCallback(
    (id: string) => {
      dequeue(id);
      setListRefused(false);
    },
    [dequeue],
  );

  /** Marks the pictures the server refused on save (by their URL), with why; `wholeList` for the list as a whole. */
  const reject = useCallback(
    (refused: readonly RefusedUpload[], wholeList = false) => {
      setListRefused(wholeList);
      rejectItems(refused);
    },
    [rejectItems],
  );

  const dismissRefusals = useCallback(() => setRefusals([]), []);

  return { ...queue, add, remove, reject, refusals, dismissRefusals, listRefused };
}

export type ListingImages = ReturnType<typeof useListingImages>;
