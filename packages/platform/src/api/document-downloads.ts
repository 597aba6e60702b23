import type { DocumentJob } from '@estate/contracts';

/** A download under way: the name it will be saved under, and its document's job once the server made one. */
export interface DocumentDownload {
  id: number;
  fileName: string;
  job: DocumentJob | null;
}

let downloads: readonly DocumentDownload[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * The page's downloads of generated documents (downloadFile), so one place (DownloadProgress, beside the toasts)
 * shows how far each slow one has come, whichever screen asked for it.
 */
export const documentDownloads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => downloads,

  /** A download begins; answers how to report its job and how to end it. */
  start(fileName: string) {
    const id = nextId++;
    downloads = [...downloads, { id, fileName, job: null }];
    emit();
    return {
      update(job: DocumentJob) {
        downloads = downloads.map((download) =>
          download.id === id ? { ...download, job, fileName: job.fileName ?? download.fileName } : download,
        );
        emit();
      },
      end() {
        downloads = downloads.filter((download) => download.id !== id);
        emit();
      },
    };
  },
};
