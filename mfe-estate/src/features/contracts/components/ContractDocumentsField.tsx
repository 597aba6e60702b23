import { useTranslation } from 'react-i18next';
import { ESTATE_INPUT_LIMITS, MAX_UPLOAD_BYTES } from '@estate/contracts';
import { canRetryUpload, formatFileSize, formatNumber, uploadStatusLabel, useLang } from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadOutlined, UploadPicker, UploadRefusals, UploadRow } from '@estate/platform/ui-extra';
import type { ContractDocuments } from '../hooks/use-contract-documents.js';
import { DOCUMENT_ACCEPT } from '../utils/contract-documents.js';

/** The contract form's documents: a picker that also takes dropped files, and each file with its state. */
export function ContractDocumentsField({
  id,
  documents,
  disabled,
}: {
  id: string;
  documents: ContractDocuments;
  disabled?: boolean;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const maxSize = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`contracts.documents.units.${unit}`));
  const max = formatNumber(ESTATE_INPUT_LIMITS.maxDocuments, lang);

  return (
    <div className="contract-documents" data-testid="contract-documents-field">
      <UploadPicker
        id={id}
        accept={DOCUMENT_ACCEPT}
        multiple
        droppable
        disabled={disabled}
        onFiles={documents.add}
        hint={t('contracts.documents.hint', { size: maxSize, max })}
        testId="contract-documents-input"
      >
        <UploadOutlined aria-hidden />
        <span className="upload-drop-action">{t('contracts.documents.choose')}</span>
        <span className="estate-muted">{t('contracts.documents.drop')}</span>
      </UploadPicker>
      <UploadRefusals
        title={t('contracts.documents.refusedTitle')}
        messages={documents.refusals.map((refusal) =>
          t(`contracts.documents.refused.${refusal.reason}`, { name: refusal.name, size: maxSize, max }),
        )}
        onDismiss={documents.dismissRefusals}
        testId="contract-documents-refusals"
      />
      {documents.items.length ? (
        <ul className="upload-list" aria-label={t('contracts.fields.documents')}>
          {documents.items.map((item) => {
            const label = uploadStatusLabel(item);
            return (
              <UploadRow
                key={item.id}
                status={item.status}
                testId="contract-document-item"
                preview={item.status === 'uploading' ? <Spin size="small" /> : undefined}
                name={item.name}
                href={item.status === 'done' ? item.url : undefined}
                details={
                  <span className={`estate-muted contract-document-status-${label}`}>
                    {t(`contracts.documents.status.${label}`)}
                  </span>
                }
                error={item.failure ? t(`contracts.documents.failure.${item.failure}`, { size: maxSize }) : null}
                onRetry={canRetryUpload(item) ? () => documents.retry(item.id) : undefined}
                retryLabel={t('contracts.documents.retry')}
                onRemove={() => documents.remove(item.id)}
                removeLabel={t('contracts.documents.remove', { name: item.name })}
                removeTestId="contract-document-remove"
                disabled={disabled}
              />
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
