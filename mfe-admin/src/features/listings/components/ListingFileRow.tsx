import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import { canRetryUpload, formatFileSize, uploadStatusLabel, useLang, type UploadItem } from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadRow } from '@estate/platform/ui-extra';

/** A picture's or the brochure's state, in the words of its section. */
export function ListingFileStatus({ item, section }: { item: UploadItem; section: 'photos' | 'brochure' }) {
  const { t } = useTranslation('admin');
  const label = uploadStatusLabel(item);
  return (
    <span className={`listing-file-status listing-file-status-${label}`}>
      {t(`listings.${section}.status.${label}`)}
    </span>
  );
}

/** A picture or the brochure of the listing form: a preview, its name and state, why it failed, retry and remove. */
export function ListingFileRow({
  item,
  section,
  as,
  testId,
  preview,
  href,
  removeLabel,
  removeTestId,
  onRetry,
  onRemove,
  disabled,
}: {
  item: UploadItem;
  /** Where its labels are read: `listings.photos` or `listings.brochure`. */
  section: 'photos' | 'brochure';
  as?: 'li' | 'div';
  testId: string;
  /** Shown once uploaded (a spinner until then). */
  preview: ReactNode;
  href?: string;
  removeLabel: string;
  removeTestId?: string;
  onRetry: () => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`listings.units.${unit}`));
  return (
    <UploadRow
      as={as}
      status={item.status}
      testId={testId}
      className="listing-file"
      preview={item.status === 'uploading' ? <Spin size="small" /> : preview}
      name={item.name}
      href={href}
      details={<ListingFileStatus item={item} section={section} />}
      error={item.failure ? t(`listings.files.failure.${item.failure}`, { size }) : null}
      onRetry={canRetryUpload(item) ? onRetry : undefined}
      retryLabel={t(`listings.${section}.retry`)}
      onRemove={onRemove}
      removeLabel={removeLabel}
      removeTestId={removeTestId}
      disabled={disabled}
    />
  );
}
