import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import { formatFileSize, useLang } from '@estate/platform';
import { FilePdfOutlined, UploadOutlined, UploadPicker } from '@estate/platform/ui-extra';
import type { Brochure } from '../hooks/use-brochure.js';
import { BROCHURE_ACCEPT } from '../utils/listing-files.js';
import { ListingFileRow } from './ListingFileRow.js';

/** The brochure section: one PDF, uploaded when picked; it can be opened, replaced or removed. */
export function PropertyBrochure({ id, brochure, disabled }: { id: string; brochure: Brochure; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`listings.units.${unit}`));
  const { item } = brochure;

  return (
    <div className="listing-files" data-testid="property-brochure-field">
      <UploadPicker
        id={id}
        accept={BROCHURE_ACCEPT}
        disabled={disabled}
        onFiles={([file]) => {
          if (file) brochure.pick(file);
        }}
        hint={t('listings.brochure.hint', { size })}
        testId="property-brochure-input"
      >
        <UploadOutlined aria-hidden />
        <span className="upload-drop-action">
          {item ? t('listings.brochure.replace') : t('listings.brochure.choose')}
        </span>
      </UploadPicker>
      {item ? (
        <ListingFileRow
          item={item}
          section="brochure"
          as="div"
          testId="property-brochure"
          preview={<FilePdfOutlined aria-hidden className="listing-file-icon" />}
          href={item.status === 'done' ? item.url : undefined}
          removeLabel={t('listings.brochure.remove')}
          removeTestId="property-brochure-remove"
          onRetry={brochure.retry}
          onRemove={brochure.remove}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
