import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ESTATE_SCREEN_ROLES,
  PAYMENT_TABS,
  PAYMENTS_API,
  PAYMENTS_EXPORT_FILE,
  type InvoiceStatus,
  type InvoiceType,
  type PaymentInvoice,
  type PaymentListQuery,
  type PaymentSort,
  type PaymentTab,
} from '@estate/contracts';
import { hasRole, type QueryParams, useAuth, useLang } from '@estate/platform';
import {
  ListFilters,
  ListPage,
  PropertyFilter,
  ResponsiveTable,
  useListPage,
  useOpenRecord,
} from '../../../components/list-page/index.js';
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

type Dialog = { kind: 'pick' } | { kind: 'record' | 'edit'; invoice: PaymentInvoice } | null;

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
  const page = useListPage(
    {
      filters: FILTERS,
      tabs: PAYMENT_TABS,
      query: (view): PaymentListQuery => ({
        ...(view.q ? { q: view.q } : {}),
        ...(view.filters.status ? { status: view.filters.status as InvoiceStatus } : {}),
        ...(view.filters.type ? { type: view.filters.type as InvoiceType } : {}),
        ...(view.filters.propertyId ? { propertyId: view.filters.propertyId } : {}),
      }),
    },
    (query) =>
      paymentsQueryOptions({ ...query, tab: query.tab as PaymentTab | undefined, sort: query.sort as PaymentSort }),
  );
  const summary = usePaymentSummary(page.query);
  const [invoiceId, openInvoice] = useOpenRecord('invoice');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const actions = useInvoiceRowActions(canWrite, {
    view: (invoice) => openInvoice(invoice.id),
    record: (invoice) => setDialog({ kind: 'record', invoice }),
    edit: (invoice) => setDialog({ kind: 'edit', invoice }),
  });
  const { view, show } = page;

  return (
    <ListPage
      testId="payments-page"
      title={t('payments.title')}
      subtitle={t('payments.subtitle')}
      list={page.list}
      buttons={{
        export: { path: PAYMENTS_API.payments, query: page.exportQuery as QueryParams, fileName: PAYMENTS_EXPORT_FILE },
        ...(canWrite
          ? {
              import: { entity: 'payments', title: t('payments.importTitle'), testId: 'payments-import' },
              add: {
                label: t('payments.actions.record'),
                testId: 'payments-record',
                onClick: () => setDialog({ kind: 'pick' }),
              },
            }
          : {}),
      }}
      summary={{ cards: paymentSummaryCards(summary.data, t, lang), loading: summary.isPending }}
      tabs={{
        active: page.tab ?? PAYMENT_TABS[0],
        keys: PAYMENT_TABS,
        label: (key) => t(`payments.tabs.${key}`),
        onChange: page.chooseTab,
        testId: 'payments-tabs',
      }}
      toolbar={
        <>
          <ListFilters
            view={view}
            show={show}
            placeholder={t('payments.searchPlaceholder')}
            searchTestId="payments-search"
            filters={paymentFilters(t)}
          />
          <PropertyFilter view={view} show={show} testId="payments-property" />
        </>
      }
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
