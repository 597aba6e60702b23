import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, TICKET_MAX_PHOTOS } from '@estate/contracts';
import { formatFileSize, formatNumber, TICKET_PHOTO_ACCEPT, uploadStatusLabel, useLang } from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadListField } from '@estate/platform/ui-extra';
import type { TicketPhotos } from '../hooks/use-ticket-photos.js';

/** The ticket form's photos: a picker that also takes dropped files, and each photo with its state. */
export function TicketPhotosField({ id, photos, disabled }: { id: string; photos: TicketPhotos; disabled?: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const maxSize = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`maintenance.photos.units.${unit}`));
  const max = formatNumber(TICKET_MAX_PHOTOS, lang);
  return (
    <UploadListField
      id={id}
      list={photos}
      accept={TICKET_PHOTO_ACCEPT}
      disabled={disabled}
      full={photos.items.length >= TICKET_MAX_PHOTOS}
      className="contract-documents"
      testIds={{
        field: 'ticket-photos-field',
        input: 'ticket-photos-input',
        refusals: 'ticket-photos-refusals',
        item: 'ticket-photo-item',
        remove: 'ticket-photo-remove',
      }}
      choose={t('maintenance.photos.choose')}
      drop={t('maintenance.photos.drop')}
      hint={t('maintenance.photos.hint', { size: maxSize, max })}
      refusedTitle={t('maintenance.photos.refusedTitle')}
      refusal={(refusal) =>
        t(`maintenance.photos.refused.${refusal.reason}`, { name: refusal.name, size: maxSize, max })
      }
      listLabel={t('maintenance.fields.photos')}
      preview={(item) =>
        item.status === 'uploading' ? (
          <Spin size="small" />
        ) : item.url ? (
          <img src={item.url} alt="" style={{ objectFit: 'cover', borderRadius: 4 }} width={40} height={40} />
        ) : undefined
      }
      details={(item) => (
        <span className="estate-muted">{t(`maintenance.photos.status.${uploadStatusLabel(item)}`)}</span>
      )}
      failure={(item) => t(`maintenance.photos.failure.${item.failure}`, { size: maxSize })}
      retryLabel={t('maintenance.photos.retry')}
      removeLabel={(item) => t('maintenance.photos.remove', { name: item.name })}
    />
  );
}
