import { todayInRiyadh, type EInvoiceSellerAddress, type EInvoiceSubtype } from '@estate/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../common/database/returned-rows.js';
import { type EInvoiceGateway, retryDelaySeconds, SandboxGateway, TIMEOUT_REASON } from './einvoice-gateway.js';
import { type EInvoiceInput, type EInvoiceParty, type NationalAddress } from './invoice-xml.js';
import { EInvoiceError } from './einvoice-error.js';
import { signInvoice } from './invoice-signing.js';
import { createSigningIdentity, type SigningIdentity } from './signing-certificate.js';
import { toHalalas } from './zatca-values.js';

type Query = Pick<EntityManager, 'query'>;
type Row = Record<string, unknown>;

/** The seller row (estate_einvoice_settings). */
export interface SellerRow {
  legal_name_ar: string;
  legal_name_en: string;
  vat_number: string;
  cr_number: string;
  building_number: string;
  street: string;
  district: string;
  city: string;
  postal_code: string;
  additional_number: string;
  /** 4 Latin capitals and 4 digits; null when not given. */
  short_address: string | null;
  sandbox_mode: 'accept' | 'reject' | 'timeout';
  private_key_pem: string | null;
  certificate_pem: string | null;
  certificate_generated: boolean;
}

export const readSeller = async (db: Query, lock = false): Promise<SellerRow> =>
  (
    (await db.query(`SELECT * FROM estate_einvoice_settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`)) as SellerRow[]
  )[0]!;

/**
 * The seller's signing key and certificate: those stored, or, the first time they are needed, a new secp256k1 key
 * and a self-signed certificate of ZATCA's CSR shape for the seller's VAT number, stored with the settings.
 */
export async function sellerIdentity(db: Query): Promise<{ seller: SellerRow; identity: SigningIdentity }> {
  let seller = await readSeller(db, true);
  if (!seller.private_key_pem || !seller.certificate_pem) {
    const identity = createSigningIdentity({
      commonName: seller.legal_name_en,
      organization: seller.legal_name_en,
      organizationUnit: seller.city,
      vatNumber: seller.vat_number,
      deviceSerial: `1-Estate|2-1.0|3-${randomUUID()}`,
      location: seller.city,
      industry: 'Real estate',
    });
    await db.query(
      `UPDATE estate_einvoice_settings SET private_key_pem = $1, certificate_pem = $2, certificate_generated = true,
              updated_at = now() WHERE id = 1`,
      [identity.privateKeyPem, identity.certificatePem],
    );
    await keepCertificate(db, identity.certificatePem, true);
    seller = { ...seller, private_key_pem: identity.privateKeyPem, certificate_pem: identity.certificatePem };
  }
  return { seller, identity: { privateKeyPem: seller.private_key_pem!, certificatePem: seller.certificate_pem! } };
}

/** A certificate the seller signs with, listed for the chain check (once). */
export async function keepCertificate(db: Query, certificatePem: string, generated: boolean): Promise<void> {
  await db.query(
    `INSERT INTO estate_einvoice_certificates (certificate_pem, generated) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [certificatePem, generated],
  );
}

/** The seller's national address as the settings and documents show it (with its short address). */
export const sellerAddressOf = (seller: SellerRow): EInvoiceSellerAddress => ({
  buildingNumber: seller.building_number,
  street: seller.street,
  district: seller.district,
  city: seller.city,
  postalCode: seller.postal_code,
  additionalNumber: seller.additional_number,
  shortAddress: seller.short_address,
});

const sellerAddress = (seller: SellerRow): NationalAddress => ({
  street: seller.street,
  buildingNumber: seller.building_number,
  additionalNumber: seller.additional_number,
  district: seller.district,
  city: seller.city,
  postalCode: seller.postal_code,
});

const INVOICE_TYPE_WORDS: Record<string, string> = {
  management_fee: 'أتعاب إدارة الأملاك / Property management fee',
  rent: 'إيجار / Rent',
  maintenance: 'صيانة / Maintenance',
  penalty: 'غرامة تأخير / Late fee',
  deposit: 'تأمين / Deposit',
  refund: 'استرداد / Refund',
};

const day = (value: unknown): string | undefined =>
  value === null || value === undefined
    ? undefined
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/**
 * The document's one line as its XML, PDF and screen name it: what was invoiced (rent, a late fee, the management
 * fee...), the unit (a tenant's invoice) and the period.
 */
export function einvoiceLineName(row: Row): string {
  const period = row.period_start ? ` ${day(row.period_start)} – ${day(row.period_end)}` : '';
  const unit = row.unit_number === null || row.unit_number === undefined ? '' : ` ${String(row.unit_number)}`;
  return `${INVOICE_TYPE_WORDS[String(row.invoice_type)] ?? String(row.invoice_type)}${unit}${period}`;
}

/** Why a credit or debit note was issued, as its XML and PDF say it. */
export const CREDIT_REASONS: Record<string, { ar: string; en: string }> = {
  cancelled: { ar: 'إلغاء الفاتورة', en: 'Invoice cancelled' },
  refund: { ar: 'استرداد مبلغ مدفوع', en: 'Payment refunded' },
  edit: { ar: 'تخفيض مبلغ الفاتورة', en: 'Invoice amount reduced' },
  increase: { ar: 'زيادة مبلغ الفاتورة', en: 'Invoice amount increased' },
  fee_refund: { ar: 'رد أتعاب الإدارة عن دفعة مستردة', en: 'Management fee given back on a refunded payment' },
};

/** The XML kind of a stored row's kind. */
const DOCUMENT_KINDS: Record<string, EInvoiceInput['kind']> = {
  invoice: 'invoice',
  credit_note: 'credit-note',
  debit_note: 'debit-note',
};

/** The document number of counter `counter`: sequential, one series for invoices, credit and debit notes. */
export const einvoiceNumber = (counter: number): string => `EINV-${String(counter).padStart(8, '0')}`;

/** A buyer with a VAT or CR number and a national address receives standard (B2B) documents. */
export function buyerOf(row: Row): { party: EInvoiceParty; subtype: EInvoiceSubtype } {
  const address = row.buyer_address as Record<string, string> | null;
  const vatNumber = (row.buyer_vat as string | null) ?? undefined;
  const crn = (row.buyer_cr as string | null) ?? undefined;
  const party: EInvoiceParty = {
    legalName: String(row.buyer_name_en && !row.buyer_name ? row.buyer_name_en : row.buyer_name),
    vatNumber,
    crn,
    address: address
      ? {
          street: address.street ?? '',
          buildingNumber: address.buildingNumber ?? '',
          additionalNumber: address.additionalNumber || undefined,
          district: address.district ?? '',
          city: address.city ?? '',
          postalCode: address.postalCode ?? '',
        }
      : undefined,
  };
  return { party, subtype: (vatNumber || crn) && address ? 'standard' : 'simplified' };
}

/**
 * The queued row with what its document needs (estate_einvoice_documents): the invoice (a tenant's, or an owner's
 * management fee), its unit and its buyer (the contract's tenant, or the owner), the credited number.
 */
const QUEUED_SQL = `
  SELECT e.id, e.kind, e.uuid, e.net_amount, e.vat_percent, e.reason, e.credited_id,
         d.invoice_number, d.invoice_type, d.period_start, d.period_end, d.due_date, d.payment_method,
         d.unit_number, d.buyer_name, d.buyer_name_en, d.buyer_vat, d.buyer_cr, d.buyer_address,
         c.number AS credited_number
    FROM estate_einvoices e
    JOIN estate_einvoice_documents d ON d.einvoice_id = e.id
    LEFT JOIN estate_einvoices c ON c.id = e.credited_id
   WHERE e.id = $1`;

const PAYMENT_MEANS: Record<string, string> = { cash: '10', bank_transfer: '30', check: '20', card: '48' };

/** The document input of a queued row (number, counter and previous hash given). */
export function documentInput(
  row: Row,
  seller: SellerRow,
  at: { number: string; counter: number; previousHash: string; issuedAt: Date },
): { input: EInvoiceInput; subtype: EInvoiceSubtype; buyerName: string; buyerVat: string | null } {
  const { party, subtype } = buyerOf(row);
  const percent = Number(row.vat_percent);
  const lineName = einvoiceLineName(row);
  const note = row.kind !== 'invoice';
  const reason = CREDIT_REASONS[String(row.reason)];
  const input: EInvoiceInput = {
    kind: DOCUMENT_KINDS[String(row.kind)]!,
    audience: subtype,
    number: at.number,
    uuid: String(row.uuid),
    issuedAt: at.issuedAt,
    counter: at.counter,
    previousHash: at.previousHash,
    seller: {
      legalName: seller.legal_name_ar,
      vatNumber: seller.vat_number,
      crn: seller.cr_number,
      address: sellerAddress(seller),
    },
    buyer: subtype === 'standard' ? party : { legalName: party.legalName },
    lines: [
      {
        name: lineName,
        quantity: 1,
        unitPrice: toHalalas(String(row.net_amount)),
        // A line without VAT here is real estate the law exempts (residential rent): category E, VATEX-SA-30.
        vatCategory: percent > 0 ? 'S' : 'E',
        vatPercent: percent,
        ...(percent > 0
          ? {}
          : {
              exemptionReasonCode: 'VATEX-SA-30',
              exemptionReason: 'Real estate transactions mentioned in Article 30 of the VAT Regulations',
            }),
      },
    ],
    supplyDate: day(row.period_start) ?? day(row.due_date),
    paymentMeansCode: PAYMENT_MEANS[String(row.payment_method)] ?? '10',
    ...(note
      ? {
          correcting: {
            number: String(row.credited_number),
            reason: reason ? `${reason.ar} / ${reason.en}` : String(row.reason ?? ''),
          },
        }
      : {}),
  };
  return { input, subtype, buyerName: party.legalName, buyerVat: party.vatNumber ?? null };
}

/** What a document that could not be issued says in Arabic (the English is the refusal's own message). */
const ISSUE_FAILED_AR = 'تعذّر إصدار المستند بهذه البيانات، وتُعاد المحاولة بعد ساعة أو عند إعادة الإرسال';

/**
 * Issues what waits in the queue and is due by `today` (a Riyadh day: a tenant's invoice's tax invoice on the invoice's
 * due date, the day its VAT is posted; anything else when queued), in the order it was queued: under the chain head's row lock (so two API processes
 * never hand out one number or counter twice, and every document's PIH is the hash of the one before it), each gets
 * the next counter and number, its XML is built, hashed and signed, and the XML, hash and QR are stored once. One
 * that cannot be built or signed (EInvoiceError) waits with its reason and is passed over until its next attempt.
 * Returns how many were issued. With `until` (a Date.now() value), it stops at the first document after that moment,
 * so a long queue (a bulk import) is issued a slice per run and never takes the process's CPU for long.
 */
export async function issueQueued(
  db: Query,
  limit = 100,
  until = Number.POSITIVE_INFINITY,
  today = todayInRiyadh(),
): Promise<number> {
  const queued = (await db.query(
    `SELECT id FROM estate_einvoices
      WHERE "number" IS NULL AND issue_on <= $2::date AND next_attempt_at <= now()
      ORDER BY issue_on, queue_seq LIMIT $1`,
    [limit, today],
  )) as Array<{ id: string }>;
  if (!queued.length) return 0;
  const [chain] = (await db.query(
    `SELECT last_counter, last_hash FROM estate_einvoice_chain WHERE id = 1 FOR UPDATE`,
  )) as Array<{
    last_counter: number;
    last_hash: string;
  }>;
  const { seller, identity } = await sellerIdentity(db);
  let counter = chain!.last_counter;
  let previousHash = chain!.last_hash;
  let issued = 0;
  for (const { id } of queued) {
    if (Date.now() > until) break;
    // Locked: a contract deleted meanwhile waits for this transaction (and then finds its tax invoice issued).
    const [row] = (await db.query(`${QUEUED_SQL} AND e."number" IS NULL FOR UPDATE OF e`, [id])) as Row[];
    if (!row) continue;
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const number = einvoiceNumber(counter + 1);
    let built: ReturnType<typeof documentInput>;
    let signed: ReturnType<typeof signInvoice>;
    try {
      built = documentInput(row, seller, { number, counter: counter + 1, previousHash, issuedAt });
      signed = signInvoice(built.input, identity, issuedAt);
    } catch (error) {
      if (!(error instanceof EInvoiceError)) throw error;
      // This one cannot be issued as it stands (a name too long for its QR field, say): it waits with the reason
      // and is tried again in an hour (or when sent again), and the rest of the queue is issued.
      await db.query(
        `UPDATE estate_einvoices SET state_code = $2, state_reason_ar = $3, state_reason_en = $4,
                next_attempt_at = now() + interval '1 hour', attempts = attempts + 1, updated_at = now()
          WHERE id = $1`,
        [id, error.code, ISSUE_FAILED_AR, error.message],
      );
      continue;
    }
    const totals = built.input.lines.reduce(
      (sum, line) => {
        const net = Math.round(line.quantity * line.unitPrice);
        const vat = Math.sign(net) * Math.round((Math.abs(net) * line.vatPercent) / 100);
        return { net: sum.net + net, vat: sum.vat + vat };
      },
      { net: 0, vat: 0 },
    );
    counter += 1;
    const [stored] = returnedRows<{ id: string }>(
      await db.query(
        `UPDATE estate_einvoices SET "number" = $2, counter = $3, previous_hash = $4, hash = $5, xml = $6, qr = $7,
              issued_at = $8, subtype = $9, buyer_name = $10, buyer_vat_number = $11, vat_total = $12,
              total_with_vat = $13, state = 'pending', next_attempt_at = now(), state_code = NULL,
              state_reason_ar = NULL, state_reason_en = NULL, attempts = 0, updated_at = now()
        WHERE id = $1 RETURNING id`,
        [
          id,
          number,
          counter,
          previousHash,
          signed.hash,
          signed.xml,
          signed.qr,
          issuedAt,
          built.subtype,
          built.buyerName,
          built.buyerVat,
          (totals.vat / 100).toFixed(2),
          ((totals.net + totals.vat) / 100).toFixed(2),
        ],
      ),
    );
    if (!stored) {
      counter -= 1;
      continue;
    }
    previousHash = signed.hash;
    issued += 1;
  }
  await db.query(`UPDATE estate_einvoice_chain SET last_counter = $1, last_hash = $2 WHERE id = 1`, [
    counter,
    previousHash,
  ]);
  return issued;
}

/**
 * Sends the issued documents that are due (pending, or failed and past their next attempt time) to the gateway (the
 * settings' sandbox unless one is given), in counter order, each locked (SKIP LOCKED: another process takes the
 * others; NO KEY UPDATE: only its state changes, so a credit note naming it is written meanwhile, not held up):
 * accepted, a standard one is cleared and a simplified one reported; rejected, it keeps the reason; no answer, it is
 * failed and tried again later (5 s doubling, at most an hour). Returns how many were sent.
 */
export async function reportDue(db: Query, gateway?: EInvoiceGateway, onlyId?: string): Promise<number> {
  const rows = (await db.query(
    `SELECT id, "number", uuid, hash, xml, subtype, attempts FROM estate_einvoices
      WHERE "number" IS NOT NULL AND state IN ('pending', 'failed') AND next_attempt_at <= now()
        ${onlyId ? 'AND id = $1' : ''}
      ORDER BY counter LIMIT 50 FOR NO KEY UPDATE SKIP LOCKED`,
    onlyId ? [onlyId] : [],
  )) as Array<{
    id: string;
    number: string;
    uuid: string;
    hash: string;
    xml: string;
    subtype: EInvoiceSubtype;
    attempts: number;
  }>;
  if (!rows.length) return 0;
  const sender = gateway ?? new SandboxGateway((await readSeller(db)).sandbox_mode);
  for (const row of rows) {
    const answer = await sender.send(row);
    const attempts = row.attempts + 1;
    if (answer.outcome === 'accepted') {
      await db.query(
        `UPDATE estate_einvoices SET state = $2, attempts = $3, state_code = NULL, state_reason_ar = NULL,
                state_reason_en = NULL, updated_at = now() WHERE id = $1`,
        [row.id, row.subtype === 'standard' ? 'cleared' : 'reported', attempts],
      );
    } else if (answer.outcome === 'rejected') {
      await db.query(
        `UPDATE estate_einvoices SET state = 'rejected', attempts = $2, state_code = $3, state_reason_ar = $4,
                state_reason_en = $5, updated_at = now() WHERE id = $1`,
        [row.id, attempts, answer.reason.code, answer.reason.ar, answer.reason.en],
      );
    } else {
      await db.query(
        `UPDATE estate_einvoices SET state = 'failed', attempts = $2, state_code = $3, state_reason_ar = $4,
                state_reason_en = $5, next_attempt_at = now() + make_interval(secs => $6), updated_at = now()
          WHERE id = $1`,
        [row.id, attempts, TIMEOUT_REASON.code, TIMEOUT_REASON.ar, TIMEOUT_REASON.en, retryDelaySeconds(attempts)],
      );
    }
  }
  return rows.length;
}
