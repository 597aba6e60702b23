import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  CHECKOUT_ERROR_CODES,
  type EjarPaymentWay,
  OFFICE_PAYMENT_METHODS,
  type PaymentMethod,
  TENANT_INVOICE_STATES,
  type TenantInvoice,
  type TenantInvoiceState,
} from '@estate/contracts';
import { ApiError, formatCurrency, formatDateWithHijri, formatNumber, useLang } from '@estate/platform';
import { Button, LoadError, Ltr, Spin, useToast } from '@estate/platform/ui';
import { Alert, DownloadOutlined, Segmented, Tag } from '@estate/platform/ui-extra';
import { receiptHref } from '../api/document-links.js';
import { EInvoiceDocuments } from '../../../components/einvoice/EInvoiceDocuments.js';
import { downloadTenantEInvoice } from '../api/download-einvoice.js';
import { useTenantInvoices } from '../api/get-tenant-invoices.js';
import { useStartCheckout } from '../api/start-checkout.js';
import { EmptyState, InvoiceStateTag, Pager } from './TenantBits.js';

const PAGE_SIZE = 10;
type Filter = TenantInvoiceState | 'all';
const FILTERS: readonly Filter[] = ['all', ...TENANT_INVOICE_STATES.filter((state) => state !== 'cancelled')];

/** Where the answer of a checkout sends the tenant: a page of ours through the router, a provider's page directly. */
const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * How to pay an invoice through Ejar (residential rent counts as paid only there): the lease's Ejar number, SADAD with
 * Ejar's biller code, or mada in the Ejar app.
 */
function EjarWay({ way }: { way: EjarPaymentWay }) {
  const { t } = useTranslation('portals');
  return (
    <Alert
      type="info"
      showIcon
      className="tenant-ejar-way"
      data-testid="tenant-ejar-way"
      title={t('tenant.payments.ejar.title')}
      description={
        <ul className="tenant-ejar-steps">
          <li data-testid="tenant-ejar-number">
            {way.ejarContractNumber
              ? t('tenant.payments.ejar.contractNumber', { number: '' })
              : t('tenant.payments.ejar.noContractNumber')}
            {way.ejarContractNumber ? (
              <Ltr>
                <bdi>{way.ejarContractNumber}</bdi>
              </Ltr>
            ) : null}
          </li>
          <li data-testid="tenant-ejar-sadad">
            {t('tenant.payments.ejar.sadad', { biller: '' })}
            <Ltr>
              <bdi>{way.sadadBiller}</bdi>
            </Ltr>
          </li>
          <li>{t('tenant.payments.ejar.mada')}</li>
        </ul>
      }
    />
  );
}

function InvoiceRow({ invoice, paying, onPay }: { invoice: TenantInvoice; paying: boolean; onPay: () => void }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const overdue = invoice.state === 'overdue';
  return (
    <li
      className={`tenant-row tenant-invoice tenant-invoice-${invoice.state}`}
      data-testid="tenant-invoice"
      data-invoice-number={invoice.invoiceNumber}
      data-state={invoice.state}
    >
      <div className="tenant-row-main">
        <div className="tenant-row-head">
          <strong className="tenant-row-title">
            <bdi>{t('tenant.payments.invoice', { number: invoice.invoiceNumber })}</bdi>
          </strong>
          <InvoiceStateTag state={invoice.state} />
        </div>
        <span className="muted">
          {t(`tenant.invoiceTypes.${invoice.type}`)} ·{' '}
          {invoice.periodStart && invoice.periodEnd
            ? `${t('tenant.payments.period', {
                from: formatDateWithHijri(invoice.periodStart, lang, 'short'),
                to: formatDateWithHijri(invoice.periodEnd, lang, 'short'),
              })} · `
            : ''}
          {invoice.state === 'paid' && invoice.paidDate
            ? t('tenant.payments.paidOn', { date: formatDateWithHijri(invoice.paidDate, lang) })
            : t('tenant.payments.due', { date: formatDateWithHijri(invoice.dueDate, lang) })}
        </span>
        <dl className="tenant-amounts">
          <div>
            <dt>{t('tenant.payments.total')}</dt>
            <dd>{formatCurrency(invoice.totalAmount, lang, { halalas: true })}</dd>
          </div>
          {invoice.paidAmount > 0 ? (
            <div>
              <dt>{t('tenant.payments.paid')}</dt>
              <dd>{formatCurrency(invoice.paidAmount, lang, { halalas: true })}</dd>
            </div>
          ) : null}
          {invoice.outstandingAmount > 0 ? (
            <div>
              <dt>{t('tenant.payments.outstanding')}</dt>
              <dd>{formatCurrency(invoice.outstandingAmount, lang, { halalas: true })}</dd>
            </div>
          ) : null}
          {overdue && invoice.lateFee > 0 ? (
            <div className="tenant-danger" data-testid="invoice-late-fee">
              <dt>{t('tenant.payments.lateFee')}</dt>
              <dd>{formatCurrency(invoice.lateFee, lang, { halalas: true })}</dd>
            </div>
          ) : null}
          {overdue ? (
            <div className="tenant-danger">
              <dt>{t('tenant.payments.toPay')}</dt>
              <dd>
                <strong>{formatCurrency(invoice.outstandingAmount + invoice.lateFee, lang, { halalas: true })}</strong>
              </dd>
            </div>
          ) : null}
        </dl>
        {overdue && invoice.daysOverdue > 0 ? (
          <span className="tenant-danger">
            {t('tenant.payments.daysOverdue', {
              count: invoice.daysOverdue,
              n: formatNumber(invoice.daysOverdue, lang),
            })}
          </span>
        ) : null}
        {invoice.einvoice ? (
          <EInvoiceDocuments
            einvoice={invoice.einvoice}
            download={downloadTenantEInvoice}
            pdfTestId="tenant-einvoice-pdf"
          />
        ) : null}
        {invoice.payments.length ? (
          <ul className="tenant-receipts" aria-label={t('tenant.payments.payments')}>
            {invoice.payments.map((payment) => (
              <li key={payment.id} data-testid="tenant-payment" data-receipt={payment.receiptNumber}>
                <span>
                  {payment.kind === 'refund' ? `${t('tenant.payments.refund')} · ` : ''}
                  {formatCurrency(payment.amount, lang, { halalas: true })} ·{' '}
                  {formatDateWithHijri(payment.paidOn, lang)} ·{' '}
                  {t(`tenant.methods.${payment.method}`, { defaultValue: payment.method })}
                  {payment.test ? (
                    <Tag color="red" className="tenant-test-payment" data-testid="tenant-test-payment">
                      {t('tenant.payments.test')}
                    </Tag>
                  ) : null}
                </span>
                <Button
                  href={receiptHref(payment.id, lang)}
                  download
                  icon={<DownloadOutlined />}
                  className="tenant-tap"
                  aria-label={t('tenant.payments.downloadReceipt', { number: payment.receiptNumber })}
                  data-testid="tenant-receipt"
                >
                  <Ltr>{payment.receiptNumber}</Ltr>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {invoice.ejarPayment && invoice.state !== 'paid' && invoice.state !== 'cancelled' ? (
        <EjarWay way={invoice.ejarPayment} />
      ) : null}
      {invoice.payable ? (
        <Button
          type="primary"
          className="tenant-tap tenant-pay"
          loading={paying}
          onClick={onPay}
          data-testid="tenant-pay-now"
        >
          {t('tenant.payments.payNow')}
        </Button>
      ) : null}
    </li>
  );
}

/** The tenant's invoices: overdue with the late fee, upcoming, paid with their receipts; pay-now on those payable. */
export function PaymentsTab() {
  const { t } = useTranslation('portals');
  const toast = useToast();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useTenantInvoices({ page, limit: PAGE_SIZE, ...(filter === 'all' ? {} : { state: filter }) });
  const checkout = useStartCheckout();
  // No card payments configured: how else to pay, as the server names the office's methods.
  const [officeMethods, setOfficeMethods] = useState<PaymentMethod[] | null>(null);

  const pay = (invoice: TenantInvoice) =>
    checkout.mutate(invoice.id, {
      onSuccess: ({ redirectUrl }) => {
        if (isOwnPath(redirectUrl)) navigate(redirectUrl);
        else window.location.assign(redirectUrl);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === CHECKOUT_ERROR_CODES.providerNotConfigured) {
          const named = (error.details as { methods?: PaymentMethod[] } | undefined)?.methods;
          setOfficeMethods(named?.length ? named : [...OFFICE_PAYMENT_METHODS]);
          return;
        }
        const notPayable = error instanceof ApiError && error.code === CHECKOUT_ERROR_CODES.notPayable;
        toast.error(
          t('tenant.payments.payErrorTitle'),
          t(notPayable ? 'tenant.payments.notPayable' : 'tenant.payments.payError'),
        );
        if (notPayable) void list.refetch();
      },
    });

  return (
    <div className="tenant-payments" data-testid="tenant-payments">
      {officeMethods ? (
        <Alert
          type="info"
          showIcon
          role="status"
          className="tenant-office-payment"
          data-testid="tenant-office-payment"
          title={t('tenant.payments.officeTitle')}
          description={t('tenant.payments.officeText', {
            methods: officeMethods
              .map((method) => t(`tenant.payments.officeMethods.${method}`, { defaultValue: method }))
              .join(t('tenant.payments.officeJoin')),
          })}
        />
      ) : null}
      <div className="tenant-filter" role="group" aria-label={t('tenant.payments.filterLabel')}>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('tenant.payments.all') : t(`tenant.states.${value}`),
          }))}
        />
      </div>
      {list.isPending ? (
        <Spin className="tenant-spin" />
      ) : list.isError ? (
        <LoadError message={t('tenant.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          testId="tenant-invoices-empty"
          title={t('tenant.payments.empty')}
          text={t('tenant.payments.emptyText')}
        />
      ) : (
        <>
          <ul className="tenant-list" aria-busy={list.isFetching}>
            {list.data.items.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                paying={checkout.isPending && checkout.variables === invoice.id}
                onPay={() => pay(invoice)}
              />
            ))}
          </ul>
          <Pager page={page} total={list.data.total} limit={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </div>
  );
}
