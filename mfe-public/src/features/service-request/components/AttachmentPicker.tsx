import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ATTACHMENTS, MAX_UPLOAD_BYTES } from '@estate/contracts';
import { formatFileSize, formatNumber, isRetryableUpload, useLang } from '@estate/platform';
import { Button, DeleteOutlined, ReloadOutlined, Spin } from '@estate/platform/ui';
import { Alert, Tag } from '@estate/platform/ui-extra';
import type { Attachment, AttachmentFailure, useAttachments } from '../hooks/use-attachments.js';
import { ATTACHMENT_ACCEPT } from '../utils/attachment-rules.js';

const statusColor = { uploading: 'processing', done: 'success', error: 'error' } as const;
/** A file the server refused for what it is reads differently from one that could not be sent. */
const statusLabel = (item: Attachment) =>
  item.failure === 'unsupportedType' || item.failure === 'rejected' ? 'refused' : item.status;

/** The attachments field: a file picker that also takes dropped files, and the list of files with their state. */
export function AttachmentPicker({ id, attachments }: { id: string; attachments: ReturnType<typeof useAttachments> }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const [dragging, setDragging] = useState(false);
  const size = (bytes: number) => formatFileSize(bytes, lang, (unit) => t(`serviceRequest.units.${unit}`));
  const maxSize = size(MAX_UPLOAD_BYTES);

  const take = (files: FileList | null) => {
    if (!files?.length) return;
    attachments.add(Array.from(files));
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // The same file can be picked again after it was removed.
    event.target.value = '';
  };
  const dropped = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const failureText = (failure: AttachmentFailure) =>
    t(`serviceRequest.attachments.failure.${failure}`, { size: maxSize });

  return (
    <div className="attachment-field">
      <label
        className={dragging ? 'attachment-drop attachment-drop-active' : 'attachment-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
      >
        <input
          id={id}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={picked}
          data-testid="attachments-input"
        />
        <span className="attachment-drop-action">{t('serviceRequest.attachments.choose')}</span>
        <span className="muted">{t('serviceRequest.attachments.drop')}</span>
      </label>
      <p id={`${id}-hint`} className="muted attachment-hint">
        {t('serviceRequest.attachments.hint', { max: formatNumber(MAX_ATTACHMENTS, lang), size: maxSize })}
      </p>
      {attachments.refusals.length ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: attachments.dismissRefusals }}
          className="attachment-refusals"
          title={t('serviceRequest.attachments.refusedTitle')}
          description={
            <ul>
              {attachments.refusals.map((refusal, index) => (
                <li key={`${refusal.name}-${index}`}>
                  {t(`serviceRequest.attachments.refused.${refusal.reason}`, {
                    name: refusal.name,
                    size: maxSize,
                    max: formatNumber(MAX_ATTACHMENTS, lang),
                  })}
                </li>
              ))}
            </ul>
          }
          data-testid="attachment-refusals"
        />
      ) : null}
      {attachments.items.length ? (
        <>
          <ul className="attachment-list" aria-label={t('serviceRequest.attachments.listLabel')}>
            {attachments.items.map((item) => (
              <li key={item.id} className="attachment-item" data-testid="attachment-item" data-status={item.status}>
                <div className="attachment-main">
                  <bdi className="attachment-name">{item.file.name}</bdi>
                  <span className="muted attachment-size">{size(item.file.size)}</span>
                  <Tag color={statusColor[item.status]} className="attachment-status">
                    {item.status === 'uploading' ? <Spin size="small" className="attachment-spin" /> : null}
                    {t(`serviceRequest.attachments.status.${statusLabel(item)}`)}
                  </Tag>
                </div>
                {item.failure ? (
                  <p className="attachment-error" role="alert">
                    {failureText(item.failure)}
                  </p>
                ) : null}
                <div className="attachment-actions">
                  {item.failure && item.failure !== 'rejected' && isRetryableUpload(item.failure) ? (
                    <Button size="small" icon={<ReloadOutlined />} onClick={() => attachments.retry(item.id)}>
                      {t('serviceRequest.attachments.retry')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('serviceRequest.attachments.remove', { name: item.file.name })}
                    title={t('serviceRequest.attachments.remove', { name: item.file.name })}
                    onClick={() => attachments.remove(item.id)}
                  />
                </div>
              </li>
            ))}
          </ul>
          <p className="muted attachment-count">
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
