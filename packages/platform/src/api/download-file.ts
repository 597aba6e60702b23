import { DOCUMENT_JOB_PREFERENCE, DOCUMENTS_API, type DocumentJob } from '@estate/contracts';
import { api, toQueryString, type QueryParams } from './api-client.js';
import { ApiError } from './api-error.js';
import { documentDownloads } from './document-downloads.js';

/** A document's job is asked again this often until it is done or failed, as an import's job is. */
export const DOCUMENT_JOB_POLL_MS = 500;

/** A job that failed, as the error its screen shows: the reason in both languages, the page's one in `message`. */
function jobFailure(job: DocumentJob): ApiError {
  const reason = job.error ?? { ar: 'تعذر إعداد المستند', en: 'The document could not be made' };
  const lang = typeof document === 'undefined' ? 'ar' : document.documentElement.lang;
  return new ApiError(
    500,
    JSON.stringify({
      code: 'DOCUMENT_FAILED',
      message: lang === 'en' ? reason.en : reason.ar,
      details: { message: reason },
    }),
    'Document failed',
  );
}

/**
 * Fetches a file the API answers (a PDF statement, receipt or report, a CSV or XLSX export) and hands it to the
 * browser as a download under the server's file name, else the fallback. A refusal raises an ApiError.
 *
 * The file is asked with `Prefer: respond-async`: one not ready within a second is answered as a job, asked again
 * every DOCUMENT_JOB_POLL_MS while DownloadProgress (beside the page's toasts) shows where it is, and fetched once
 * done. A job that failed raises an ApiError with its reason.
 */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<string> {
  const progress = documentDownloads.start(fallbackName);
  try {
    let response = await fetch(`${path}${toQueryString(query)}`, {
      credentials: 'include',
      headers: { prefer: DOCUMENT_JOB_PREFERENCE },
    });
    if (response.status === 202) {
      let job = (await response.json()) as DocumentJob;
      progress.update(job);
      while (job.state !== 'done') {
        if (job.state === 'failed') throw jobFailure(job);
        await new Promise((resolve) => setTimeout(resolve, DOCUMENT_JOB_POLL_MS));
        job = await api.get<DocumentJob>(DOCUMENTS_API.job(job.id));
        progress.update(job);
      }
      response = await fetch(DOCUMENTS_API.file(job.id), { credentials: 'include' });
    }
    if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
    const blob = await response.blob();
    const disposition = response.headers.get('content-disposition') ?? '';
    const named = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
    const fileName = named ? decodeURIComponent(named[1] ?? named[2]) : fallbackName;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The download holds its own copy of the bytes once started.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return fileName;
  } finally {
    progress.end();
  }
}
