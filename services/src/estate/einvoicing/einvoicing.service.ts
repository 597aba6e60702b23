import type {
  EInvoiceBrief,
  EInvoiceChainCheck,
  EInvoiceDetail,
  EInvoiceList,
  EInvoiceRow,
  EInvoiceSettings,
  EInvoiceSettingsInput,
  EInvoiceState,
  Language,
  NationalAddress,
} from '@estate/contracts';
import { todayInRiyadh } from '@estate/contracts';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { PeriodicJobs, type PeriodicJob } from '../../common/scheduling/periodic-jobs.service.js';
import { num, strOrNull } from '../shared/estate-sql.js';
import { checkChain } from './chain-check.js';
import {
  CREDIT_REASONS,
  einvoiceLineName,
  issueQueued,
  readSeller,
  reportDue,
  sellerAddressOf,
  sellerIdentity,
} from './einvoice-issuer.js';
import { invoiceManagementFees } from './fee-invoices.js';
import { readCertificate } from './signing-certificate.js';

type Query = Pick<EntityManager, 'query'>;
type Row = Record<string, unknown>;

const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** How long one run signs documents before it leaves the rest to the next (about 8 ms each): 250 ms. */
const ISSUE_BUDGET_MS = 250;

/** What the chain check names as broken, in words the accountant reads. */
const PROBLEM_WORDS: Record<string, string> = {
  'not-readable': 'the stored XML cannot be read',
  hash: "the stored XML's hash differs from the one it was signed with",
  signature: 'the signature does not verify',
  'signed-properties': "the signature's properties were changed",
  certificate: 'the certificate is not the seller’s',
  'previous-hash': "the previous document's hash does not match",
  counter: 'the invoice counter does not follow the one before',
  qr: 'the QR does not match the XML',
};

const ROW_SQL = `
  SELECT e.*, d.invoice_number, c."number" AS credited_number, coalesce(e.buyer_name, d.buyer_name) AS buyer,
         coalesce(e.subtype, CASE WHEN (d.buyer_vat IS NOT NULL OR d.buyer_cr IS NOT NULL)
                                   AND d.buyer_address IS NOT NULL THEN 'standard' ELSE 'simplified' END) AS sub,
         round(e.net_amount * e.vat_percent / 100, 2) AS queued_vat, d.invoice_type, d.unit_number,
         d.period_start::text AS period_start, d.period_end::text AS period_end, d.tenant_id, d.owner_id,
         d.source_id, d.source_kind, d.buyer_address
    FROM estate_einvoices e
    JOIN estate_einvoice_documents d ON d.einvoice_id = e.id
    LEFT JOIN estate_einvoices c ON c.id = e.credited_id`;

function rowOf(row: Row): EInvoiceRow {
  const queuedVat = num(row.queued_vat);
  const vatTotal = row.vat_total === null ? queuedVat : num(row.vat_total);
  const totalWithVat = row.total_with_vat === null ? num(row.net_amount) + queuedVat : num(row.total_with_vat);
  return {
    id: String(row.id),
    number: strOrNull(row.number),
    kind: row.kind as EInvoiceRow['kind'],
    subtype: row.sub as EInvoiceRow['subtype'],
    icv: row.counter === null ? null : num(row.counter),
    invoiceId: String(row.source_id),
    invoiceNumber: String(row.invoice_number),
    creditedNumber: strOrNull(row.credited_number),
    buyerName: String(row.buyer),
    issuedAt: isoOrNull(row.issued_at),
    totalWithVat: Math.round(totalWithVat * 100) / 100,
    vatTotal: Math.round(vatTotal * 100) / 100,
    state: row.state as EInvoiceState,
    stateReason: row.state_code
      ? { code: String(row.state_code), ar: String(row.state_reason_ar), en: String(row.state_reason_en) }
      : null,
    attempts: num(row.attempts),
  };
}

/**
 * E-invoices: the issuer job (every EINVOICE_ISSUE_SECONDS, AppConfig.einvoiceIssueSeconds, in one API process at a time:
 * once a month has ended, invoice its management fees to the owners (fee-invoices.ts); issue what is queued, for
 * at most ISSUE_BUDGET_MS a run, then send what is due to the gateway), the accountant's reads (list, detail, XML,
 * PDF, chain check), sending a rejected or failed document again, the seller's settings, and the brief of an
 * invoice's e-invoice for the portals.
 */
@Injectable()
export class EInvoicingService implements OnApplicationBootstrap {
  private readonly logger = new Logger('EInvoicing');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: PeriodicJobs,
    private readonly documents: DocumentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Every config.einvoiceIssueSeconds (EINVOICE_ISSUE_SECONDS); 0 is off.
    if (this.config.einvoiceIssueSeconds > 0) this.jobs.every(this.config.einvoiceIssueSeconds, this.job());
  }

  private job(): PeriodicJob<{ issued: number; sent: number }> {
    return {
      name: 'einvoice-issue',
      run: async (manager) => {
        // Once a month ends, its management fees are invoiced to the owners (and queued as tax invoices).
        await invoiceManagementFees(manager, todayInRiyadh());
        const issued = await issueQueued(manager, 100, Date.now() + ISSUE_BUDGET_MS);
        const sent = await reportDue(manager);
        if (issued || sent) this.logger.debug(`issued ${issued}, sent ${sent}`);
        return { issued, sent };
      },
    };
  }

  /** One run of the issuer now (unless another process is running it). */
  runOnce() {
    return this.jobs.runOnce(this.job());
  }

  async list(query: {
    page: number;
    pageSize: number;
    state?: string;
    kind?: string;
    q?: string;
    from?: string;
    to?: string;
  }): Promise<EInvoiceList> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (query.state) add((p) => `e.state = ${p}`, query.state);
    if (query.kind) add((p) => `e.kind = ${p}`, query.kind);
    if (query.q?.trim()) {
      add(
        (p) =>
          `(e."number" ILIKE ${p} OR d.invoice_number ILIKE ${p} OR coalesce(e.buyer_name, d.buyer_name) ILIKE ${p})`,
        `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    }
    if (query.from) add((p) => `(e.issued_at AT TIME ZONE 'Asia/Riyadh')::date >= ${p}::date`, query.from);
    if (query.to) add((p) => `(e.issued_at AT TIME ZONE 'Asia/Riyadh')::date <= ${p}::date`, query.to);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM estate_einvoices e
         JOIN estate_einvoice_documents d ON d.einvoice_id = e.id ${filter}`,
      params,
    )) as [{ count: number }];
    const rows = (await this.dataSource.query(
      `${ROW_SQL} ${filter} ORDER BY e.counter DESC NULLS FIRST, e.queue_seq DESC
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    )) as Row[];
    return { items: rows.map(rowOf), total: count, page: query.page, limit: query.pageSize };
  }

  private async row(id: string, db: Query = this.dataSource): Promise<Row> {
    const [row] = (await db.query(`${ROW_SQL} WHERE e.id = $1`, [id])) as Row[];
    if (!row) throw new NotFoundException({ code: 'EINVOICE_NOT_FOUND', message: 'No such e-invoice' });
    return row;
  }

  private async detailOf(row: Row): Promise<EInvoiceDetail> {
    const base = rowOf(row);
    const seller = await readSeller(this.dataSource);
    const percent = num(row.vat_percent);
    const net = Math.round((base.totalWithVat - base.vatTotal) * 100) / 100;
    const reason = CREDIT_REASONS[String(row.reason)];
    return {
      ...base,
      uuid: String(row.uuid),
      hash: strOrNull(row.hash),
      previousHash: strOrNull(row.previous_hash),
      qr: strOrNull(row.qr),
      lines: [
        {
          name: einvoiceLineName(row),
          quantity: 1,
          unitPrice: net,
          net,
          vatPercent: percent,
          vatCategory: percent > 0 ? 'S' : 'Z',
          vat: base.vatTotal,
          total: base.totalWithVat,
        },
      ],
      sellerVatNumber: seller.vat_number,
      buyerVatNumber: strOrNull(row.buyer_vat_number),
      reason: reason ? `${reason.ar} / ${reason.en}` : strOrNull(row.reason),
      nextAttemptAt: row.state === 'failed' ? isoOrNull(row.next_attempt_at) : null,
    };
  }

  async detail(id: string): Promise<EInvoiceDetail> {
    return this.detailOf(await this.row(id));
  }

  /** The stored XML, as stored; 404 while the document is not issued. */
  async xml(id: string): Promise<{ number: string; xml: string }> {
    const row = await this.row(id);
    if (row.xml === null) throw new NotFoundException({ code: 'EINVOICE_NOT_ISSUED', message: 'Not issued yet' });
    return { number: String(row.number), xml: String(row.xml) };
  }

  async pdf(id: string, lang: Language): Promise<{ number: string; bytes: Buffer }> {
    const row = await this.row(id);
    const detail = await this.detailOf(row);
    if (!detail.number) throw new NotFoundException({ code: 'EINVOICE_NOT_ISSUED', message: 'Not issued yet' });
    const seller = await readSeller(this.dataSource);
    // A standard (B2B) document names the buyer's national address (the tenant's or the owner's record: the short
    // address is not in the XML).
    const buyerAddress = detail.subtype === 'standard' ? (row.buyer_address as NationalAddress | null) : null;
    const bytes = await this.documents.render('einvoice', {
      print: {
        einvoice: detail,
        sellerNameAr: seller.legal_name_ar,
        sellerNameEn: seller.legal_name_en,
        sellerAddress: sellerAddressOf(seller),
        buyerAddress: buyerAddress ?? null,
      },
      lang,
    });
    return { number: detail.number, bytes };
  }

  /** A rejected or failed document sent again now. */
  async retry(id: string): Promise<EInvoiceDetail> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.row(id, manager);
      if (!['rejected', 'failed'].includes(String(row.state)) || row.number === null) {
        throw new ConflictException({
          code: 'EINVOICE_NOT_RETRYABLE',
          message: 'Only a rejected or failed e-invoice is sent again',
        });
      }
      await manager.query(
        `UPDATE estate_einvoices SET state = 'pending', next_attempt_at = now(), updated_at = now() WHERE id = $1`,
        [id],
      );
    });
    await this.dataSource.transaction((manager) => reportDue(manager, undefined, id));
    return this.detail(id);
  }

  /**
   * Every stored XML in counter order, checked as a chain from the first document (chain-check.ts): each hash
   * recomputed, each signature verified, each PIH and counter against the one before; the first broken one named.
   */
  async chainCheck(): Promise<EInvoiceChainCheck> {
    const rows = (await this.dataSource.query(
      `SELECT "number", xml FROM estate_einvoices WHERE xml IS NOT NULL ORDER BY counter`,
    )) as Array<{ number: string; xml: string }>;
    const result = checkChain(
      rows.map((row) => row.xml),
      { previousCounter: 0 },
    );
    if (result.ok) return { ok: true, checked: rows.length, firstBroken: null };
    return {
      ok: false,
      checked: rows.length,
      firstBroken: {
        number: rows[result.index]?.number ?? result.documentNumber,
        reason: `${result.problem}: ${PROBLEM_WORDS[result.problem] ?? result.detail}`,
      },
    };
  }

  async settings(): Promise<EInvoiceSettings> {
    const seller = await this.dataSource.transaction(async (manager) => (await sellerIdentity(manager)).seller);
    const certificate = readCertificate(seller.certificate_pem!);
    return {
      legalNameAr: seller.legal_name_ar,
      legalNameEn: seller.legal_name_en,
      vatNumber: seller.vat_number,
      crNumber: seller.cr_number,
      address: sellerAddressOf(seller),
      sandboxMode: seller.sandbox_mode,
      certificate: {
        subject: certificate.x509.subject.split('\n').reverse().join(', '),
        serial: certificate.serialNumber,
        notAfter: new Date(certificate.x509.validTo).toISOString(),
        generated: seller.certificate_generated,
      },
    };
  }

  /** The seller's settings; a new VAT number makes a new key and self-signed certificate at the next need. */
  async saveSettings(input: EInvoiceSettingsInput): Promise<EInvoiceSettings> {
    await this.dataSource.transaction(async (manager) => {
      const current = await readSeller(manager, true);
      const newIdentity = current.vat_number !== input.vatNumber && current.certificate_generated;
      await manager.query(
        `UPDATE estate_einvoice_settings SET legal_name_ar = $1, legal_name_en = $2, vat_number = $3, cr_number = $4,
                building_number = $5, street = $6, district = $7, city = $8, postal_code = $9,
                additional_number = $10, sandbox_mode = $11, short_address = $12, updated_at = now()
                ${newIdentity ? ', private_key_pem = NULL, certificate_pem = NULL' : ''}
          WHERE id = 1`,
        [
          input.legalNameAr.trim(),
          input.legalNameEn.trim(),
          input.vatNumber,
          input.crNumber,
          input.address.buildingNumber,
          input.address.street.trim(),
          input.address.district.trim(),
          input.address.city.trim(),
          input.address.postalCode,
          input.address.additionalNumber,
          input.sandboxMode,
          input.address.shortAddress || null,
        ],
      );
    });
    return this.settings();
  }
}

/** The issued e-invoices of invoices (their tax invoice, not credit notes), for the portals' invoice payloads. */
export async function einvoiceBriefs(db: Query, invoiceIds: readonly string[]): Promise<Map<string, EInvoiceBrief>> {
  if (!invoiceIds.length) return new Map();
  const rows = (await db.query(
    `SELECT invoice_id, "number", qr, state FROM estate_einvoices
      WHERE kind = 'invoice' AND "number" IS NOT NULL AND invoice_id = ANY($1::uuid[])`,
    [invoiceIds],
  )) as Array<{ invoice_id: string; number: string; qr: string; state: EInvoiceState }>;
  return new Map(rows.map((row) => [row.invoice_id, { number: row.number, qr: row.qr, state: row.state }]));
}
