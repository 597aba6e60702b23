import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import {
  canRetryUpload,
  formatFileSize,
  formatNumber,
  IMAGE_ACCEPT,
  uploadStatusLabel,
  useLang,
} from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadOutlined, UploadPicker, UploadRefusals, UploadRow } from '@estate/platform/ui-extra';
import type { AuctionImages } from '../hooks/use-auction-images.js';
import { AUCTION_MAX_IMAGES } from '../utils/auction-images.js';

/** The add-auction form's photos: a picker for several at once and the list with each one's state. */
export function AuctionPhotos({ id, images, disabled }: { id: string; images: AuctionImages; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`auctions.photos.units.${unit}`));
  const max = formatNumber(AUCTION_MAX_IMAGES, lang);

  return (
    <div className="auction-photos" data-testid="auction-photos">
      <UploadPicker
        id={id}
        accept={IMAGE_ACCEPT}
        multiple
        droppable
        disabled={disabled}
        onFiles={images.add}
        hint={t('auctions.photos.hint', { max, size })}
        testId="auction-images-input"
      >
        <UploadOutlined aria-hidden />
        <span className="upload-drop-action">{t('auctions.photos.choose')}</span>
      </UploadPicker>
      <UploadRefusals
        title={t('auctions.photos.refusedTitle')}
        messages={images.refusals.map((refusal) =>
          t(`auctions.photos.refused.${refusal.reason}`, { name: refusal.name, size, max }),
        )}
        onDismiss={images.dismissRefusals}
        testId="auction-image-refusals"
      />
      {images.items.length ? (
        <ul className="upload-list" aria-label={t('auctions.photos.listLabel')}>
          {images.items.map((item) => {
            const label = uploadStatusLabel(item);
            return (
              <UploadRow
                key={item.id}
                status={item.status}
                testId="auction-image"
                preview={
                  item.status === 'uploading' ? (
                    <Spin size="small" />
                  ) : item.url ? (
                    <img src={item.url} alt={item.name} className="auction-thumb" />
                  ) : null
                }
                name={item.name}
                details={<span className="muted">{t(`auctions.photos.status.${label}`)}</span>}
                error={item.failure ? t(`auctions.photos.failure.${item.failure}`, { size }) : null}
                onRetry={canRetryUpload(item) ? () => images.retry(item.id) : undefined}
                retryLabel={t('auctions.photos.retry')}
                onRemove={() => images.remove(item.id)}
                removeLabel={t('auctions.photos.remove', { name: item.name })}
                disabled={disabled}
              />
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
