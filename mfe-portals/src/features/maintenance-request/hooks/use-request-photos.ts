import { screenTicketPhotos, type UploadItem, useUploadList } from '@estate/platform';

const screen = (picked: readonly File[], items: readonly UploadItem[]) => screenTicketPhotos(picked, items.length);

/**
 * The request's photos: images uploaded as soon as they are picked, appended to those chosen and capped at five in
 * total; the request sends the stored photos' URLs.
 */
export const useRequestPhotos = () => useUploadList({ screen });

export type RequestPhotos = ReturnType<typeof useRequestPhotos>;
