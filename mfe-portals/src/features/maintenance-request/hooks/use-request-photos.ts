import { useCallback, useState } from 'react';
import { screenTicketPhotos, uploadObject, useUploadQueue, type UploadScreening } from '@estate/platform';

const uploadPhoto = (file: File, signal: AbortSignal) => uploadObject(file, { signal });

/**
 * The request's photos: images uploaded as soon as they are picked, appended to those chosen and capped at five in
 * total; the request sends the stored photos' URLs.
 */
export function useRequestPhotos() {
  const queue = useUploadQueue({ upload: uploadPhoto });
  const [refusals, setRefusals] = useState<{ name: string; reason: UploadScreening }[]>([]);
  const { items, add: enqueue, clear } = queue;

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenTicketPhotos(files, items.length);
      enqueue(accepted);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items.length, enqueue],
  );
  const dismissRefusals = useCallback(() => setRefusals([]), []);
  const reset = useCallback(() => {
    clear();
    setRefusals([]);
  }, [clear]);
  return { ...queue, add, refusals, dismissRefusals, reset };
}

export type RequestPhotos = ReturnType<typeof useRequestPhotos>;
