import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import { formatFileSize, formatNumber, IMAGE_ACCEPT, uploadStatusLabel, useLang } from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadListField } from '@estate/platform/ui-extra';
import type { AuctionImages } from '../hooks/use-auction-images.js';
import { AUCTION_MAX_IMAGES } from '../utils/auction-images.js';

/** The add-auction form's photos: a picker for several at once and the list with each one's state. */
export function AuctionPhotos({ id, images, disabled }: { id: string; images: AuctionImages; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`auctions.photos.units.${unit}`));
  const max = formatNumber(AUCTION_MAX_IMAGES, lang);

  return (
    <UploadListField
      id={id}
      list={images}
      accept={IMAGE_ACCEPT}
      disabled={disabled}
      className="auction-photos"
      testIds={{
        field: 'auction-photos',
        input: 'auction-images-input',
        refusals: 'auction-image-refusals',
        item: 'auction-image',
      }}
      choose={t('auctions.photos.choose')}
      hint={t('auctions.photos.hint', { max, size })}
      refusedTitle={t('auctions.photos.refusedTitle')}
      refusal={(refusal) => t(`auctions.photos.refused.${refusal.reason}`, { name: refusal.name, size, max })}
      listLabel={t('auctions.photos.listLabel')}
      preview={(item) =>
        item.status === 'uploading' ? (
          <Spin size="small" />
        ) : item.url ? (
          <img src={item.url} alt={item.name} className="auction-thumb" />
        ) : null
      }
      details={(item) => <span className="muted">{t(`auctions.photos.status.${uploadStatusLabel(item)}`)}</span>}
      failure={(item) => t(`auctions.photos.failure.${item.failure}`, { size })}
      retryLabel={t('auctions.photos.retry')}
      removeLabel={(item) => t('auctions.photos.remove', { name: item.name })}
      linkStored={false}
    />
  );
}
