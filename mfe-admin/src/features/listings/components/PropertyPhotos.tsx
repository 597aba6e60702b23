import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { formatFileSize, formatNumber, isRetryableUpload, useLang, type UploadFailure } from '@estate/platform';
import { Button, DeleteOutlined, ReloadOutlined, Spin } from '@estate/platform/ui';
import { Alert, UploadOutlined } from '@estate/platform/ui-extra';
import type { ListingImage, ListingImages } from '../hooks/use-listing-images.js';
import { IMAGE_ACCEPT } from '../utils/listing-files.js';
import { ListingThumbnail } from './ListingThumbnail.js';

/** A picture the server refused for what it is reads differently from one that could not be sent. */
const statusLabel = (item: ListingImage) =>
  item.failure === 'unsupportedType' || item.failure === 'rejected' ? 'refused' : item.status;

const canRetry = (item: ListingImage) =>
  !!item.file && !!item.failure && item.failure !== 'rejected' && isRetryableUpload(item.failure as UploadFailure);

/** The photos section: a picker for several pictures at once and the list of pictures with their state. */
export function PropertyPhotos({ id, images, disabled }: { id: string; images: ListingImages; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`listings.units.${unit}`));
  const max = formatNumber(PROPERTY_INPUT_LIMITS.maxImages, lang);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    if (files?.length) images.add(Array.from(files));
    // The same file can be picked again after it was removed.
    event.target.value = '';
  };

  return (
    <div className="listing-files" data-testid="property-photos">
      <label className={disabled ? 'listing-drop listing-drop-disabled' : 'listing-drop'}>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={picked}
          disabled={disabled}
          data-testid="property-images-input"
        />
        <UploadOutlined aria-hidden />
        <span className="listing-drop-action">{t('listings.photos.choose')}</span>
      </label>
      <p id={`${id}-hint`} className="muted listing-files-hint">
        {t('listings.photos.hint', { max, size })}
      </p>
      {images.refusals.length ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: images.dismissRefusals }}
          title={t('listings.photos.refusedTitle')}
          description={
            <ul className="listing-refusals">
              {images.refusals.map((refusal, index) => (
                <li key={`${refusal.name}-${index}`}>
                  {t(`listings.files.refused.${refusal.reason}`, { name: refusal.name, size, max })}
                </li>
              ))}
            </ul>
          }
          data-testid="image-refusals"
        />
      ) : null}
      {images.listRefused ? <Alert type="error" showIcon title={t('listings.photos.listRefused')} /> : null}
      {images.items.length ? (
        <>
          <ul className="listing-file-list" aria-label={t('listings.photos.listLabel')}>
            {images.items.map((item) => (
              <li key={item.id} className="listing-file" data-testid="property-image" data-status={item.status}>
                <span className="listing-file-preview">
                  {item.status === 'uploading' ? (
                    <Spin size="small" />
                  ) : (
                    <ListingThumbnail src={item.status === 'done' ? item.url : undefined} alt={item.name} />
                  )}
                </span>
                <div className="listing-file-main">
                  <bdi className="listing-file-name">{item.name}</bdi>
                  <span className={`listing-file-status listing-file-status-${statusLabel(item)}`}>
                    {t(`listings.photos.status.${statusLabel(item)}`)}
                  </span>
                  {item.failure ? (
                    <p className="listing-file-error" role="alert">
                      {t(`listings.files.failure.${item.failure}`, { size })}
                    </p>
                  ) : null}
                </div>
                <div className="listing-file-actions">
                  {canRetry(item) ? (
                    <Button size="small" icon={<ReloadOutlined />} onClick={() => images.retry(item.id)}>
                      {t('listings.photos.retry')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('listings.photos.remove', { name: item.name })}
                    title={t('listings.photos.remove', { name: item.name })}
                    onClick={() => images.remove(item.id)}
                    disabled={disabled}
                  />
                </div>
              </li>
            ))}
          </ul>
          <p className="muted listing-files-hint">
            {t('listings.photos.count', { n: formatNumber(images.items.length, lang), max })}
          </p>
        </>
      ) : null}
    </div>
  );
}
