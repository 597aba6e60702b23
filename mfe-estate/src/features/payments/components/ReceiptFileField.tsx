import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import {
  acceptOf,
  extensionOf,
  formatFileSize,
  screenUploads,
  uploadStatusLabel,
  useLang,
  useUploadList,
  type UploadItem,
} from '@estate/platform';
import { UploadListField } from '@estate/platform/ui-extra';

/** What a receipt file may be by its name; the server checks the content (PDF, JPEG, PNG or GIF). */
const RECEIPT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
const RECEIPT_ACCEPT = acceptOf(RECEIPT_EXTENSIONS);
const receiptExtensions = new Set<string>(RECEIPT_EXTENSIONS);

const screen = (picked: readonly File[], items: readonly UploadItem[]) =>
  screenUploads(picked, (file) => receiptExtensions.has(extensionOf(file.name)), {
    alreadyChosen: items.length,
    maxFiles: 1,
    maxBytes: MAX_UPLOAD_BYTES,
  });

/** The payment's receipt file (a transfer slip, a scanned cheque): uploaded as soon as it is picked, one at most. */
export const useReceiptFile = () => useUploadList({ screen, stored: [] });

export type ReceiptFile = ReturnType<typeof useReceiptFile>;

export function ReceiptFileField({ id, receipt, disabled }: { id: string; receipt: ReceiptFile; disabled?: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`contracts.documents.units.${unit}`));
  return (
    <UploadListField
      id={id}
      list={receipt}
      accept={RECEIPT_ACCEPT}
      multiple={false}
      disabled={disabled}
      pickerHidden={receipt.items.length > 0}
      testIds={{
        field: 'payment-receipt-field',
        input: 'payment-receipt-input',
        refusals: 'payment-receipt-refusals',
        item: 'payment-receipt-item',
      }}
      choose={t('payments.form.receiptChoose')}
      hint={t('payments.form.receiptHint', { size })}
      refusedTitle={t('contracts.documents.refusedTitle')}
      refusal={(refusal) => t(`payments.form.receiptRefused.${refusal.reason}`, { name: refusal.name, size })}
      listLabel={t('payments.form.receiptFile')}
      details={(item) => (
        <span className="estate-muted">{t(`contracts.documents.status.${uploadStatusLabel(item)}`)}</span>
      )}
      failure={(item) =>
        item.failure === 'unsupportedType'
          ? t('payments.form.receiptRefused.type', { name: item.name })
          : t(`contracts.documents.failure.${item.failure}`, { size })
      }
      retryLabel={t('contracts.documents.retry')}
      removeLabel={(item) => t('contracts.documents.remove', { name: item.name })}
    />
  );
}
