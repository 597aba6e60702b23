import type { EstateImportResult } from '@estate/contracts';
import type { ApiClient, ApiResponse } from './auth.js';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a file to an import, as a form's `file` (like the screen) or as the body itself. */
export async function importFile(
  client: ApiClient,
  entity: string,
  mode: 'dry-run' | 'commit',
  file: string | Uint8Array,
  options: { type?: string; form?: boolean } = {},
): Promise<ApiResponse<EstateImportResult>> {
  const type = options.type ?? 'text/csv';
  // Copies of the bytes (Uint8Array.from) are plain ArrayBuffer views, which fetch and Blob take.
  let body: FormData | string | Uint8Array<ArrayBuffer>;
  const headers: Record<string, string> = { cookie: client.cookieHeader() };
  if (options.form ?? true) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([typeof file === 'string' ? file : Uint8Array.from(file)], { type }),
      type === XLSX ? 'import.xlsx' : 'import.csv',
    );
    body = form;
  } else {
    headers['content-type'] = type;
    body = typeof file === 'string' ? file : Uint8Array.from(file);
  }
  const response = await fetch(`${client.baseUrl}/api/estate/import/${entity}?mode=${mode}`, {
    method: 'POST',
    headers,
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** CSV text of rows (no quoting: cells without commas). */
export const csv = (lines: (string | number)[][]) => lines.map((line) => line.join(',')).join('\r\n');
