import type { ContractDocument } from '@estate/contracts';
import { type UploadItem, useUploadList } from '@estate/platform';
import { screenDocuments } from '../utils/contract-documents.js';

const screen = (picked: readonly File[], items: readonly UploadItem[]) => screenDocuments(picked, items.length);

/**
 * The contract form's documents: those it keeps, plus files uploaded to the object store as soon as they are picked
 * (a refused file is known before saving). Each can be removed, a failed upload retried; the save sends the stored
 * documents' URLs, and the server releases those no longer sent.
 */
export const useContractDocuments = (kept: readonly ContractDocument[]) =>
  useUploadList({ screen, stored: kept.map((document) => ({ url: document.url, name: document.fileName })) });

export type ContractDocuments = ReturnType<typeof useContractDocuments>;
