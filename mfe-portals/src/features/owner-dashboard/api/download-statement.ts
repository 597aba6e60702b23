import type { Language, OwnerStatementQuery } from '@estate/contracts';
import { downloadFile } from '@estate/platform';
import { OWNER_API } from './owner-keys.js';

/** The statement's file name when the server names none: `owner-statement-2025-03-ar.pdf`, `owner-statement-2025-en.pdf`. */
export const statementFileName = ({ year, month }: OwnerStatementQuery, lang: Language) =>
  `owner-statement-${year}${month ? `-${String(month).padStart(2, '0')}` : ''}-${lang}.pdf`;

/** Downloads the owner's statement PDF for a month or a whole year, in the page's language. */
export const downloadStatement = (query: OwnerStatementQuery, lang: Language) =>
  downloadFile(OWNER_API.statement, { year: query.year, month: query.month, lang }, statementFileName(query, lang));
