import { useTranslation } from 'react-i18next';
import { ESTATE_INPUT_LIMITS, MAX_UPLOAD_BYTES } from '@estate/contracts';
import { formatFileSize, formatNumber, uploadStatusLabel, useLang } from '@estate/platform';
import { UploadListField } from '@estate/platform/ui-extra';
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
    <UploadListField
      id={id}
      list={documents}
      accept={DOCUMENT_ACCEPT}
      disabled={disabled}
      className="contract-documents"
      testIds={{
        field: 'contract-documents-field',
        input: 'contract-documents-input',
        refusals: 'contract-documents-refusals',
        item: 'contract-document-item',
        remove: 'contract-document-remove',
      }}
      choose={t('contracts.documents.choose')}
      drop={t('contracts.documents.drop')}
      hint={t('contracts.documents.hint', { size: maxSize, max })}
      refusedTitle={t('contracts.documents.refusedTitle')}
      refusal={(refusal) =>
        t(`contracts.documents.refused.${refusal.reason}`, { name: refusal.name, size: maxSize, max })
      }
      listLabel={t('contracts.fields.documents')}
      details={(item) => {
        const label = uploadStatusLabel(item);
        return (
          <span className={`estate-muted contract-document-status-${label}`}>
            {t(`contracts.documents.status.${label}`)}
          </span>
        );
      }}
      failure={(item) => t(`contracts.documents.failure.${item.failure}`, { size: maxSize })}
      retryLabel={t('contracts.documents.retry')}
      removeLabel={(item) => t('contracts.documents.remove', { name: item.name })}
    />
  );
}
