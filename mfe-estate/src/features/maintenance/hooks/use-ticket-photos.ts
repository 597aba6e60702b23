import { useCallback, useState } from 'react';
import type { TicketPhoto } from '@estate/contracts';
import { screenTicketPhotos, uploadObject, type UploadScreening, useUploadQueue } from '@estate/platform';

const uploadPhoto = (file: File, signal: AbortSignal) => uploadObject(file, { signal });

/**
 * The ticket form's photos: those it keeps, plus images uploaded as soon as they are picked; the save sends the
 * stored photos' URLs, and the server releases those no longer sent.
 */
export function useTicketPhotos(kept: readonly TicketPhoto[]) {
  const queue = useUploadQueue({
    upload: uploadPhoto,
    stored: kept.map((photo) => ({ url: photo.url, name: photo.fileName })),
  });
  const [refusals, setRefusals] = useState<{ name: string; reason: UploadScreening }[]>([]);
  const { items, add: enqueue } = queue;

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenTicketPhotos(files, items.length);
      enqueue(accepted);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items.length, enqueue],
  );
  const dismissRefusals = useCallback(() => setRefusals([]), []);
  return { ...queue, add, refusals, dismissRefusals };
}

export type TicketPhotos = ReturnType<typeof useTicketPhotos>;
