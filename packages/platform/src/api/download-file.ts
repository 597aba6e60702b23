import { toQueryString, type QueryParams } from './api-client.js';
import { ApiError } from './api-error.js';

/**
 * Fetches a file the API answers (a PDF statement, receipt or report, a CSV or XLSX export) and hands it to the
 * browser as a download under the server's file name, else the fallback. A refusal raises an ApiError.
 */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<string> {
  const response = await fetch(`${path}${toQueryString(query)}`, { credentials: 'include' });
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
}
