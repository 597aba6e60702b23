import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { formatFileSize, formatNumber, IMAGE_ACCEPT, useLang } from '@estate/platform';
import { Alert, UploadOutlined, UploadPicker, UploadRefusals } from '@estate/platform/ui-extra';
import type { ListingImages } from '../hooks/use-listing-images.js';
import { ListingFileRow } from './ListingFileRow.js';
import { ListingThumbnail } from './ListingThumbnail.js';

/** The photos section: a picker for several pictures at once and the list of pictures with their state. */
export function PropertyPhotos({ id, images, disabled }: { id: string; images: ListingImages; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`listings.units.${unit}`));
  const max = formatNumber(PROPERTY_INPUT_LIMITS.maxImages, lang);

  return (
    <div className="listing-files" data-testid="property-photos">
      <UploadPicker
        id={id}
        accept={IMAGE_ACCEPT}
        multiple
        disabled={disabled}
        onFiles={images.add}
        hint={t('listings.photos.hint', { max, size })}
        testId="property-images-input"
      >
        <UploadOutlined aria-hidden />
        <span className="upload-drop-action">{t('listings.photos.choose')}</span>
      </UploadPicker>
      <UploadRefusals
        title={t('listings.photos.refusedTitle')}
        messages={images.refusals.map((refusal) =>
          t(`listings.files.refused.${refusal.reason}`, { name: refusal.name, size, max }),
        )}
        onDismiss={images.dismissRefusals}
        testId="image-refusals"
      />
      {images.listRefused ? <Alert type="error" showIcon title={t('listings.photos.listRefused')} /> : null}
      {images.items.length ? (
        <>
          <ul className="upload-list" aria-label={t('listings.photos.listLabel')}>
            {images.items.map((item) => (
              <ListingFileRow
                key={item.id}
                item={item}
                section="photos"
                testId="property-image"
                preview={<ListingThumbnail src={item.status === 'done' ? item.url : undefined} alt={item.name} />}
                removeLabel={t('listings.photos.remove', { name: item.name })}
                onRetry={() => images.retry(item.id)}
                onRemove={() => images.remove(item.id)}
                disabled={disabled}
              />
            ))}
          </ul>
          <p className="muted upload-hint">
            {t('listings.photos.count', { n: formatNumber(images.items.length, lang), max })}
          </p>
        </>
      ) : null}
    </div>
  );
}
