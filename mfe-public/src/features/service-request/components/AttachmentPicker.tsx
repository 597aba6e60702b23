import { useTranslation } from 'react-i18next';
import { MAX_ATTACHMENTS, MAX_UPLOAD_BYTES } from '@estate/contracts';
import { canRetryUpload, formatFileSize, formatNumber, uploadStatusLabel, useLang } from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { Tag, UploadPicker, UploadRefusals, UploadRow } from '@estate/platform/ui-extra';
import type { Attachments } from '../hooks/use-attachments.js';
import { ATTACHMENT_ACCEPT } from '../utils/attachment-rules.js';

const statusColor = { uploading: 'processing', done: 'success', error: 'error' } as const;

/** The attachments field: a file picker that also takes dropped files, and the list of files with their state. */
export function AttachmentPicker({ id, attachments }: { id: string; attachments: Attachments }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const size = (bytes: number) => formatFileSize(bytes, lang, (unit) => t(`serviceRequest.units.${unit}`));
  const maxSize = size(MAX_UPLOAD_BYTES);

  return (
    <div className="attachment-field">
      <UploadPicker
        id={id}
        accept={ATTACHMENT_ACCEPT}
        multiple
        droppable
        onFiles={attachments.add}
        hint={t('serviceRequest.attachments.hint', { max: formatNumber(MAX_ATTACHMENTS, lang), size: maxSize })}
        testId="attachments-input"
      >
        <span className="upload-drop-action">{t('serviceRequest.attachments.choose')}</span>
        <span className="muted">{t('serviceRequest.attachments.drop')}</span>
      </UploadPicker>
      <UploadRefusals
        title={t('serviceRequest.attachments.refusedTitle')}
        messages={attachments.refusals.map((refusal) =>
          t(`serviceRequest.attachments.refused.${refusal.reason}`, {
            name: refusal.name,
            size: maxSize,
            max: formatNumber(MAX_ATTACHMENTS, lang),
          }),
        )}
        onDismiss={attachments.dismissRefusals}
        testId="attachment-refusals"
      />
      {attachments.items.length ? (
        <>
          <ul className="upload-list" aria-label={t('serviceRequest.attachments.listLabel')}>
            {attachments.items.map((item) => (
              <UploadRow
                key={item.id}
                status={item.status}
                testId="attachment-item"
                name={item.name}
                details={
                  <>
                    {item.file ? <span className="muted attachment-size">{size(item.file.size)}</span> : null}
                    <Tag color={statusColor[item.status]} className="attachment-status">
                      {item.status === 'uploading' ? <Spin size="small" className="attachment-spin" /> : null}
                      {t(`serviceRequest.attachments.status.${uploadStatusLabel(item)}`)}
                    </Tag>
                  </>
                }
                error={item.failure ? t(`serviceRequest.attachments.failure.${item.failure}`, { size: maxSize }) : null}
                onRetry={canRetryUpload(item) ? () => attachments.retry(item.id) : undefined}
                retryLabel={t('serviceRequest.attachments.retry')}
                onRemove={() => attachments.remove(item.id)}
                removeLabel={t('serviceRequest.attachments.remove', { name: item.name })}
              />
            ))}
          </ul>
          <p className="muted upload-hint">
            {t('serviceRequest.attachments.count', {
              n: formatNumber(attachments.items.length, lang),
              max: formatNumber(MAX_ATTACHMENTS, lang),
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}
