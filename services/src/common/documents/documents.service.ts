import { Injectable } from '@nestjs/common';
import { type FontFile, loadDocumentFonts } from './document-fonts.js';
import { type DocumentOptions, PdfDocument } from './pdf-document.js';

/**
 * Generated documents (brochures, contracts, receipts, owner statements and reports): PDFs in Arabic (right to left,
 * shaped, with a text layer that reads back the letters drawn) or English, built from headings, paragraphs,
 * key-value tables and footers.
 *
 *     const pdf = await documents.create({ direction: 'rtl', lang: 'ar', title }).heading(title).paragraph(text).end();
 */
@Injectable()
export class DocumentsService {
  private fonts: FontFile[] | null = null;

  create(options: DocumentOptions): PdfDocument {
    this.fonts ??= loadDocumentFonts();
    return new PdfDocument(this.fonts, options);
  }
}
