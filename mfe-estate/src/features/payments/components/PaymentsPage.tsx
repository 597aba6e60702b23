import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ESTATE_PAGE_SIZE,
  ESTATE_SCREEN_ROLES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  localizedText,
  PAYMENT_ERROR_CODES,
  PAYMENT_TABS,
  PAYMENTS_API,
  PAYMENTS_EXPORT_FILE,
  todayInRiyadh,
  type InvoiceStatus,
  type InvoiceType,
  type PaymentInvoice,
  type PaymentListQuery,
  type PaymentSort,
  type PaymentTab,
} from '@estate/contracts';
import { ApiError, formatCurrency, formatDate, formatNumber, hasRole, useAuth, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, EyeOutlined, Ltr, MailOutlined, useToast } from '@estate/platform/ui';
import { App, Dropdown, FilePdfOutlined, Tabs, Tooltip, UploadOutlined } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { InvoiceStatusBadge } from '../../../components/badges.js';
import { ExportButtons } from '../../../components/ExportButtons.js';
import { ImportDialog } from '../../../components/ImportDialog.js';
import { LoadError } from '../../../components/LoadError.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { SearchBox } from '../../../components/SearchBox.js';
import { useServerTable } from '../../../components/server-table.js';
import { SummaryCards } from '../../../components/SummaryCards.js';
import { useConfirmDelete } from '../../../components/use-confirm-delete.js';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { useListView } from '../../../hooks/use-list-view.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { serverSort } from '../../../utils/table-sort.js';
import { downloadReceipt } from '../api/download-receipt.js';
import { usePaymentSummary } from '../api/get-payment-summary.js';
import { usePayments } from '../api/get-payments.js';
import { useCancelInvoice, useMarkPaid, useSendReminder } from '../api/payment-writes.js';
import { InvoiceDrawer } from './InvoiceDrawer.js';
import { InvoiceEditModal } from './InvoiceEditModal.js';
import { InvoicePickerModal } from './InvoicePickerModal.js';
import { RecordPaymentModal } from './RecordPaymentModal.js';
import './payments.css';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['status', 'type', 'propertyId', 'invoice'] as const;

/**
 * /estate/payments: the four cards, the tabs (all, due, overdue, paid), search (invoice or contract number, tenant,
 * property), status, type and property filters, and a page of invoices with their late fee and days overdue; view an
 * invoice with its payments, record a payment, mark paid, remind, download receipts, export and cancel.
 */
export function PaymentsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { user } = useAuth();
  const toast = useToast();
  const { modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const refusalText = useRefusalText();
  const canWrite = hasRole(user?.role, ESTATE_SCREEN_ROLES.payments);
  const [params, setParams] = useSearchParams();
  const { view, show } = useListView(FILTERS);
  const [recording, setRecording] = useState<PaymentInvoice | null>(null);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<PaymentInvoice | null>(null);
  const [picking, setPicking] = useState(false);
  const markPaid = useMarkPaid();
  const remind = useSendReminder();
  const cancel = useCancelInvoice();
  const tabParam = params.get('tab');
  const tab: PaymentTab = (PAYMENT_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as PaymentTab)
    : 'all';
  const filters: PaymentListQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.status ? { status: view.filters.status as InvoiceStatus } : {}),
    ...(view.filters.type ? { type: view.filters.type as InvoiceType } : {}),
    ...(view.filters.propertyId ? { propertyId: view.filters.propertyId } : {}),
  };
  const list = usePayments({
    ...filters,
    ...(tab !== 'all' ? { tab } : {}),
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
    ...(view.sort ? { sort: view.sort as PaymentSort, order: view.order ?? 'asc' } : {}),
  });
  const summary = usePaymentSummary(filters);
  const filtered = !!(view.q || view.filters.status || view.filters.type || view.filters.propertyId || tab !== 'all');
  const table = useServerTable(list, view.page, show, filtered);
  const money = (amount: number) => formatCurrency(amount, lang);
  const n = (value: number) => formatNumber(value, lang);
  const openInvoice = (id: string | undefined) => show({ filters: { invoice: id }, page: view.page });

  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('tab');
        else copy.set('tab', next);
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );

  const failed = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    const known = (Object.values(PAYMENT_ERROR_CODES) as string[]).includes(code);
    // An invoice that takes no cancel or edit says why (paid, cancelled, or with payments to refund first).
    const reason = error instanceof ApiError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
    toast.error(
      t('toast.error'),
      reason
        ? t(`payments.errors.reason.${reason}`)
        : known
          ? t(`payments.errors.${code}`, { amount: '' })
          : refusalText(error, t('toast.saveFailed')),
    );
  };

  const askMarkPaid = (invoice: PaymentInvoice) =>
    modal.confirm({
      title: t('payments.actions.markPaid'),
      content: t('payments.confirmMarkPaid', { amount: money(invoice.outstandingAmount) }),
      okText: t('payments.confirmMarkPaidOk'),
      cancelText: t('actions.cancel'),
      okButtonProps: { 'data-testid': 'confirm-mark-paid' },
      onOk: () =>
        markPaid
          .mutateAsync({
            invoiceId: invoice.id,
            input: { method: invoice.paymentMethod ?? 'bank_transfer', paidOn: todayInRiyadh() },
          })
          .then(() => toast.success(t('payments.toast.paid'), invoice.invoiceNumber))
          .catch(failed),
    });

  const sendReminder = (invoice: PaymentInvoice) =>
    remind
      .mutateAsync(invoice.id)
      .then((result) =>
        toast.success(
          result.sentTo ? t('payments.toast.reminded', { email: result.sentTo }) : t('payments.toast.remindedInApp'),
          invoice.invoiceNumber,
        ),
      )
      .catch(failed);

  const askCancel = (invoice: PaymentInvoice) =>
    confirmDelete({
      question: t('payments.confirmCancel'),
      detail: invoice.invoiceNumber,
      onConfirm: () =>
        cancel
          .mutateAsync(invoice.id)
          .then(() => toast.success(t('payments.toast.cancelled'), invoice.invoiceNumber))
          .catch(failed),
    });

  const receipt = (invoice: PaymentInvoice) =>
    downloadReceipt(invoice.latestPaymentId!, invoice.latestReceiptNumber ?? invoice.invoiceNumber, lang).catch(() =>
      toast.error(t('payments.toast.receiptFailed')),
    );

  const open = (invoice: PaymentInvoice) => invoice.status === 'pending' || invoice.status === 'overdue';

  return (
    <div className="page estate-page" data-testid="payments-page">
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="payments-import">
              {t('payments.import')}
            </Button>
            <ExportButtons
              path={PAYMENTS_API.payments}
              query={{ ...filters, ...(tab !== 'all' ? { tab } : {}) }}
              fileName={PAYMENTS_EXPORT_FILE}
            />
            {canWrite ? (
              <Button type="primary" onClick={() => setPicking(true)} data-testid="payments-record">
                {t('payments.actions.record')}
              </Button>
            ) : null}
          </>
        }
      />
      <SummaryCards
        loading={summary.isPending}
        cards={[
          { key: 'total', label: t('payments.summary.total'), value: n(summary.data?.totalCount ?? 0) },
          { key: 'paid', label: t('payments.summary.paid'), value: money(summary.data?.paidAmount ?? 0) },
          {
            key: 'overdue',
            label: t('payments.summary.overdue'),
            value: money(summary.data?.overdueAmount ?? 0),
            tone: summary.data?.overdueAmount ? 'danger' : undefined,
          },
          { key: 'pending', label: t('payments.summary.pending'), value: money(summary.data?.pendingAmount ?? 0) },
        ]}
      />
      <Tabs
        activeKey={tab}
        onChange={chooseTab}
        items={PAYMENT_TABS.map((key) => ({ key, label: t(`payments.tabs.${key}`) }))}
        data-testid="payments-tabs"
      />
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('payments.searchPlaceholder')}
          label={t('actions.search')}
          testId="payments-search"
        />
        <FilterSelect
          label={t('filters.status')}
          value={view.filters.status}
          onChange={(status) => show({ filters: { status } })}
          allLabel={t('filters.allStatuses')}
          values={INVOICE_STATUSES}
          labelOf={(status) => t(`enums.invoiceStatus.${status}`)}
          testId="payments-status"
        />
        <FilterSelect
          label={t('payments.filters.type')}
          value={view.filters.type}
          onChange={(type) => show({ filters: { type } })}
          allLabel={t('payments.filters.allTypes')}
          values={INVOICE_TYPES}
          labelOf={(type) => t(`enums.invoiceType.${type}`)}
          testId="payments-type"
        />
        <OptionSelect
          value={view.filters.propertyId}
          onChange={(propertyId) => show({ filters: { propertyId } })}
          optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
          placeholder={t('filters.allProperties')}
          allowClear
          className="estate-filter"
          testId="payments-property"
        />
      </div>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Table<PaymentInvoice>
        rowKey="id"
        scroll={{ x: 1300 }}
        data-testid="payments-table"
        {...table}
        onRow={(invoice) => ({ 'data-invoice': invoice.invoiceNumber, 'data-status': invoice.status }) as object}
        columns={[
          {
            ...serverSort('invoiceNumber', view),
            title: t('payments.columns.invoice'),
            render: (_v, invoice) => (
              <div className="estate-cell">
                <Ltr className="estate-strong">{invoice.invoiceNumber}</Ltr>
                <span className="estate-muted">{t(`enums.invoiceType.${invoice.type}`)}</span>
              </div>
            ),
          },
          {
            key: 'contract',
            title: t('payments.columns.contract'),
            render: (_v, invoice) => (
              <div className="estate-cell">
                <Ltr>{invoice.contractNumber}</Ltr>
                <span className="estate-muted">
                  {localizedText(invoice.propertyTitle, invoice.propertyTitleEn, lang).text} ·{' '}
                  {t('payments.unit', { unit: invoice.unitNumber })}
                </span>
              </div>
            ),
          },
          {
            key: 'tenant',
            title: t('payments.columns.tenant'),
            render: (_v, invoice) => <bdi>{localizedText(invoice.tenantName, invoice.tenantNameEn, lang).text}</bdi>,
          },
          {
            ...serverSort('amount', view),
            title: t('payments.columns.amount'),
            width: 170,
            render: (_v, invoice) => (
              <div className="estate-cell" data-testid="payment-amounts">
                <span className="estate-strong estate-nowrap">{money(invoice.totalAmount)}</span>
                {invoice.paidAmount > 0 && invoice.status !== 'paid' ? (
                  <span className="estate-muted estate-nowrap">
                    {t('payments.paidSoFar', { amount: money(invoice.paidAmount) })}
                  </span>
                ) : null}
                {invoice.lateFee > 0 ? (
                  <span className="payments-late-fee estate-nowrap" data-testid="late-fee">
                    {t('payments.lateFee', { amount: money(invoice.lateFee) })}
                  </span>
                ) : null}
              </div>
            ),
          },
          {
            ...serverSort('dueDate', view),
            title: t('payments.columns.dueDate'),
            width: 160,
            render: (_v, invoice) => (
              <div className="estate-cell">
                <span className="estate-nowrap">{formatDate(invoice.dueDate, lang, 'short')}</span>
                {invoice.paidDate ? (
                  <span className="estate-muted">
                    {t('payments.paidOn', { date: formatDate(invoice.paidDate, lang, 'short') })}
                  </span>
                ) : null}
                {invoice.daysOverdue > 0 ? (
                  <span className="estate-danger">
                    {t('payments.daysOverdue', { count: invoice.daysOverdue, n: n(invoice.daysOverdue) })}
                  </span>
                ) : null}
              </div>
            ),
          },
          {
            key: 'method',
            title: t('payments.columns.method'),
            width: 130,
            render: (_v, invoice) => (invoice.paymentMethod ? t(`enums.paymentMethod.${invoice.paymentMethod}`) : '—'),
          },
          {
            key: 'status',
            title: t('payments.columns.status'),
            width: 110,
            render: (_v, invoice) => <InvoiceStatusBadge status={invoice.status} />,
          },
          {
            key: 'actions',
            title: t('actions.label'),
            width: 190,
            render: (_v, invoice) => (
              <div className="estate-actions">
                <Tooltip title={t('payments.actions.view')}>
                  <Button
                    type="text"
                    icon={<EyeOutlined />}
                    aria-label={t('payments.actions.view')}
                    onClick={() => openInvoice(invoice.id)}
                    data-testid="invoice-view"
                  />
                </Tooltip>
                {invoice.latestPaymentId ? (
                  <Tooltip title={t('payments.actions.receipt')}>
                    <Button
                      type="text"
                      icon={<FilePdfOutlined />}
                      aria-label={t('payments.actions.receipt')}
                      onClick={() => void receipt(invoice)}
                      data-testid="invoice-receipt"
                    />
                  </Tooltip>
                ) : null}
                {canWrite && open(invoice) ? (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => setRecording(invoice)}
                      data-testid="invoice-record"
                    >
                      {t('payments.actions.record')}
                    </Button>
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: [
                          {
                            key: 'markPaid',
                            label: t('payments.actions.markPaid'),
                            onClick: () => askMarkPaid(invoice),
                          },
                          {
                            key: 'remind',
                            icon: <MailOutlined />,
                            label: t('payments.actions.remind'),
                            onClick: () => void sendReminder(invoice),
                          },
                          ...(invoice.paymentCount === 0
                            ? [
                                {
                                  key: 'edit',
                                  icon: <EditOutlined />,
                                  label: t('payments.actions.edit'),
                                  onClick: () => setEditing(invoice),
                                },
                                {
                                  key: 'cancel',
                                  danger: true,
                                  icon: <DeleteOutlined />,
                                  label: t('payments.actions.cancel'),
                                  onClick: () => askCancel(invoice),
                                },
                              ]
                            : []),
                        ],
                      }}
                    >
                      <Button size="small" data-testid="invoice-more" aria-label={t('actions.label')}>
                        …
                      </Button>
                    </Dropdown>
                  </>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {view.filters.invoice ? (
        <InvoiceDrawer
          key={view.filters.invoice}
          invoiceId={view.filters.invoice}
          canWrite={canWrite}
          onOpenInvoice={(id) => openInvoice(id)}
          onClose={() => openInvoice(undefined)}
        />
      ) : null}
      {recording ? <RecordPaymentModal invoice={recording} onClose={() => setRecording(null)} /> : null}
      {picking ? (
        <InvoicePickerModal
          onPick={(invoice) => {
            setPicking(false);
            setRecording(invoice);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
      {editing ? <InvoiceEditModal invoice={editing} onClose={() => setEditing(null)} /> : null}
      {importing ? (
        <ImportDialog entity="payments" title={t('payments.importTitle')} onClose={() => setImporting(false)} />
      ) : null}
    </div>
  );
}
