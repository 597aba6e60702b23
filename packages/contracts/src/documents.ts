import type { BilingualText } from './estate.js';

/**
 * A generated document (a PDF or a workbook) asked with `Prefer: respond-async` and not ready within a second is
 * answered 202 with a DocumentJob; its screen polls GET /api/documents/jobs/{id} and, once `done`, downloads
 * GET /api/documents/jobs/{id}/file. Without the header the same route answers the file itself, as it always did.
 */
export const DOCUMENT_JOB_PREFERENCE = 'respond-async';

export const DOCUMENTS_API = {
  job: (id: string) => `/api/documents/jobs/${id}`,
  file: (id: string) => `/api/documents/jobs/${id}/file`,
} as const;

/**
 * Where a document is: its data being read, waiting for a free worker (`position` 1 is next), being drawn
 * (`percent` moves with the rows drawn), then done (the file can be downloaded) or failed (`error` says why).
 */
export const DOCUMENT_JOB_STATES = ['reading', 'queued', 'rendering', 'done', 'failed'] as const;
export type DocumentJobState = (typeof DOCUMENT_JOB_STATES)[number];

export interface DocumentJob {
  id: string;
  state: DocumentJobState;
  /** In the queue of documents waiting for a worker: 1 is the next to be drawn; null when not waiting. */
  position: number | null;
  /** 0 to 100. */
  percent: number;
  /** The file's name, once done. */
  fileName: string | null;
  error: BilingualText | null;
}
