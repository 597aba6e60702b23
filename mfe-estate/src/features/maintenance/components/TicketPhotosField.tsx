import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, TICKET_MAX_PHOTOS } from '@estate/contracts';
import {
  canRetryUpload,
  formatFileSize,
  formatNumber,
  TICKET_PHOTO_ACCEPT,
  uploadStatusLabel,
  useLang,
} from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadOutlined, UploadPicker, UploadRefusals, UploadRow } from '@estate/platform/ui-extra';
import type { TicketPhotos } from '../hooks/use-ticket-photos.js';

/** The ticket form's photos: a picker that also takes dropped files, and each photo with its state. */
export function TicketPhotosField({ id, photos, disabled }: { id: string; photos: TicketPhotos; disabled?: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const maxSize = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`maintenance.photos.units.${unit}`));
  const max = formatNumber(TICKET_MAX_PHOTOS, lang);
  return (
    <div className="contract-documents" data-testid="ticket-photos-field">
      <UploadPicker
        id={id}
        accept={TICKET_PHOTO_ACCEPT}
        multiple
        droppable
        disabled={disabled || photos.items.length >= TICKET_MAX_PHOTOS}
        onFiles={photos.add}
        hint={t('maintenance.photos.hint', { size: maxSize, max })}
        testId="ticket-photos-input"
      >
        <UploadOutlined aria-hidden />
        <span className="upload-drop-action">{t('maintenance.photos.choose')}</span>
        <span className="estate-muted">{t('maintenance.photos.drop')}</span>
      </UploadPicker>
      <UploadRefusals
        title={t('maintenance.photos.refusedTitle')}
        messages={photos.refusals.map((refusal) =>
          t(`maintenance.photos.refused.${refusal.reason}`, { name: refusal.name, size: maxSize, max }),
        )}
        onDismiss={photos.dismissRefusals}
        testId="ticket-photos-refusals"
      />
      {photos.items.length ? (
        <ul className="upload-list" aria-label={t('maintenance.fields.photos')}>
          {photos.items.map((item) => {
            const label = uploadStatusLabel(item);
            return (
              <UploadRow
                key={item.id}
                status={item.status}
                testId="ticket-photo-item"
                preview={
                  item.status === 'uploading' ? (
                    <Spin size="small" />
                  ) : item.url ? (
                    <img src={item.url} alt="" style={{ objectFit: 'cover', borderRadius: 4 }} width={40} height={40} />
                  ) : undefined
                }
                name={item.name}
                href={item.status === 'done' ? item.url : undefined}
                details={<span className="estate-muted">{t(`maintenance.photos.status.${label}`)}</span>}
                error={item.failure ? t(`maintenance.photos.failure.${item.failure}`, { size: maxSize }) : null}
                onRetry={canRetryUpload(item) ? () => photos.retry(item.id) : undefined}
                retryLabel={t('maintenance.photos.retry')}
                onRemove={() => photos.remove(item.id)}
                removeLabel={t('maintenance.photos.remove', { name: item.name })}
                removeTestId="ticket-photo-remove"
                disabled={disabled}
              />
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
