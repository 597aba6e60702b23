import { useCallback, useState } from 'react';
import { imageContentTypeOf, uploadObject, useUploadQueue, type UploadScreening } from '@estate/platform';
import { screenAuctionImages } from '../utils/auction-images.js';

const uploadImage = (file: File, signal: AbortSignal) =>
  uploadObject(file, { contentType: imageContentTypeOf(file.name) ?? file.type, signal });

/**
 * The pictures of the add-auction form: uploaded to the object store as soon as they are picked (so a refused file
 * is known before sending); each can be removed, a failed upload retried. The form sends the stored URLs in order.
 */
export function useAuctionImages() {
  const queue = useUploadQueue({ upload: uploadImage });
  const [refusals, setRefusals] = useState<{ name: string; reason: UploadScreening }[]>([]);
  const { items, add: enqueue } = queue;

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenAuctionImages(files, items.length);
      if (accepted.length) enqueue(accepted);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items.length, enqueue],
  );
  const dismissRefusals = useCallback(() => setRefusals([]), []);

  return { ...queue, add, refusals, dismissRefusals };
}

export type AuctionImages = ReturnType<typeof useAuctionImages>;
