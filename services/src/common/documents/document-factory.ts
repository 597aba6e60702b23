import { loadDocumentFonts, type FontFile } from './document-fonts.js';
import { type DocumentOptions, PdfDocument } from './pdf-document.js';

/** What a document's renderer is given to start its PDF. */
export interface DocumentFactory {
  create(options: DocumentOptions): PdfDocument;
}

/**
 * Starts PDFs (brochures, contracts, receipts, owner statements, payout advices and reports): in Arabic (right to
 * left, shaped, with a text layer that reads back the letters drawn) or English, built from headings, paragraphs,
 * key-value tables and footers. The fonts are read once, on the first document.
 *
 *     const pdf = await documentFactory().create({ direction: 'rtl', lang: 'ar', title }).heading(title).end();
 */
export function documentFactory(): DocumentFactory {
  let fonts: FontFile[] | null = null;
  return { create: (options) => new PdfDocument((fonts ??= loadDocumentFonts()), options) };
}
