import type {
  EInvoiceBrief,
  EInvoiceCertificateInput,
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
  BadRequestException,
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
  keepCertificate,
  readSeller,
  reportDue,
  sellerAddressOf,
  sellerIdentity,
} from './einvoice-issuer.js';
import { EInvoiceError } from './einvoice-error.js';
import { invoiceManagementFees } from './fee-invoices.js';
import { readIdentity } from './invoice-signing.js';
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
  certificate: 'the certificate is not one the seller signed with',
  'previous-hash': "the previous document's hash does not match",
  counter: 'the invoice counter does not follow the one before',
  qr: 'the QR does not match the XML',
  'stored-hash': 'the hash stored with the document differs from its XML',
  head: "the chain's last hash and counter are not the last document's",
};

const ROW_SQL = `
  SELECT e.*, e.issue_on::text AS issue_on_text, d.invoice_number, c."number" AS credited_number, coalesce(e.buyer_name, d.buyer_name) AS buyer,
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
    issueOn: row.number === null ? String(row.issue_on_text) : null,
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

  async onApplicationBootstrap(): Promise<void> {
    // Every config.einvoiceIssueSeconds (EINVOICE_ISSUE_SECONDS); 0 is off.
    if (this.config.einvoiceIssueSeconds > 0) this.jobs.every(this.config.einvoiceIssueSeconds, this.job());
    // The seller's key and certificate are made at setup (the first start), not when the first document needs them.
    try {
      await this.dataSource.transaction((manager) => sellerIdentity(manager));
    } catch (error) {
      this.logger.warn(`the signing key is made when first needed: ${(error as Error).message}`);
    }
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
      // What waits to be issued now first, then the issued ones, newest first, then those issued later (not due yet).
      `${ROW_SQL} ${filter}
        ORDER BY CASE WHEN e."number" IS NOT NULL THEN 1
                      WHEN e.issue_on <= (now() AT TIME ZONE 'Asia/Riyadh')::date THEN 0 ELSE 2 END,
                 e.counter DESC, e.issue_on, e.queue_seq DESC
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
          vatCategory: percent > 0 ? 'S' : 'E',
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

  /** A rejected or failed document sent again now; one that could not be issued is tried at the next run. */
  async retry(id: string): Promise<EInvoiceDetail> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.row(id, manager);
      if (row.number === null && row.state_code !== null) {
        // Not issued for a reason it gives: issued at the next run, its data as they are now.
        await manager.query(`UPDATE estate_einvoices SET next_attempt_at = now(), updated_at = now() WHERE id = $1`, [
          id,
        ]);
        return;
      }
      if (!['rejected', 'failed'].includes(String(row.state)) || row.number === null) {
        throw new ConflictException({
          code: 'EINVOICE_NOT_RETRYABLE',
          message: 'Only a rejected or failed e-invoice, or one that could not be issued, is sent again',
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
   * recomputed, each signature verified with a certificate the seller signed with (estate_einvoice_certificates),
   * each PIH and counter against the one before, each stored hash against its XML's, and the last against the
   * chain's head; the first broken one named.
   */
  async chainCheck(): Promise<EInvoiceChainCheck> {
    // One snapshot: the documents and the chain's head as of one moment, while the issuer goes on.
    const { rows, certificates, head } = await this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      rows: (await manager.query(
        `SELECT "number", counter, hash, xml FROM estate_einvoices WHERE xml IS NOT NULL ORDER BY counter`,
      )) as Array<{ number: string; counter: number; hash: string; xml: string }>,
      certificates: (await manager.query(`SELECT certificate_pem FROM estate_einvoice_certificates`)) as Array<{
        certificate_pem: string;
      }>,
      head: (
        (await manager.query(`SELECT last_counter, last_hash FROM estate_einvoice_chain WHERE id = 1`)) as Array<{
          last_counter: number;
          last_hash: string;
        }>
      )[0],
    }));
    const broken = (index: number, problem: string) => ({
      ok: false as const,
      checked: rows.length,
      firstBroken: {
        number: rows[index]?.number ?? '',
        reason: `${problem}: ${PROBLEM_WORDS[problem] ?? problem}`,
      },
    });
    const result = checkChain(
      rows.map((row) => row.xml),
      { previousCounter: 0, certificates: certificates.map((row) => readCertificate(row.certificate_pem).base64) },
    );
    if (!result.ok) return broken(result.index, result.problem);
    // The hash each document was stored with is the one its XML gives, and the chain ends where its head says: a
    // last document rewritten and signed again is not the one the next document will name.
    const stored = rows.findIndex((row, index) => row.hash !== result.hashes[index]);
    if (stored >= 0) return broken(stored, 'stored-hash');
    if (head && (head.last_counter !== result.lastCounter || head.last_hash !== result.lastHash)) {
      return broken(rows.length - 1, 'head');
    }
    return { ok: true, checked: rows.length, firstBroken: null };
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

  /**
   * The certificate ZATCA issued and its key, in place of the generated ones: read and checked (readIdentity), not
   * expired; listed with the seller's certificates for the chain check. 400 INVALID_CERTIFICATE saying why otherwise.
   */
  async saveCertificate(input: EInvoiceCertificateInput): Promise<EInvoiceSettings> {
    const identity = { certificatePem: input.certificatePem.trim(), privateKeyPem: input.privateKeyPem.trim() };
    try {
      const { certificate } = readIdentity(identity);
      if (Date.parse(certificate.x509.validTo) <= Date.now()) {
        throw new EInvoiceError('INVALID_CERTIFICATE', `the certificate expired on ${certificate.x509.validTo}`);
      }
      // Stored as PEM whichever way it was given.
      identity.certificatePem = certificate.x509.toString();
    } catch (error) {
      if (!(error instanceof EInvoiceError)) throw error;
      throw new BadRequestException({ code: 'INVALID_CERTIFICATE', message: error.message });
    }
    await this.dataSource.transaction(async (manager) => {
      await readSeller(manager, true);
      await manager.query(
        `UPDATE estate_einvoice_settings SET private_key_pem = $1, certificate_pem = $2, certificate_generated = false,
                updated_at = now() WHERE id = 1`,
        [identity.privateKeyPem, identity.certificatePem],
      );
      await keepCertificate(manager, identity.certificatePem, false);
    });
    return this.settings();
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

/**
 * The issued e-invoices of tenants' invoices (`source` tenant) or of fee invoices (`source` fee): per invoice, its tax
 * invoice with its issued credit and debit notes, for the portals' payloads.
 */
export async function einvoiceBriefs(
  db: Query,
  invoiceIds: readonly string[],
  source: 'tenant' | 'fee' = 'tenant',
): Promise<Map<string, EInvoiceBrief>> {
  if (!invoiceIds.length) return new Map();
  const column = source === 'tenant' ? 'invoice_id' : 'fee_invoice_id';
  const rows = (await db.query(
    `SELECT ${column} AS source_id, id, kind, "number", qr, state, issued_at, total_with_vat, vat_total, credited_id
       FROM estate_einvoices
      WHERE "number" IS NOT NULL AND ${column} = ANY($1::uuid[])
      ORDER BY counter`,
    [invoiceIds],
  )) as Row[];
  const briefs = new Map<string, EInvoiceBrief>();
  const notes: Array<[string, EInvoiceBrief]> = [];
  for (const row of rows) {
    const brief: EInvoiceBrief = {
      id: String(row.id),
      kind: row.kind as EInvoiceBrief['kind'],
      number: String(row.number),
      qr: String(row.qr),
      state: row.state as EInvoiceState,
      issuedAt: isoOrNull(row.issued_at)!,
      totalWithVat: num(row.total_with_vat),
      vatTotal: num(row.vat_total),
      notes: [],
    };
    if (row.kind === 'invoice') briefs.set(String(row.source_id), brief);
    else notes.push([String(row.source_id), brief]);
  }
  for (const [sourceId, note] of notes) briefs.get(sourceId)?.notes.push(note);
  return briefs;
}

/**
 * The id of an issued e-invoice whose buyer is the tenant (of a tenant's invoice) or the owner (of a fee invoice)
 * linked to `userId`; null when it is anyone else's, unknown or not issued (answered as one unknown).
 */
export async function buyersEinvoiceId(
  db: Query,
  userId: string,
  einvoiceId: string,
  buyer: 'tenant' | 'owner',
): Promise<string | null> {
  const [row] = (await db.query(
    buyer === 'tenant'
      ? `SELECT e.id FROM estate_einvoices e JOIN estate_einvoice_documents d ON d.einvoice_id = e.id
           JOIN estate_tenants t ON t.id = d.tenant_id
          WHERE e.id = $2 AND e."number" IS NOT NULL AND d.source_kind = 'tenant_invoice' AND t.user_id = $1`
      : `SELECT e.id FROM estate_einvoices e JOIN estate_einvoice_documents d ON d.einvoice_id = e.id
           JOIN estate_owners o ON o.id = d.owner_id
          WHERE e.id = $2 AND e."number" IS NOT NULL AND d.source_kind = 'fee_invoice' AND o.user_id = $1`,
    [userId, einvoiceId],
  )) as Row[];
  return row ? String(row.id) : null;
}
