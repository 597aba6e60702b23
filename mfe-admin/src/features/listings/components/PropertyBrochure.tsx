import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import { formatFileSize, isRetryableUpload, useLang, type UploadFailure } from '@estate/platform';
import { Button, DeleteOutlined, ReloadOutlined, Spin } from '@estate/platform/ui';
import { FilePdfOutlined, UploadOutlined } from '@estate/platform/ui-extra';
import type { Brochure } from '../hooks/use-brochure.js';
import { BROCHURE_ACCEPT } from '../utils/listing-files.js';

const refusedFailures = new Set(['unsupportedType', 'rejected', 'type']);

/** The brochure section: one PDF, uploaded when picked; it can be opened, replaced or removed. */
export function PropertyBrochure({ id, brochure, disabled }: { id: string; brochure: Brochure; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`listings.units.${unit}`));
  const label = brochure.failure && refusedFailures.has(brochure.failure) ? 'refused' : brochure.status;
  const retryable =
    brochure.status === 'error' &&
    !!brochure.file &&
    !!brochure.failure &&
    !refusedFailures.has(brochure.failure) &&
    isRetryableUpload(brochure.failure as UploadFailure);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) brochure.pick(file);
    event.target.value = '';
  };

  return (
    <div className="listing-files" data-testid="property-brochure-field">
      <label className={disabled ? 'listing-drop listing-drop-disabled' : 'listing-drop'}>
        <input
          id={id}
          type="file"
          accept={BROCHURE_ACCEPT}
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={picked}
          disabled={disabled}
          data-testid="property-brochure-input"
        />
        <UploadOutlined aria-hidden />
        <span className="listing-drop-action">
          {brochure.status === 'none' ? t('listings.brochure.choose') : t('listings.brochure.replace')}
        </span>
      </label>
      <p id={`${id}-hint`} className="muted listing-files-hint">
        {t('listings.brochure.hint', { size })}
      </p>
      {brochure.status !== 'none' ? (
        <div className="listing-file" data-testid="property-brochure" data-status={brochure.status}>
          <span className="listing-file-preview listing-file-icon">
            {brochure.status === 'uploading' ? <Spin size="small" /> : <FilePdfOutlined aria-hidden />}
          </span>
          <div className="listing-file-main">
            {brochure.status === 'done' && brochure.url ? (
              <a href={brochure.url} target="_blank" rel="noopener noreferrer" className="listing-file-name">
                <bdi>{brochure.name}</bdi>
              </a>
            ) : (
              <bdi className="listing-file-name">{brochure.name}</bdi>
            )}
            <span className={`listing-file-status listing-file-status-${label}`}>
              {t(`listings.brochure.status.${label}`)}
            </span>
            {brochure.failure ? (
              <p className="listing-file-error" role="alert">
                {t(`listings.files.failure.${brochure.failure}`, { size })}
              </p>
            ) : null}
          </div>
          <div className="listing-file-actions">
            {retryable ? (
              <Button size="small" icon={<ReloadOutlined />} onClick={brochure.retry}>
                {t('listings.brochure.retry')}
              </Button>
            ) : null}
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('listings.brochure.remove')}
              title={t('listings.brochure.remove')}
              onClick={brochure.remove}
              disabled={disabled}
              data-testid="property-brochure-remove"
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
