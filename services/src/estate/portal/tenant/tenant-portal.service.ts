import {
  type ContractDocument,
  daysBetween,
  ERROR_CODES,
  type EstateList,
  type InvoiceStatus,
  type InvoiceType,
  type Language,
  invoiceLateFee,
  MAINTENANCE_ERROR_CODES,
  OPEN_TICKET_STATUSES,
  PAYMENT_ERROR_CODES,
  type PaymentKind,
  type PaymentMethod,
  type PortalPerson,
  type TenantContract,
  type TenantDocument,
  type TenantInvoice,
  type TenantInvoiceState,
  type TenantOverview,
  type TenantPayment,
  type TenantTicket,
  type TicketCategory,
  type TicketEvent,
  type TicketPhoto,
  type TicketPriority,
  type TicketStatus,
  todayInRiyadh,
} from '@estate/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DocumentsService } from '../../../common/documents/documents.service.js';
import { type OpenedObject, ObjectStoreService } from '../../../common/objects/object-store.service.js';
import { ContractQueries } from '../../contracts/contract-queries.js';
import { noticeJsonSql, toNotice } from '../../leases/lease-rules-sql.js';
import { TicketQueries } from '../../maintenance/ticket-queries.js';
import { lateFeeTerms, PaymentQueries } from '../../payments/payment-queries.js';
import { recordNotFound } from '../../shared/estate-errors.js';
import { readPage } from '../../shared/estate-list.js';
import {
  activeContract,
  contractStatusSql,
  day,
  dayOrNull,
  halalas,
  iso,
  isoOrNull,
  num,
  type Row,
  sar,
  SqlParams,
  str,
  strOrNull,
} from '../../shared/estate-sql.js';
import { paidNetSql } from '../../money/money-sql.js';
import { einvoiceBriefs } from '../../einvoicing/einvoicing.service.js';
import type { TenantInvoiceQueryDto, TenantPageQueryDto } from './dto/tenant-portal-query.dto.js';
import { linkedTenant } from './linked-tenant.js';
import { ejarPaymentWays } from '../../payments/ejar-channel.js';

/** A tenant ticket with its history, as GET /api/me/tenant/maintenance/{id} answers it. */
export type TenantTicketDetail = TenantTicket & { history: TicketEvent[] };

/** A file the portal hands out: its bytes and the name it is saved under. */
export interface TenantFile {
  bytes: Buffer;
  fileName: string;
}

/** The tenant-portal word of an invoice today (TENANT_INVOICE_STATES); `today` is a date placeholder. */
const stateSql = (today: string) => `(CASE WHEN i.status = 'paid' THEN 'paid'
  WHEN i.status = 'cancelled' THEN 'cancelled'
  WHEN i.due_date < ${today} THEN 'overdue'
  ELSE 'upcoming' END)`;

/** The invoices of one tenant's contracts (alias i); `tenant` is a placeholder. */
const ofTenant = (tenant: string) => `i.contract_id IN (SELECT id FROM estate_contracts WHERE tenant_id = ${tenant})`;

const INVOICE_COLUMNS = `i.id, i.invoice_number, i.type, i.contract_id, c.contract_number, i.due_date::text AS due_date,
  i.period_start::text AS period_start, i.period_end::text AS period_end, i.total_amount, i.status AS stored_status,
  i.paid_at, i.late_fee_base, i.late_fee_from::text AS late_fee_from, pa.paid_net`;

const INVOICE_JOINS = `JOIN estate_contracts c ON c.id = i.contract_id
  LEFT JOIN LATERAL (
    SELECT ${paidNetSql('pm')} AS paid_net
      FROM estate_payments pm WHERE pm.invoice_id = i.id
  ) pa ON true`;

const CONTRACT_COLUMNS = (today: string) => `c.id, c.contract_number, c.property_id, p.title AS property_title,
  p.title_en AS property_title_en, p.address, p.city, p.district, p.district_en, c.unit_id, u.unit_number,
  c.start_date::text AS start_date, c.end_date::text AS end_date, c.rent_amount, c.payment_frequency,
  c.security_deposit, ${contractStatusSql('c', today)} AS status, o.name AS owner_name, o.name_en AS owner_name_en,
  c.documents, ${activeContract('c', today)} AS current, ${noticeJsonSql('c')} AS notice,
  (c.end_date - (SELECT s.notice_days FROM estate_lease_settings s WHERE s.id = 1))::text AS last_notice_day`;

const CONTRACT_JOINS = `JOIN estate_properties p ON p.id = c.property_id
  JOIN estate_units u ON u.id = c.unit_id
  JOIN estate_owners o ON o.id = c.owner_id`;

const TICKET_COLUMNS = `t.id, t.ticket_number, p.title AS property_title, p.title_en AS property_title_en,
  u.unit_number, t.title, t.title_ar, t.description, t.category, t.priority, t.status,
  t.scheduled_date::text AS scheduled_date, t.completed_at, t.photos, t.created_at, t.updated_at`;

const TICKET_JOINS = `LEFT JOIN estate_properties p ON p.id = t.property_id
  LEFT JOIN estate_units u ON u.id = t.unit_id`;

function toContract(row: Row): TenantContract {
  return {
    id: str(row.id),
    contractNumber: str(row.contract_number),
    propertyId: str(row.property_id),
    propertyTitle: str(row.property_title),
    propertyTitleEn: strOrNull(row.property_title_en),
    address: str(row.address),
    city: str(row.city),
    district: str(row.district),
    districtEn: strOrNull(row.district_en),
    unitId: str(row.unit_id),
    unitNumber: str(row.unit_number),
    startDate: day(row.start_date),
    endDate: day(row.end_date),
    rentAmount: num(row.rent_amount),
    paymentFrequency: str(row.payment_frequency),
    // Rent is stored per month (contract-schedule): the frequency is how often it is billed.
    monthlyRent: num(row.rent_amount),
    securityDeposit: num(row.security_deposit),
    status: str(row.status),
    ownerName: str(row.owner_name),
    ownerNameEn: strOrNull(row.owner_name_en),
    nonRenewalNotice: toNotice(row.notice),
    lastNoticeDay: day(row.last_notice_day),
  };
}

function toTicket(row: Row): TenantTicket {
  return {
    id: str(row.id),
    ticketNumber: str(row.ticket_number),
    propertyTitle: strOrNull(row.property_title),
    propertyTitleEn: strOrNull(row.property_title_en),
    unitNumber: strOrNull(row.unit_number),
    title: str(row.title),
    titleAr: str(row.title_ar),
    description: str(row.description),
    category: row.category as TicketCategory,
    priority: row.priority as TicketPriority,
    status: row.status as TicketStatus,
    scheduledDate: dayOrNull(row.scheduled_date),
    completedAt: isoOrNull(row.completed_at),
    photos: (row.photos ?? []) as TicketPhoto[],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const ticketNotFound = () =>
  new NotFoundException({ code: MAINTENANCE_ERROR_CODES.ticketNotFound, message: 'No such ticket' });
const paymentNotFound = () =>
  new NotFoundException({ code: PAYMENT_ERROR_CODES.paymentNotFound, message: 'No such payment' });

const empty = <T>(query: TenantPageQueryDto): EstateList<T> => ({
  items: [],
  total: 0,
  page: query.page,
  limit: query.limit,
});

/**
 * The tenant portal: the contracts, invoices (with today's late fee), payments and receipts, documents and
 * maintenance requests of the tenant record linked to the signed-in account, and only those. Another tenant's id
 * answers 404 as an unknown one does; an account without a tenant record reads `linked: false` and empty lists.
 */
@Injectable()
export class TenantPortalService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contracts: ContractQueries,
    private readonly payments: PaymentQueries,
    private readonly maintenance: TicketQueries,
    private readonly documents: DocumentsService,
    private readonly objects: ObjectStoreService,
  ) {}

  private tenantOf(userId: string): Promise<PortalPerson | null> {
    return linkedTenant(this.dataSource, userId);
  }

  async overview(userId: string): Promise<TenantOverview> {
    const tenant = await this.tenantOf(userId);
    if (!tenant) {
      return {
        linked: false,
        tenant: null,
        currentContract: null,
        nextInvoice: null,
        overdueAmount: 0,
        overdueCount: 0,
        owedNowAmount: 0,
        remainingAmount: 0,
        openRequests: 0,
      };
    }
    const [contracts, unpaid, [requests]] = await Promise.all([
      this.contractsOf(tenant.id),
      this.invoiceRows(tenant.id, `i.status = 'pending'`, 'i.due_date ASC, i.id ASC'),
      this.dataSource.query<Row[]>(
        `SELECT count(*)::int AS open FROM estate_maintenance_tickets
          WHERE tenant_id = $1 AND status IN (${OPEN_TICKET_STATUSES.map((status) => `'${status}'`).join(', ')})`,
        [tenant.id],
      ),
    ]);
    const today = todayInRiyadh();
    const overdue = unpaid.filter((invoice) => invoice.state === 'overdue');
    const dueNow = unpaid.filter((invoice) => invoice.dueDate <= today);
    const notYetDue = unpaid.filter((invoice) => invoice.dueDate > today);
    const cents = (pick: (invoice: TenantInvoice) => number, invoices: TenantInvoice[]) =>
      sar(invoices.reduce((sum, invoice) => sum + Math.round(pick(invoice) * 100), 0));
    return {
      linked: true,
      tenant,
      currentContract: contracts.find((contract) => contract.current)?.contract ?? contracts[0]?.contract ?? null,
      nextInvoice: unpaid[0] ?? null,
      overdueAmount: cents((invoice) => invoice.outstandingAmount + invoice.lateFee, overdue),
      overdueCount: overdue.length,
      // The late fee is each invoice's own (toInvoice: the payments' lateFee), so the figures agree with the list.
      owedNowAmount: cents((invoice) => invoice.outstandingAmount + invoice.lateFee, dueNow),
      remainingAmount: cents((invoice) => invoice.outstandingAmount, notYetDue),
      openRequests: num(requests?.open),
    };
  }

  async contractList(userId: string): Promise<TenantContract[]> {
    const tenant = await this.tenantOf(userId);
    return tenant ? (await this.contractsOf(tenant.id)).map((row) => row.contract) : [];
  }

  /** The tenant's contracts, latest start first, with whether each covers today and its kept files. */
  private async contractsOf(
    tenantId: string,
  ): Promise<{ contract: TenantContract; current: boolean; files: ContractDocument[] }[]> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const rows = (await this.dataSource.query(
      `SELECT ${CONTRACT_COLUMNS(today)} FROM estate_contracts c ${CONTRACT_JOINS}
        WHERE c.tenant_id = ${params.add(tenantId)} ORDER BY c.start_date DESC, c.id DESC`,
      params.values,
    )) as Row[];
    return rows.map((row) => ({
      contract: toContract(row),
      current: row.current === true,
      files: (row.documents ?? []) as ContractDocument[],
    }));
  }

  async invoices(userId: string, query: TenantInvoiceQueryDto): Promise<EstateList<TenantInvoice>> {
    const tenant = await this.tenantOf(userId);
    if (!tenant) return empty(query);
    const todayValue = todayInRiyadh();
    const params = new SqlParams();
    const where = [ofTenant(params.add(tenant.id))];
    if (query.state) where.push(`${stateSql(`${params.add(todayValue)}::date`)} = ${params.add(query.state)}`);
    const filter = `WHERE ${where.join(' AND ')}`;
    const page = await readPage(
      this.dataSource,
      {
        from: `FROM estate_invoices i ${filter}`,
        select: `SELECT ${INVOICE_COLUMNS} FROM estate_invoices i ${INVOICE_JOINS} ${filter}`,
        orderBy: 'i.due_date, i.id',
        key: 'i.id',
        // What is to come reads soonest first; every other list latest first.
        order: query.state === 'upcoming' ? 'asc' : 'desc',
        params,
        page: query.page,
        limit: query.limit,
      },
      (row) => row,
    );
    return { ...page, items: await this.toInvoices(page.items, todayValue) };
  }

  /** The tenant's invoices matching `where` (alias i), in `orderBy`, with their payments. */
  private async invoiceRows(tenantId: string, where: string, orderBy: string): Promise<TenantInvoice[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${INVOICE_COLUMNS} FROM estate_invoices i ${INVOICE_JOINS}
        WHERE ${ofTenant('$1')} AND ${where} ORDER BY ${orderBy}`,
      [tenantId],
    )) as Row[];
    return this.toInvoices(rows, todayInRiyadh());
  }

  private async toInvoices(rows: Row[], today: string): Promise<TenantInvoice[]> {
    const ids = rows.map((row) => str(row.id));
    const paymentRows = ids.length
      ? ((await this.dataSource.query(
          `SELECT id, invoice_id, receipt_number, kind, amount, method, paid_on::text AS paid_on, is_test
             FROM estate_payments WHERE invoice_id = ANY($1::uuid[]) ORDER BY paid_on, created_at, id`,
          [ids],
        )) as Row[])
      : [];
    const paymentsOf = new Map<string, TenantPayment[]>();
    for (const row of paymentRows) {
      const list = paymentsOf.get(str(row.invoice_id)) ?? [];
      list.push({
        id: str(row.id),
        receiptNumber: str(row.receipt_number),
        kind: row.kind as PaymentKind,
        amount: num(row.amount),
        method: row.method as PaymentMethod,
        paidOn: day(row.paid_on),
        test: row.is_test === true,
      });
      paymentsOf.set(str(row.invoice_id), list);
    }
    const einvoices = await einvoiceBriefs(this.dataSource, ids);
    const ejarWays = await ejarPaymentWays(this.dataSource, ids);
    return rows.map((row) => {
      const invoice = this.toInvoice(row, today, paymentsOf.get(str(row.id)) ?? []);
      const ejarPayment = ejarWays.get(invoice.id) ?? null;
      // One to pay through Ejar is not paid by card here: the portal shows how to pay it on Ejar instead.
      return {
        ...invoice,
        payable: invoice.payable && ejarPayment === null,
        ejarPayment,
        einvoice: einvoices.get(str(row.id)) ?? null,
      };
    });
  }

  private toInvoice(row: Row, today: string, payments: TenantPayment[]): Omit<TenantInvoice, 'ejarPayment'> {
    const dueDate = day(row.due_date);
    const stored = str(row.stored_status);
    const open = stored === 'pending';
    const overdue = open && dueDate < today;
    const total = halalas(row.total_amount);
    const paidNet = halalas(row.paid_net);
    const outstanding = open ? Math.max(0, total - paidNet) : 0;
    const daysOverdue = overdue ? daysBetween(dueDate, today) : 0;
    const type = row.type as InvoiceType;
    let state: TenantInvoiceState;
    if (stored === 'paid') state = 'paid';
    else if (stored === 'cancelled') state = 'cancelled';
    else if (overdue) state = 'overdue';
    else state = 'upcoming';
    return {
      id: str(row.id),
      invoiceNumber: str(row.invoice_number),
      type,
      contractId: str(row.contract_id),
      contractNumber: str(row.contract_number),
      dueDate,
      periodStart: dayOrNull(row.period_start),
      periodEnd: dayOrNull(row.period_end),
      totalAmount: sar(total),
      paidAmount: sar(stored === 'paid' ? total : paidNet),
      outstandingAmount: sar(outstanding),
      lateFee: overdue ? invoiceLateFee(lateFeeTerms(row), today, this.payments.lateFeePercent) : 0,
      daysOverdue,
      status: (overdue ? 'overdue' : stored) as InvoiceStatus,
      state,
      paidDate: stored === 'paid' && row.paid_at ? todayInRiyadh(new Date(iso(row.paid_at))) : null,
      payments,
      payable: open && outstanding > 0,
    };
  }

  /** The contract as a PDF (the back office's document), when it is the tenant's. */
  async contractDocument(userId: string, contractId: string, lang: Language): Promise<TenantFile> {
    const tenant = await this.tenantOf(userId);
    const [row] = tenant
      ? ((await this.dataSource.query(
          `SELECT o.national_id AS owner_national_id, o.phone AS owner_phone, t.national_id AS tenant_national_id,
                  p.address, p.district, p.district_en
             FROM estate_contracts c
             JOIN estate_owners o ON o.id = c.owner_id
             JOIN estate_tenants t ON t.id = c.tenant_id
             JOIN estate_properties p ON p.id = c.property_id
            WHERE c.id = $1 AND c.tenant_id = $2`,
          [contractId, tenant.id],
        )) as Row[])
      : [];
    if (!row) throw recordNotFound('contract');
    const [contract, invoices] = await Promise.all([
      this.contracts.get(contractId),
      this.contracts.invoicesOf(contractId, {}),
    ]);
    const bytes = await this.documents.render('contract', {
      contract,
      parties: {
        ownerNationalId: str(row.owner_national_id),
        ownerPhone: str(row.owner_phone),
        tenantNationalId: str(row.tenant_national_id),
        propertyAddress: str(row.address),
        propertyDistrict: str(row.district),
        propertyDistrictEn: strOrNull(row.district_en),
      },
      invoices,
      lang,
      today: todayInRiyadh(),
    });
    return { bytes, fileName: `contract-${contract.contractNumber}-${lang}.pdf` };
  }

  /**
   * A file kept with one of the tenant's contracts (the signed contract, a scan...), by its place in the contract's
   * list: read here rather than at its object URL, which names the tenant's account of the day it was kept.
   */
  async contractFile(userId: string, contractId: string, index: number): Promise<OpenedObject> {
    const tenant = await this.tenantOf(userId);
    const [row] = tenant
      ? ((await this.dataSource.query(`SELECT documents FROM estate_contracts WHERE id = $1 AND tenant_id = $2`, [
          contractId,
          tenant.id,
        ])) as Row[])
      : [];
    if (!row) throw recordNotFound('contract');
    const file = ((row.documents ?? []) as ContractDocument[])[index];
    const key = file ? this.objects.keyOf(file.url) : null;
    const opened = key ? await this.objects.openObject(key) : null;
    if (!opened) throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such file' });
    return opened;
  }

  /** The receipt of one of the tenant's payments or refunds as a PDF. */
  async receipt(userId: string, paymentId: string, lang: Language): Promise<TenantFile> {
    const tenant = await this.tenantOf(userId);
    const [row] = tenant
      ? ((await this.dataSource.query(
          `SELECT pm.id FROM estate_payments pm JOIN estate_invoices i ON i.id = pm.invoice_id
            WHERE pm.id = $1 AND ${ofTenant('$2')}`,
          [paymentId, tenant.id],
        )) as Row[])
      : [];
    if (!row) throw paymentNotFound();
    const { payment, invoice } = await this.payments.receiptFacts(paymentId);
    const bytes = await this.documents.render('receipt', { payment, invoice, lang });
    return { bytes, fileName: `${payment.receiptNumber}-${lang}.pdf` };
  }

  /** The contracts' PDFs, the files kept with the contracts and the receipts, newest first. */
  async documentList(userId: string): Promise<TenantDocument[]> {
    const tenant = await this.tenantOf(userId);
    if (!tenant) return [];
    const [contracts, receipts] = await Promise.all([
      this.contractsOf(tenant.id),
      this.dataSource.query<Row[]>(
        `SELECT pm.id, pm.receipt_number, pm.paid_on::text AS paid_on
           FROM estate_payments pm JOIN estate_invoices i ON i.id = pm.invoice_id
          WHERE ${ofTenant('$1')} ORDER BY pm.paid_on DESC, pm.created_at DESC, pm.id DESC`,
        [tenant.id],
      ),
    ]);
    const documents: TenantDocument[] = [];
    for (const { contract, files } of contracts) {
      documents.push({
        kind: 'contract',
        id: contract.id,
        name: contract.contractNumber,
        url: `/api/me/tenant/contracts/${contract.id}/document`,
        date: contract.startDate,
      });
      files.forEach((file, index) =>
        documents.push({
          kind: 'contractFile',
          id: contract.id,
          name: file.fileName,
          url: `/api/me/tenant/contracts/${contract.id}/files/${index}`,
          date: contract.startDate,
        }),
      );
    }
    for (const receipt of receipts) {
      documents.push({
        kind: 'receipt',
        id: str(receipt.id),
        name: str(receipt.receipt_number),
        url: `/api/me/tenant/payments/${str(receipt.id)}/receipt`,
        date: day(receipt.paid_on),
      });
    }
    // Newest first; on the same day the order above (contract, its files, receipts) holds.
    return documents
      .map((document, index) => ({ document, index }))
      .sort((a, b) => b.document.date.localeCompare(a.document.date) || a.index - b.index)
      .map(({ document }) => document);
  }

  async tickets(userId: string, query: TenantPageQueryDto): Promise<EstateList<TenantTicket>> {
    const tenant = await this.tenantOf(userId);
    if (!tenant) return empty(query);
    const params = new SqlParams();
    const where = `WHERE t.tenant_id = ${params.add(tenant.id)}`;
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_maintenance_tickets t ${where}`,
        select: `SELECT ${TICKET_COLUMNS} FROM estate_maintenance_tickets t ${TICKET_JOINS} ${where}`,
        orderBy: 't.created_at, t.id',
        key: 't.id',
        order: 'desc',
        params,
        page: query.page,
        limit: query.limit,
      },
      toTicket,
    );
  }

  /**
   * One of the tenant's tickets with its history. The history names who acted, but not the staff's account ids
   * (the assignee's name stays).
   */
  async ticket(userId: string, id: string): Promise<TenantTicketDetail> {
    const tenant = await this.tenantOf(userId);
    const [row] = tenant
      ? ((await this.dataSource.query(
          `SELECT ${TICKET_COLUMNS} FROM estate_maintenance_tickets t ${TICKET_JOINS}
            WHERE t.id = $1 AND t.tenant_id = $2`,
          [id, tenant.id],
        )) as Row[])
      : [];
    if (!row) throw ticketNotFound();
    const { history } = await this.maintenance.get(id);
    return {
      ...toTicket(row),
      history: history.map((event) => ({
        ...event,
        actorId: event.actorId === userId ? event.actorId : null,
        details:
          event.type === 'assigned'
            ? { fromName: event.details.fromName ?? null, toName: event.details.toName ?? null }
            : event.details,
      })),
    };
  }
}
