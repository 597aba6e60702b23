import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type EInvoiceDetail, type EInvoiceRow, type EInvoiceState, withHijriDate } from '@estate/contracts';
import { formatCurrency, formatDateTime, formatInteger, formatNumber, formatPercent, useLang } from '@estate/platform';
import { Button, LoadError, Ltr, ReloadOutlined, Spin, useToast } from '@estate/platform/ui';
import { Descriptions, Drawer, DownloadOutlined, FilePdfOutlined, QRCode } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useRowAction } from '../../../components/list-page/index.js';
import { useEInvoice } from '../api/get-einvoice.js';
import { downloadEInvoicePdf, downloadEInvoiceXml, useRetryEInvoice } from '../api/einvoice-writes.js';
import { EInvoiceStateTag } from './EInvoiceStateTag.js';

/** The states a document may be sent again from. */
const RETRYABLE_STATES: readonly EInvoiceState[] = ['rejected', 'failed'];

/** A rejected or failed document is sent again; one that could not be issued (it says why) is issued again. */
export const canRetry = (row: Pick<EInvoiceRow, 'state' | 'number' | 'stateReason'>) =>
  row.number === null ? row.stateReason !== null : RETRYABLE_STATES.includes(row.state);

/** The toast after a document was sent again: the state the gateway's answer left it in. */
export const retriedText = (t: TFunction<'estate'>, result: EInvoiceDetail) =>
  result.number === null ? t('einvoices.toast.retried.queued') : t(`einvoices.toast.retried.${result.state}`);

/**
 * One e-invoice (`?einvoice=<id>`): its QR code, state and reason, numbers, UUID, counter, hash and the previous
 * document's hash, buyer and amounts, its lines, its stored XML and its PDF (Arabic or English), and a retry for a
 * rejected or failed one, or one that could not be issued.
 */
export function EInvoiceDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const einvoice = useEInvoice(id);
  const retry = useRetryEInvoice();
  const act = useRowAction();
  const [downloading, setDownloading] = useState<'xml' | 'pdf' | null>(null);
  const data = einvoice.data;
  const download = (kind: 'xml' | 'pdf', number: string) => {
    setDownloading(kind);
    (kind === 'xml' ? downloadEInvoiceXml(id, number) : downloadEInvoicePdf(id, number, lang))
      .catch(() => toast.error(t('einvoices.toast.downloadFailed')))
      .finally(() => setDownloading(null));
  };
  const sendAgain = (detail: EInvoiceDetail) =>
    act({
      run: () => retry.mutateAsync(detail.id),
      success: (result) => retriedText(t, result as EInvoiceDetail),
      detail: detail.number ?? undefined,
    });

  return (
    <Drawer
      open
      size={680}
      title={data?.number ? t('einvoices.detail.title', { number: data.number }) : t('einvoices.actions.view')}
      onClose={onClose}
      destroyOnHidden
      data-testid="einvoice-drawer"
      extra={
        data?.number ? (
          <div className="estate-actions">
            <Button
              icon={<DownloadOutlined />}
              loading={downloading === 'xml'}
              onClick={() => download('xml', data.number!)}
              data-testid="einvoice-xml"
            >
              {t('einvoices.actions.xml')}
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              loading={downloading === 'pdf'}
              onClick={() => download('pdf', data.number!)}
              data-testid="einvoice-pdf"
            >
              {t('einvoices.actions.pdf')}
            </Button>
          </div>
        ) : null
      }
    >
      {einvoice.isError ? <LoadError onRetry={() => void einvoice.refetch()} /> : null}
      <Spin spinning={einvoice.isFetching}>
        {data ? (
          <>
            <div className="einvoice-head">
              {data.qr ? (
                <figure className="einvoice-qr" data-testid="einvoice-qr" data-qr={data.qr}>
                  <QRCode value={data.qr} type="svg" size={176} errorLevel="M" bordered={false} />
                  <figcaption className="estate-muted">{t('einvoices.detail.qrCaption')}</figcaption>
                </figure>
              ) : null}
              <div className="einvoice-head-state">
                <EInvoiceStateTag state={data.state} reason={data.stateReason} />
                {canRetry(data) ? (
                  <Button
                    icon={<ReloadOutlined />}
                    loading={retry.isPending}
                    onClick={() => sendAgain(data)}
                    data-testid="einvoice-retry"
                  >
                    {t('einvoices.actions.retry')}
                  </Button>
                ) : null}
                {data.nextAttemptAt ? (
                  <span className="estate-muted">
                    {t('einvoices.detail.nextAttempt', { time: formatDateTime(data.nextAttemptAt, lang) })}
                  </span>
                ) : null}
              </div>
            </div>
            <Detail einvoice={data} />
            <Lines einvoice={data} />
          </>
        ) : (
          <div className="estate-empty-space" />
        )}
      </Spin>
    </Drawer>
  );
}

/** A hash or UUID: left to right, broken anywhere so it wraps in the drawer. */
const Code = ({ value, testId }: { value: string | null; testId?: string }) =>
  value ? (
    <Ltr className="einvoice-code" data-testid={testId}>
      {value}
    </Ltr>
  ) : (
    <>—</>
  );

function Detail({ einvoice }: { einvoice: EInvoiceDetail }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  const row = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      className="estate-section"
      data-testid="einvoice-detail"
      items={[
        row(
          'kind',
          t('einvoices.columns.kind'),
          `${t(`einvoices.kinds.${einvoice.kind}`)} · ${t(`einvoices.subtypes.${einvoice.subtype}`)}`,
        ),
        row('invoice', t('einvoices.detail.invoice'), <Ltr>{einvoice.invoiceNumber}</Ltr>),
        ...(einvoice.creditedNumber
          ? [row('credited', t('einvoices.detail.credited'), <Ltr>{einvoice.creditedNumber}</Ltr>)]
          : []),
        ...(einvoice.reason ? [row('reason', t('einvoices.detail.reason'), einvoice.reason)] : []),
        row(
          'issuedAt',
          t('einvoices.columns.issuedAt'),
          einvoice.issuedAt ? withHijriDate(formatDateTime(einvoice.issuedAt, lang), einvoice.issuedAt, lang) : '—',
        ),
        row('buyer', t('einvoices.columns.buyer'), <bdi>{einvoice.buyerName}</bdi>),
        ...(einvoice.buyerVatNumber
          ? [row('buyerVat', t('einvoices.detail.buyerVat'), <Ltr>{einvoice.buyerVatNumber}</Ltr>)]
          : []),
        row('sellerVat', t('einvoices.detail.sellerVat'), <Ltr>{einvoice.sellerVatNumber}</Ltr>),
        row('total', t('einvoices.columns.totalWithVat'), <strong>{money(einvoice.totalWithVat)}</strong>),
        row('vat', t('einvoices.columns.vat'), money(einvoice.vatTotal)),
        row('uuid', t('einvoices.detail.uuid'), <Code value={einvoice.uuid} testId="einvoice-uuid" />),
        row(
          'icv',
          t('einvoices.detail.icv'),
          einvoice.icv === null ? '—' : <span data-testid="einvoice-icv">{formatInteger(einvoice.icv, lang)}</span>,
        ),
        row('hash', t('einvoices.detail.hash'), <Code value={einvoice.hash} testId="einvoice-hash" />),
        row('previousHash', t('einvoices.detail.previousHash'), <Code value={einvoice.previousHash} />),
        row('attempts', t('einvoices.detail.attempts'), formatNumber(einvoice.attempts, lang)),
      ]}
    />
  );
}

function Lines({ einvoice }: { einvoice: EInvoiceDetail }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  if (!einvoice.lines.length) return null;
  return (
    <section className="estate-section">
      <h3 className="estate-card-title">{t('einvoices.detail.lines')}</h3>
      <Table
        rowKey={(_line) => einvoice.lines.indexOf(_line)}
        size="small"
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 560 }}
        dataSource={einvoice.lines}
        data-testid="einvoice-lines"
        columns={[
          { key: 'name', title: t('einvoices.lines.name'), width: '34%', render: (_v, line) => line.name },
          {
            key: 'net',
            title: t('einvoices.lines.net'),
            render: (_v, line) => money(line.net),
          },
          {
            key: 'rate',
            title: t('einvoices.lines.rate'),
            render: (_v, line) =>
              `${formatPercent(line.vatPercent / 100, lang, 2)} · ${t(`einvoices.categories.${line.vatCategory}`)}`,
          },
          { key: 'vat', title: t('einvoices.lines.vat'), render: (_v, line) => money(line.vat) },
          { key: 'total', title: t('einvoices.lines.total'), render: (_v, line) => money(line.total) },
        ]}
      />
    </section>
  );
}
