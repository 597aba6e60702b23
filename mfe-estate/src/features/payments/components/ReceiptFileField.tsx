import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import {
  acceptOf,
  canRetryUpload,
  extensionOf,
  formatFileSize,
  screenUploads,
  uploadObject,
  uploadStatusLabel,
  useLang,
  useUploadQueue,
  type UploadScreening,
} from '@estate/platform';
import { Spin } from '@estate/platform/ui';
import { UploadOutlined, UploadPicker, UploadRefusals, UploadRow } from '@estate/platform/ui-extra';

/** What a receipt file may be by its name; the server checks the content (PDF, JPEG, PNG or GIF). */
const RECEIPT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
const RECEIPT_ACCEPT = acceptOf(RECEIPT_EXTENSIONS);
const receiptExtensions = new Set<string>(RECEIPT_EXTENSIONS);

const uploadReceipt = (file: File, signal: AbortSignal) => uploadObject(file, { signal });

/** The payment's receipt file (a transfer slip, a scanned cheque): uploaded as soon as it is picked, one at most. */
export function useReceiptFile() {
  const queue = useUploadQueue({ upload: uploadReceipt, stored: [] });
  const [refusals, setRefusals] = useState<{ name: string; reason: UploadScreening }[]>([]);
  const { items, add: enqueue } = queue;
  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = screenUploads(files, (file) => receiptExtensions.has(extensionOf(file.name)), {
        alreadyChosen: items.length,
        maxFiles: 1,
        maxBytes: MAX_UPLOAD_BYTES,
      });
      enqueue(accepted);
      setRefusals(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [items.length, enqueue],
  );
  return { ...queue, add, refusals, dismissRefusals: () => setRefusals([]) };
}

export type ReceiptFile = ReturnType<typeof useReceiptFile>;

export function ReceiptFileField({ id, receipt, disabled }: { id: string; receipt: ReceiptFile; disabled?: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const size = formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`contracts.documents.units.${unit}`));
  return (
    <div data-testid="payment-receipt-field">
      {receipt.items.length === 0 ? (
        <UploadPicker
          id={id}
          accept={RECEIPT_ACCEPT}
          droppable
          disabled={disabled}
          onFiles={receipt.add}
          hint={t('payments.form.receiptHint', { size })}
          testId="payment-receipt-input"
        >
          <UploadOutlined aria-hidden />
          <span className="upload-drop-action">{t('payments.form.receiptChoose')}</span>
        </UploadPicker>
      ) : null}
      <UploadRefusals
        title={t('contracts.documents.refusedTitle')}
        messages={receipt.refusals.map((refusal) =>
          t(`payments.form.receiptRefused.${refusal.reason}`, { name: refusal.name, size }),
        )}
        onDismiss={receipt.dismissRefusals}
        testId="payment-receipt-refusals"
      />
      {receipt.items.length ? (
        <ul className="upload-list" aria-label={t('payments.form.receiptFile')}>
          {receipt.items.map((item) => {
            const label = uploadStatusLabel(item);
            return (
              <UploadRow
                key={item.id}
                status={item.status}
                testId="payment-receipt-item"
                preview={item.status === 'uploading' ? <Spin size="small" /> : undefined}
                name={item.name}
                href={item.status === 'done' ? item.url : undefined}
                details={<span className="estate-muted">{t(`contracts.documents.status.${label}`)}</span>}
                error={
                  item.failure === 'unsupportedType'
                    ? t('payments.form.receiptRefused.type', { name: item.name })
                    : item.failure
                      ? t(`contracts.documents.failure.${item.failure}`, { size })
                      : null
                }
                onRetry={canRetryUpload(item) ? () => receipt.retry(item.id) : undefined}
                retryLabel={t('contracts.documents.retry')}
                onRemove={() => receipt.remove(item.id)}
                removeLabel={t('contracts.documents.remove', { name: item.name })}
                disabled={disabled}
              />
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
