import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { formatFileSize, formatNumber, IMAGE_ACCEPT, useLang } from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { Alert, UploadListField } from '@estate/platform/ui-extra';
import type { ListingImages } from '../hooks/use-listing-images.js';
import { ListingFileStatus } from './ListingFileRow.js';
import { ListingThumbnail } from './ListingThumbnail.js';

/** The photos section: a picker for several pictures at once and the list of pictures with their state. */
export function PropertyPhotos({ id, images, disabled }: { id: string; images: ListingImages; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`listings.units.${unit}`));
  const max = formatNumber(PROPERTY_INPUT_LIMITS.maxImages, lang);

  return (
    <UploadListField
      id={id}
      list={images}
      accept={IMAGE_ACCEPT}
      droppable={false}
      disabled={disabled}
      className="listing-files"
      testIds={{
        field: 'property-photos',
        input: 'property-images-input',
        refusals: 'image-refusals',
        item: 'property-image',
      }}
      choose={t('listings.photos.choose')}
      hint={t('listings.photos.hint', { max, size })}
      refusedTitle={t('listings.photos.refusedTitle')}
      refusal={(refusal) => t(`listings.files.refused.${refusal.reason}`, { name: refusal.name, size, max })}
      notice={images.listRefused ? <Alert type="error" showIcon title={t('listings.photos.listRefused')} /> : null}
      listLabel={t('listings.photos.listLabel')}
      rowClassName="listing-file"
      preview={(item) =>
        item.status === 'uploading' ? (
          <Spin size="small" />
        ) : (
          <ListingThumbnail src={item.status === 'done' ? item.url : undefined} alt={item.name} />
        )
      }
      details={(item) => <ListingFileStatus item={item} section="photos" />}
      failure={(item) => t(`listings.files.failure.${item.failure}`, { size })}
      retryLabel={t('listings.photos.retry')}
      removeLabel={(item) => t('listings.photos.remove', { name: item.name })}
      linkStored={false}
      footer={
        <p className="muted upload-hint">
          {t('listings.photos.count', { n: formatNumber(images.items.length, lang), max })}
        </p>
      }
    />
  );
}
