import {
  ESTATE_EXPORT_FORMATS,
  LANGUAGES,
  LEDGER_ACCOUNTS,
  type Language,
  type LedgerAccountCode,
} from '@estate/contracts';
import { LimitField, PageField } from '../../../common/pagination/page-fields.js';
import { Choice, OptionalChoice, OptionalDateField } from '../../shared/estate-fields.js';

const CODES = LEDGER_ACCOUNTS.map((account) => account.code);

/** The formats a ledger report answers: JSON when left out, or an XLSX workbook. */
const REPORT_FORMATS = ESTATE_EXPORT_FORMATS.filter((format) => format === 'xlsx');

/** `?format=xlsx&lang=ar|en`: the report as a workbook, headers in the language (Arabic right to left). */
export class LedgerReportFileDto {
  @OptionalChoice(REPORT_FORMATS)
  format?: 'xlsx';

  @OptionalChoice(LANGUAGES)
  lang?: Language;
}

/** /accounts/{code}/lines: an account of the chart (400 VALIDATION_FAILED otherwise). */
export class LedgerAccountParamDto {
  @Choice(CODES)
  code!: LedgerAccountCode;
}

/** GET /api/estate/ledger/accounts/{code}/lines: ?from (from the first line when left out), ?to (today), ?page, ?limit. */
export class AccountLedgerQueryDto extends LedgerReportFileDto {
  @OptionalDateField()
  from?: string;

  @OptionalDateField()
  to?: string;

  @PageField()
  page: number = 1;

  @LimitField(50)
  limit: number = 50;
}

/** GET /deposits, /owner-balances and /trial-balance/export: ?asOf (today in Riyadh when left out). */
export class LedgerAsOfReportDto extends LedgerReportFileDto {
  @OptionalDateField()
  asOf?: string;
}

/** GET /api/estate/ledger/vat: ?from (1 January of the year of `to` when left out), ?to (today). */
export class VatReportQueryDto extends LedgerReportFileDto {
  @OptionalDateField()
  from?: string;

  @OptionalDateField()
  to?: string;
}
