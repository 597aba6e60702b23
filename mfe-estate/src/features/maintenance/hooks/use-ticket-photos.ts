import type { TicketPhoto } from '@estate/contracts';
import { screenTicketPhotos, type UploadItem, useUploadList } from '@estate/platform';

const screen = (picked: readonly File[], items: readonly UploadItem[]) => screenTicketPhotos(picked, items.length);

/**
 * The ticket form's photos: those it keeps, plus images uploaded as soon as they are picked; the save sends the
 * stored photos' URLs, and the server releases those no longer sent.
 */
export const useTicketPhotos = (kept: readonly TicketPhoto[]) =>
  useUploadList({ screen, stored: kept.map((photo) => ({ url: photo.url, name: photo.fileName })) });

export type TicketPhotos = ReturnType<typeof useTicketPhotos>;
