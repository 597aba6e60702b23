import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, TICKET_MAX_PHOTOS } from '@estate/contracts';
import {
  formatFileSize,
  formatNumber,
  TICKET_PHOTO_ACCEPT,
  uploadStatusLabel,
  useLang,
  type UploadItem,
} from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadListField } from '@estate/platform/ui-extra';
import type { RequestPhotos } from '../hooks/use-request-photos.js';

/** The picture of a photo: the picked file itself (shown at once, even to a visitor), else the stored one. */
function PhotoPreview({ item }: { item: UploadItem }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element) return undefined;
    if (!item.file) {
      if (item.url) element.src = item.url;
      return undefined;
    }
    const local = URL.createObjectURL(item.file);
    element.src = local;
    return () => URL.revokeObjectURL(local);
  }, [item.file, item.url]);
  return <img ref={image} alt="" className="request-photo-preview" width={56} height={56} />;
}

/** Up to five photos: a picker (also taking dropped files), then each photo with its preview, state and remove button. */
export function RequestPhotosField({
  id,
  photos,
  disabled,
}: {
  id: string;
  photos: RequestPhotos;
  disabled?: boolean;
}) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const maxSize = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`request.photos.units.${unit}`));
  const max = formatNumber(TICKET_MAX_PHOTOS, lang);
  const full = photos.items.length >= TICKET_MAX_PHOTOS;
  return (
    <UploadListField
      id={id}
      list={photos}
      accept={TICKET_PHOTO_ACCEPT}
      disabled={disabled}
      full={full}
      className="request-photos"
      testIds={{
        field: 'request-photos',
        input: 'request-photos-input',
        refusals: 'request-photos-refusals',
        item: 'request-photo',
        remove: 'request-photo-remove',
      }}
      choose={full ? t('request.photos.full') : t('request.photos.choose')}
      hint={t('request.photos.hint', { size: maxSize, max, count: formatNumber(photos.items.length, lang) })}
      refusedTitle={t('request.photos.refusedTitle')}
      refusal={(refusal) => t(`request.photos.refused.${refusal.reason}`, { name: refusal.name, size: maxSize, max })}
      listLabel={t('request.fields.photos')}
      preview={(item) => <PhotoPreview item={item} />}
      details={(item) => (
        <span className="muted">
          {item.status === 'uploading' ? <Spin size="small" /> : null}{' '}
          {t(`request.photos.status.${uploadStatusLabel(item)}`)}
        </span>
      )}
      failure={(item) => t(`request.photos.failure.${item.failure}`, { size: maxSize })}
      retryLabel={t('request.photos.retry')}
      removeLabel={(item) => t('request.photos.remove', { name: item.name })}
      linkStored={false}
    />
  );
}
