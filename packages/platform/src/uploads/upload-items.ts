import { isRetryableUpload, UploadFailedError, type UploadFailure } from '../api/upload-object.js';

export type UploadStatus = 'uploading' | 'done' | 'error';

/** Why the server refused a stored file it was sent with a form: not an accepted type by content, or anything else. */
export type UploadRejection = 'unsupportedType' | 'rejected';

/** One file of a list being uploaded: picked here and sent to the object store at once, or already stored. */
export interface UploadItem {
  id: string;
  name: string;
  status: UploadStatus;
  /** The stored object's URL: once uploaded, or for a file already stored. */
  url?: string;
  /** The file picked here, kept for a retry; absent for a file already stored. */
  file?: File;
  failure?: UploadFailure | UploadRejection;
}

/** A file already stored, listed as uploaded. */
export interface StoredFile {
  url: string;
  name: string;
}

/** A refused file of a form sent, by the URL it was sent as. */
export interface RefusedUpload {
  url: string;
  rejection: UploadRejection;
}

export const storedUploads = (stored: readonly StoredFile[]): UploadItem[] =>
  stored.map(({ url, name }, index) => ({ id: `stored-${index}`, name, status: 'done', url }));

export const pickedUpload = (id: string, file: File): UploadItem => ({
  id,
  name: file.name,
  status: 'uploading',
  file,
});

export const patchUpload = (items: readonly UploadItem[], id: string, change: Partial<UploadItem>): UploadItem[] =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item));

/** Marks the files a sent form was refused for (by their URL), with why. */
export const rejectUploads = (items: readonly UploadItem[], refused: readonly RefusedUpload[]): UploadItem[] =>
  items.map((item) => {
    const match = refused.find(({ url }) => url === item.url);
    return match ? { ...item, status: 'error', failure: match.rejection } : item;
  });

/** Why an upload failed, as the list shows it (an aborted upload is not a failure and is not read here). */
export const uploadFailureOfError = (error: unknown): UploadFailure =>
  error instanceof UploadFailedError ? error.failure : 'failed';

/** The URLs of the stored files, in their order: what a form sends. */
export const uploadedUrls = (items: readonly UploadItem[]): string[] =>
  items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));

/** What a file's state reads as: a file refused for what it is reads differently from one that could not be sent. */
export const uploadStatusLabel = (item: Pick<UploadItem, 'status' | 'failure'>): UploadStatus | 'refused' =>
  item.failure === 'unsupportedType' || item.failure === 'rejected' ? 'refused' : item.status;

/** Whether sending the same file again may work: it failed on the way (not for what it is) and is still here. */
export const canRetryUpload = (item: Pick<UploadItem, 'status' | 'failure' | 'file'>): boolean =>
  item.status === 'error' &&
  !!item.file &&
  !!item.failure &&
  item.failure !== 'rejected' &&
  isRetryableUpload(item.failure);
