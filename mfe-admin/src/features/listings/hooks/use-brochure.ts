import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadFailedError, uploadObject } from '@estate/platform';
import { brochureProblem, fileNameOfUrl, PDF_TYPE, type FileRefusal } from '../utils/listing-files.js';
import type { FileRejection } from '../utils/property-server-errors.js';
import type { ListingImageFailure } from './use-listing-images.js';

/** The brochure: none, being uploaded, stored (a URL), or failed (the file kept for a retry). */
export interface BrochureState {
  status: 'none' | 'uploading' | 'done' | 'error';
  name: string | null;
  url: string | null;
  file?: File;
  failure?: ListingImageFailure | FileRefusal;
}

export interface BrochureEvents {
  /** The picked file is not a PDF (or is empty, or too large): nothing was uploaded. */
  refused: (reason: FileRefusal) => void;
  uploaded: () => void;
  failed: () => void;
}

const none: BrochureState = { status: 'none', name: null, url: null };

/** The listing's PDF brochure: checked as a PDF when picked, uploaded at once, removable. */
export function useBrochure(initialUrl: string | null, events: BrochureEvents) {
  const [state, setState] = useState<BrochureState>(() =>
    initialUrl ? { status: 'done', name: fileNameOfUrl(initialUrl), url: initialUrl } : none,
  );
  const controller = useRef<AbortController | null>(null);
  // The latest callbacks, read when an upload ends (they close over the page's language and toasts).
  const listeners = useRef(events);
  useEffect(() => {
    listeners.current = events;
  });

  const upload = useCallback((file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'uploading', name: file.name, url: null, file });
    uploadObject(file, { contentType: PDF_TYPE, signal: current.signal }).then(
      (url) => {
        if (current.signal.aborted) return;
        setState({ status: 'done', name: file.name, url });
        listeners.current.uploaded();
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        const failure = error instanceof UploadFailedError ? error.failure : 'failed';
        setState({ status: 'error', name: file.name, url: null, file, failure });
        listeners.current.failed();
      },
    );
  }, []);

  /** Takes a picked file: refused unless it is a PDF; otherwise uploaded in place of the current brochure. */
  const pick = useCallback(
    (file: File) => {
      const problem = brochureProblem(file);
      if (problem) {
        listeners.current.refused(problem);
        return;
      }
      upload(file);
    },
    [upload],
  );

  const retry = useCallback(() => {
    if (state.file) upload(state.file);
  }, [state.file, upload]);

  const remove = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(none);
  }, []);

  /** The server refused the brochure it was sent. */
  const reject = useCallback(
    (rejection: FileRejection) => setState((current) => ({ ...current, status: 'error', failure: rejection })),
    [],
  );

  useEffect(() => () => controller.current?.abort(), []);

  return {
    ...state,
    pick,
    retry,
    remove,
    reject,
    uploading: state.status === 'uploading',
    failed: state.status === 'error',
  };
}

export type Brochure = ReturnType<typeof useBrochure>;
