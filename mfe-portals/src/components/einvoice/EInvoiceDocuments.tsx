import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EInvoiceBrief, Language } from '@estate/contracts';
import { formatCurrency, formatDateWithHijri, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { FilePdfOutlined } from '@estate/platform/ui-extra';
import { EInvoiceQr } from './EInvoiceQr.js';
import './einvoice.css';

/** Downloads one e-invoice document (a tax invoice or one of its notes) as its PDF in the page's language. */
export type EInvoicePdfDownload = (document: EInvoiceBrief, lang: Language) => Promise<unknown>;

/** A document's PDF button: busy while the file is made and fetched, a toast when it cannot be had. */
function EInvoicePdfButton({
  document,
  download,
  testId,
}: {
  document: EInvoiceBrief;
  download: EInvoicePdfDownload;
  testId: string;
}) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await download(document, lang);
    } catch {
      toast.error(t('einvoice.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={busy}
      className="portal-einvoice-pdf"
      aria-label={t(`einvoice.pdfOf.${document.kind}`, { number: document.number })}
      data-testid={testId}
      onClick={() => void save()}
    >
      {t('einvoice.pdf')}
    </Button>
  );
}

/** A credit or debit note: its kind, number and state with its QR, what it credits or adds with its VAT, when it was issued, and its PDF. */
function EInvoiceNote({ note, download }: { note: EInvoiceBrief; download: EInvoicePdfDownload }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const money = (value: number) => formatCurrency(value, lang, { halalas: true });
  return (
    <li
      className="portal-einvoice-note"
      data-testid="portal-einvoice-note"
      data-einvoice={note.number}
      data-kind={note.kind}
    >
      <EInvoiceQr einvoice={note} />
      <dl className="portal-einvoice-figures">
        <div>
          <dt>{t('einvoice.totalWithVat')}</dt>
          <dd data-testid="portal-einvoice-note-total">{money(note.totalWithVat)}</dd>
        </div>
        <div>
          <dt>{t('einvoice.vat')}</dt>
          <dd data-testid="portal-einvoice-note-vat">{money(note.vatTotal)}</dd>
        </div>
        <div>
          <dt>{t('einvoice.issuedAt')}</dt>
          <dd data-testid="portal-einvoice-note-issued">{formatDateWithHijri(note.issuedAt, lang)}</dd>
        </div>
      </dl>
      <EInvoicePdfButton document={note} download={download} testId="portal-einvoice-note-pdf" />
    </li>
  );
}

/**
 * An invoice's e-invoice documents in a portal: its tax invoice (number, state, QR and PDF), then the credit and
 * debit notes issued against it, in issue order, each with its own QR and PDF.
 */
export function EInvoiceDocuments({
  einvoice,
  download,
  pdfTestId = 'portal-einvoice-pdf',
}: {
  einvoice: EInvoiceBrief;
  download: EInvoicePdfDownload;
  /** The tax invoice's PDF button's test id. */
  pdfTestId?: string;
}) {
  const { t } = useTranslation('portals');
  const notesTitle = useId();
  return (
    <div className="portal-einvoice-documents" data-testid="portal-einvoice-documents">
      <div className="portal-einvoice-main">
        <EInvoiceQr einvoice={einvoice} />
        <EInvoicePdfButton document={einvoice} download={download} testId={pdfTestId} />
      </div>
      {einvoice.notes.length ? (
        <section className="portal-einvoice-notes" aria-labelledby={notesTitle}>
          <p id={notesTitle} className="portal-einvoice-notes-title">
            {t('einvoice.notes')}
          </p>
          <ul>
            {einvoice.notes.map((note) => (
              <EInvoiceNote key={note.id} note={note} download={download} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
