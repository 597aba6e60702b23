import { imageContentTypeOf, uploadObject, useUploadList, type UploadItem } from '@estate/platform';
import { screenAuctionImages } from '../utils/auction-images.js';

const uploadImage = (file: File, signal: AbortSignal) =>
  uploadObject(file, { contentType: imageContentTypeOf(file.name) ?? file.type, signal });

const screen = (picked: readonly File[], items: readonly UploadItem[]) => screenAuctionImages(picked, items.length);

/**
 * The pictures of the add-auction form: uploaded to the object store as soon as they are picked (so a refused file
 * is known before sending); each can be removed, a failed upload retried. The form sends the stored URLs in order.
 */
export const useAuctionImages = () => useUploadList({ screen, upload: uploadImage });

export type AuctionImages = ReturnType<typeof useAuctionImages>;
