import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateImportEntity, type EstateImportMode, type EstateImportResult } from '@estate/contracts';
import { ApiError, estateKeys } from '@estate/platform';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type a picked file is sent with (by its name when the browser gives none). */
const typeOf = (file: File) => {
  if (file.type) return file.type;
  if (/\.xlsx$/i.test(file.name)) return XLSX_TYPE;
  if (/\.xls$/i.test(file.name)) return 'application/vnd.ms-excel';
  return 'text/csv';
};

export interface ImportRequest {
  entity: EstateImportEntity;
  mode: EstateImportMode;
  file: File;
}

/**
 * Sends a spreadsheet to be checked (`dry-run`: per-row errors in both languages, nothing written) or imported
 * (`commit`: every valid row in one transaction; a big file answers 202 with a job to follow). The body is the
 * file itself, so it goes through fetch rather than the JSON api client.
 */
export async function importFile({ entity, mode, file }: ImportRequest): Promise<EstateImportResult> {
  const response = await fetch(`${ESTATE_API.import(entity)}?mode=${mode}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': typeOf(file) },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as EstateImportResult;
}

export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    meta: { silent: true },
    onSuccess: (result) => {
      // A dry run writes nothing; a commit done here changed the lists (a job's end is handled by its poller).
      if (result.mode === 'commit' && !result.jobId) void queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}
