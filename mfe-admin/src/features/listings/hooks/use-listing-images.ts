import { useCallback, useState } from 'react';
import { imageContentTypeOf, uploadObject, useUploadList, type RefusedUpload, type UploadItem } from '@estate/platform';
import { fileNameOfUrl, screenImages } from '../utils/listing-files.js';

const uploadImage = (file: File, signal: AbortSignal) =>
  uploadObject(file, { contentType: imageContentTypeOf(file.name) ?? file.type, signal });

const screen = (picked: readonly File[], items: readonly UploadItem[]) => screenImages(picked, items.length);

/**
 * The listing's pictures: those it has, plus files uploaded to the object store as soon as they are picked
 * (so a refused file is known before saving). Each can be removed, a failed upload retried; the save sends the
 * stored pictures' URLs in their order.
 */
export function useListingImages(initial: readonly string[]) {
  const list = useUploadList({
    screen,
    upload: uploadImage,
    stored: initial.map((url) => ({ url, name: fileNameOfUrl(url) })),
  });
  /** The server refused the list as a whole (the pictures are then marked one by one when it says which). */
  const [listRefused, setListRefused] = useState(false);
  const { add: addFiles, remove: dequeue, reject: rejectItems } = list;

  /** Adds the pictures that pass the checks and starts uploading them; the others become the refusals. */
  const add = useCallback(
    (files: readonly File[]) => {
      if (addFiles(files).accepted.length) setListRefused(false);
    },
    [addFiles],
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

  return { ...list, add, remove, reject, listRefused };
}

export type ListingImages = ReturnType<typeof useListingImages>;
