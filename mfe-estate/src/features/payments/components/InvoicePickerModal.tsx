import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentInvoice } from '@estate/contracts';
import { formatCurrency, useLang } from '@estate/platform';
import { Modal, Select } from '@estate/platform/ui-extra';
import { usePayments } from '../api/get-payments.js';

const open = (invoice: PaymentInvoice) => invoice.status === 'pending' || invoice.status === 'overdue';

/**
 * The header's "record payment": finds an open invoice by its number, its contract's number or its tenant (the
 * payments list's search), then hands it to the record-payment dialog.
 */
export function InvoicePickerModal({
  onPick,
  onClose,
}: {
  onPick: (invoice: PaymentInvoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const [q, setQ] = useState('');
  const found = usePayments({ q: q.trim() || undefined, limit: 20 });
  const invoices = (found.data?.items ?? []).filter(open);

  return (
    <Modal open title={t('payments.pickTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Select<string, { value: string; label: string; invoice: PaymentInvoice }>
        showSearch={{ filterOption: false, onSearch: setQ }}
        autoFocus
        style={{ inlineSize: '100%' }}
        placeholder={t('payments.pickPlaceholder')}
        loading={found.isFetching}
        notFoundContent={found.isFetching ? null : t('payments.pickNone')}
        data-testid="invoice-picker"
        options={invoices.map((invoice) => ({
          value: invoice.id,
          label: `${invoice.invoiceNumber} · ${invoice.contractNumber} · ${
            lang === 'en' ? (invoice.tenantNameEn ?? invoice.tenantName) : invoice.tenantName
          } · ${formatCurrency(invoice.outstandingAmount, lang)}`,
          invoice,
        }))}
        // The option carries its invoice: a search answering between the click and this call (which replaces the
        // list) cannot lose the pick.
        onChange={(_id, option) => {
          const picked = Array.isArray(option) ? option[0] : option;
          if (picked?.invoice) onPick(picked.invoice);
        }}
      />
    </Modal>
  );
}
