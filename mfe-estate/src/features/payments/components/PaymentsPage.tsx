import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ESTATE_SCREEN_ROLES,
  PAYMENT_TABS,
  PAYMENTS_API,
  PAYMENTS_EXPORT_FILE,
  type PaymentInvoice,
  type PaymentListQuery,
} from '@estate/contracts';
import { hasRole, type QueryParams, useAuth, useLang } from '@estate/platform';
import {
  ListPage,
  PropertyFilter,
  ResponsiveTable,
  searchAndFilters,
  useListPage,
  useOpenRecord,
} from '../../../components/list-page/index.js';
import { useDialog } from '../../../hooks/use-dialog.js';
import { ImportDialog } from '../../../components/ImportDialog.js';
import { Button } from '@estate/platform/ui';
import { UploadOutlined } from '@estate/platform/ui-extra';
import { usePaymentSummary } from '../api/get-payment-summary.js';
import { paymentsQueryOptions } from '../api/get-payments.js';
import { InvoiceDrawer } from './InvoiceDrawer.js';
import { InvoiceEditModal } from './InvoiceEditModal.js';
import { InvoicePickerModal } from './InvoicePickerModal.js';
import { useInvoiceRowActions } from './InvoiceRowActions.js';
import { paymentColumns } from './payment-columns.js';
import { paymentFilters, paymentSummaryCards } from './payment-list.js';
import { RecordPaymentModal } from './RecordPaymentModal.js';
import './payments.css';

const FILTERS = ['status', 'type', 'propertyId'] as const;

type Dialog = { kind: 'pick' } | { kind: 'record' | 'edit'; invoice: PaymentInvoice };

/**
 * /estate/payments: the four cards, the tabs (all, due, overdue, paid), search (invoice or contract number, tenant,
 * property), status, type and property filters, and a page of invoices with their late fee and days overdue; view an
 * invoice with its payments (`?invoice=<id>`), record a payment, mark paid, remind, download receipts, import, export
 * and cancel.
 */
export function PaymentsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { user } = useAuth();
  const canWrite = hasRole(user?.role, ESTATE_SCREEN_ROLES.payments);
  const page = useListPage({ filters: FILTERS, tabs: PAYMENT_TABS, query: searchAndFilters }, (query) =>
    paymentsQueryOptions(query as PaymentListQuery),
  );
  const summary = usePaymentSummary(page.query as PaymentListQuery);
  const [invoiceId, openInvoice] = useOpenRecord('invoice');
  const [dialog, setDialog, close] = useDialog<Dialog>();
  const actions = useInvoiceRowActions(canWrite, {
    view: (invoice) => openInvoice(invoice.id),
    record: (invoice) => setDialog({ kind: 'record', invoice }),
    edit: (invoice) => setDialog({ kind: 'edit', invoice }),
  });
  const { view, show } = page;
  // Ejar's (SADAD's) payments statement: rent paid through Ejar, matched to invoices by Ejar number and period.
  const [ejarImport, setEjarImport] = useState(false);

  return (
    <ListPage
      name="payments"
      page={page}
      buttons={{
        export: { path: PAYMENTS_API.payments, query: page.exportQuery as QueryParams, fileName: PAYMENTS_EXPORT_FILE },
        ...(canWrite
          ? {
              import: { entity: 'payments', title: t('payments.importTitle'), testId: 'payments-import' },
              more: (
                <Button
                  icon={<UploadOutlined />}
                  onClick={() => setEjarImport(true)}
                  data-testid="payments-ejar-import"
                >
                  {t('payments.ejarImport')}
                </Button>
              ),
              add: {
                label: t('payments.actions.record'),
                testId: 'payments-record',
                onClick: () => setDialog({ kind: 'pick' }),
              },
            }
          : {}),
      }}
      summary={{ cards: paymentSummaryCards(summary.data, t, lang), loading: summary.isPending }}
      filters={paymentFilters(t)}
      moreFilters={<PropertyFilter view={view} show={show} testId="payments-property" />}
    >
      <ResponsiveTable<PaymentInvoice>
        rowKey={(invoice) => invoice.id}
        testId="payments-table"
        table={page.table}
        columns={paymentColumns(t, lang, view)}
        actions={actions}
        actionsWidth={200}
        rowAttributes={(invoice) => ({ 'data-invoice': invoice.invoiceNumber, 'data-status': invoice.status })}
      />
      {ejarImport ? (
        <ImportDialog
          entity="ejar-payments"
          title={t('payments.ejarImportTitle')}
          onClose={() => setEjarImport(false)}
        />
      ) : null}
      {invoiceId ? (
        <InvoiceDrawer
          key={invoiceId}
          invoiceId={invoiceId}
          canWrite={canWrite}
          onOpenInvoice={openInvoice}
          onClose={() => openInvoice(undefined)}
        />
      ) : null}
      {dialog?.kind === 'pick' ? (
        <InvoicePickerModal onPick={(invoice) => setDialog({ kind: 'record', invoice })} onClose={close} />
      ) : null}
      {dialog?.kind === 'record' ? <RecordPaymentModal invoice={dialog.invoice} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <InvoiceEditModal invoice={dialog.invoice} onClose={close} /> : null}
    </ListPage>
  );
}
