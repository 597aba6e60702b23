import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadFailedError, type UploadFailure } from '@estate/platform';
import { uploadAttachment } from '../api/upload-attachment.js';
import { screenAttachments, type AttachmentRefusal } from '../utils/attachment-rules.js';
import type { AttachmentRejection } from '../utils/server-field-errors.js';

export type AttachmentStatus = 'uploading' | 'done' | 'error';
/** `rejected`: uploaded, then refused by the server when the request was sent. */
export type AttachmentFailure = UploadFailure | AttachmentRejection;

export interface Attachment {
  id: string;
  file: File;
  status: AttachmentStatus;
  objectURL?: string;
  failure?: AttachmentFailure;
}

export interface Refusal {
  name: string;
  reason: AttachmentRefusal;
}

/**
 * The request's attachments: each file is uploaded as soon as it is picked (so a file the server refuses
 * is known before sending), can be retried or removed, and the request carries the stored objects' URLs.
 */
export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  // The files refused at the last pick, and why; shown until dismissed, the next pick or a sent request.
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const lastId = useRef(0);

  const patch = useCallback(
    (id: string, change: Partial<Attachment>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  const upload = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      uploadAttachment(file, controller.signal)
        .then(
          (objectURL) => patch(id, { status: 'done', objectURL, failure: undefined }),
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

  /** Adds what passes the checks and starts uploading it; the others become the refusals. */
  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenAttachments(
        files,
        items.map((item) => item.file),
      );
      const added = accepted.map((file): Attachment => {
        lastId.current += 1;
        return { id: `attachment-${lastId.current}`, file, status: 'uploading' };
      });
      if (added.length) setItems((current) => [...current, ...added]);
      for (const item of added) upload(item.id, item.file);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items, upload],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const retry = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      patch(id, { status: 'uploading', failure: undefined, objectURL: undefined });
      upload(id, item.file);
    },
    [items, patch, upload],
  );

  /** Marks the attachments whose URLs the server refused when the request was sent, with why. */
  const reject = useCallback(
    (refused: readonly { url: string; rejection: AttachmentRejection }[]) =>
      setItems((current) =>
        current.map((item) => {
          const match = refused.find(({ url }) => url === item.objectURL);
          return match ? { ...item, status: 'error', failure: match.rejection } : item;
        }),
      ),
    [],
  );

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    setItems([]);
    setRefusals([]);
  }, []);

  const dismissRefusals = useCallback(() => setRefusals([]), []);

  // Uploads still running when the page is left are abandoned.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    items,
    refusals,
    dismissRefusals,
    add,
    remove,
    retry,
    reject,
    clear,
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'error'),
    objectURLs: items.flatMap((item) => (item.status === 'done' && item.objectURL ? [item.objectURL] : [])),
  };
}
