import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { UploadFailedError, uploadObject, type UploadFailure } from '@estate/platform';
import { fileNameOfUrl, imageContentTypeOf, screenImages, type FileRefusal } from '../utils/listing-files.js';
import type { FileRejection } from '../utils/property-server-errors.js';

export type ListingImageStatus = 'uploading' | 'done' | 'error';
export type ListingImageFailure = UploadFailure | FileRejection;

/** One picture of the listing: already on it (a URL), or a file picked here and uploaded at once. */
export interface ListingImage {
  id: string;
  name: string;
  status: ListingImageStatus;
  url?: string;
  file?: File;
  failure?: ListingImageFailure;
}

export interface ImageRefusal {
  name: string;
  reason: FileRefusal;
}

/**
 * The listing's pictures: those it has, plus files uploaded to the object store as soon as they are picked
 * (so a refused file is known before saving). Each can be removed, a failed upload retried; the save sends the
 * stored pictures' URLs in their order.
 */
export function useListingImages(initial: readonly string[]) {
  const lastId = useRef(0);
  const nextId = () => {
    lastId.current += 1;
    return `image-${lastId.current}`;
  };
  const [items, setItems] = useState<ListingImage[]>(() =>
    initial.map((url, index) => ({ id: `existing-${index}`, name: fileNameOfUrl(url), status: 'done', url })),
  );
  const [refusals, setRefusals] = useState<ImageRefusal[]>([]);
  /** The server refused the list as a whole (the pictures are then marked one by one when it says which). */
  const [listRefused, setListRefused] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback(
    (id: string, change: Partial<ListingImage>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  const upload = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      uploadObject(file, { contentType: imageContentTypeOf(file.name) ?? file.type, signal: controller.signal })
        .then(
          (url) => patch(id, { status: 'done', url, failure: undefined }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            patch(id, { status: 'error', failure: error instanceof UploadFailedError ? error.failure : 'failed' });
          },
        )
        .finally(() => {
          if (controllers.current.get(id) === controller) controllers.current.delete(id);
        });
    },
    [patch],
  );

  /** Adds the pictures that pass the checks and starts uploading them; the others become the refusals. */
  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenImages(files, items.length);
      const added = accepted.map((file): ListingImage => ({
        id: nextId(),
        name: file.name,
        status: 'uploading',
        file,
      }));
      if (added.length) {
        setItems((current) => [...current, ...added]);
        setListRefused(false);
      }
      for (const item of added) upload(item.id, item.file!);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items.length, upload],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
    setListRefused(false);
  }, []);

  const retry = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item?.file) return;
      patch(id, { status: 'uploading', failure: undefined, url: undefined });
      upload(id, item.file);
    },
    [items, patch, upload],
  );

  /** Marks the pictures the server refused on save (by their URL), with why; `listRefused` for the list as a whole. */
  const reject = useCallback((refused: readonly { url: string; rejection: FileRejection }[], wholeList = false) => {
    setListRefused(wholeList);
    if (!refused.length) return;
    setItems((current) =>
      current.map((item) => {
        const match = refused.find(({ url }) => url === item.url);
        return match ? { ...item, status: 'error', failure: match.rejection } : item;
      }),
    );
  }, []);

  const dismissRefusals = useCallback(() => setRefusals([]), []);

  // Uploads still running when the form is closed are abandoned.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const urls = useMemo(() => items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : [])), [items]);

  return {
    items,
    refusals,
    dismissRefusals,
    listRefused,
    add,
    remove,
    retry,
    reject,
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'error'),
    urls,
  };
}

export type ListingImages = ReturnType<typeof useListingImages>;
