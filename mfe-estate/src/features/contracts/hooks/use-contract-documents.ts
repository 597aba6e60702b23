import { useCallback, useState } from 'react';
import type { ContractDocument } from '@estate/contracts';
import { uploadObject, useUploadQueue } from '@estate/platform';
import { screenDocuments, type DocumentRefusal } from '../utils/contract-documents.js';

export interface DocumentRefusalItem {
  name: string;
  reason: DocumentRefusal;
}

const uploadDocument = (file: File, signal: AbortSignal) => uploadObject(file, { signal });

/**
 * The contract form's documents: those it keeps, plus files uploaded to the object store as soon as they are picked
 * (a refused file is known before saving). Each can be removed, a failed upload retried; the save sends the stored
 * documents' URLs, and the server releases those no longer sent.
 */
export function useContractDocuments(kept: readonly ContractDocument[]) {
  const queue = useUploadQueue({
    upload: uploadDocument,
    stored: kept.map((document) => ({ url: document.url, name: document.fileName })),
  });
  const [refusals, setRefusals] = useState<DocumentRefusalItem[]>([]);
  const { items, add: enqueue } = queue;

  /** Adds the files that pass the checks and starts uploading them; the others become the refusals. */
  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenDocuments(files, items.length);
      enqueue(accepted);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items.length, enqueue],
  );

  const dismissRefusals = useCallback(() => setRefusals([]), []);

  return { ...queue, add, refusals, dismissRefusals };
}

export type ContractDocuments = ReturnType<typeof useContractDocuments>;
