import { useTranslation } from 'react-i18next';
import { MAX_ATTACHMENTS, MAX_UPLOAD_BYTES } from '@estate/contracts';
import { formatFileSize, formatNumber, uploadStatusLabel, useLang } from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { Tag, UploadListField } from '@estate/platform/ui-extra';
import type { Attachments } from '../hooks/use-attachments.js';
import { ATTACHMENT_ACCEPT } from '../utils/attachment-rules.js';

const statusColor = { uploading: 'processing', done: 'success', error: 'error' } as const;

/** The attachments field: a file picker that also takes dropped files, and the list of files with their state. */
export function AttachmentPicker({ id, attachments }: { id: string; attachments: Attachments }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const size = (bytes: number) => formatFileSize(bytes, lang, (unit) => t(`serviceRequest.units.${unit}`));
  const maxSize = size(MAX_UPLOAD_BYTES);

  const max = formatNumber(MAX_ATTACHMENTS, lang);
  return (
    <UploadListField
      id={id}
      list={attachments}
      accept={ATTACHMENT_ACCEPT}
      className="attachment-field"
      testIds={{ input: 'attachments-input', refusals: 'attachment-refusals', item: 'attachment-item' }}
      choose={t('serviceRequest.attachments.choose')}
      drop={t('serviceRequest.attachments.drop')}
      icon={null}
      hint={t('serviceRequest.attachments.hint', { max, size: maxSize })}
      refusedTitle={t('serviceRequest.attachments.refusedTitle')}
      refusal={(refusal) =>
        t(`serviceRequest.attachments.refused.${refusal.reason}`, { name: refusal.name, size: maxSize, max })
      }
      listLabel={t('serviceRequest.attachments.listLabel')}
      preview={() => undefined}
      details={(item) => (
        <>
          {item.file ? <span className="muted attachment-size">{size(item.file.size)}</span> : null}
          <Tag color={statusColor[item.status]} className="attachment-status">
            {item.status === 'uploading' ? <Spin size="small" className="attachment-spin" /> : null}
            {t(`serviceRequest.attachments.status.${uploadStatusLabel(item)}`)}
          </Tag>
        </>
      )}
      failure={(item) => t(`serviceRequest.attachments.failure.${item.failure}`, { size: maxSize })}
      retryLabel={t('serviceRequest.attachments.retry')}
      removeLabel={(item) => t('serviceRequest.attachments.remove', { name: item.name })}
      linkStored={false}
      footer={
        <p className="muted upload-hint">
          {t('serviceRequest.attachments.count', { n: formatNumber(attachments.items.length, lang), max })}
        </p>
      }
    />
  );
}
