import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentJob } from '@estate/contracts';
import { type DocumentDownload, documentDownloads, formatInteger, formatPercent, useLang } from '@estate/platform';

const NONE: readonly DocumentDownload[] = [];

/**
 * Where the page shows its slow downloads (AppProviders renders it once, beside the toasts): for each document the
 * server answered as a job (downloadFile), its name, where it is (its data read, its place in the queue, the percent
 * drawn, then saving) and a bar of its percent; it goes once the file is saved or the job failed (a toast says so).
 */
export function DownloadProgress() {
  const { t } = useTranslation('common');
  const { lang } = useLang();
  const downloads = useSyncExternalStore(documentDownloads.subscribe, documentDownloads.get, () => NONE);
  const status = (job: DocumentJob) => {
    switch (job.state) {
      case 'reading':
        return t('documentProgress.reading');
      case 'queued':
        return t('documentProgress.queued', { position: formatInteger(job.position ?? 1, lang) });
      case 'rendering':
        return t('documentProgress.rendering', { percent: formatPercent(job.percent / 100, lang) });
      default:
        return t('documentProgress.saving');
    }
  };
  return (
    <div className="download-progress-region" aria-live="polite">
      {downloads.map(({ id, fileName, job }) =>
        job && job.state !== 'failed' ? (
          <div
            key={id}
            className="download-progress"
            role="status"
            data-testid="download-progress"
            data-state={job.state}
            data-percent={job.percent}
          >
            <strong className="download-progress-title">{t('documentProgress.title')}</strong>
            <bdi className="download-progress-name">{fileName}</bdi>
            <span className="download-progress-status">{status(job)}</span>
            <progress
              className="download-progress-bar"
              max={100}
              value={job.percent}
              aria-label={t('documentProgress.label', { file: fileName })}
            />
          </div>
        ) : null,
      )}
    </div>
  );
}
