import {
  daysBetween,
  type EstateList,
  type EstatePayment,
  type InvoiceStatus,
  type InvoiceType,
  invoiceLateFee,
  type LateFeeTerms,
  PAYMENT_AUDIT_ACTIONS,
  PAYMENT_ERROR_CODES,
  type PaymentInvoice,
  type PaymentInvoiceDetail,
  type PaymentKind,
  type PaymentMethod,
  type PaymentSummary,
  todayInRiyadh,
} from '@estate/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { MoneyFigures, invoiceDueSql, invoiceNotYetOverdueSql, invoiceOverdueSql, paidNetSql } from '../money/index.js';
import { readPage } from '../shared/estate-list.js';
import {
  day,
  dayOrNull,
  escapeLike,
  halalas,
  iso,
  isoOrNull,
  num,
  numOrNull,
  type Row,
  sar,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import type { ListPaymentsDto } from './dto/list-payments.dto.js';

type Query = Pick<EntityManager, 'query'>;

const overdueSql = (today: string) => invoiceOverdueSql('i', today);

const COLUMNS = `i.id, i.invoice_number, i.type, i.contract_id, c.contract_number, c.property_id,
  p.title AS property_title, p.title_en AS property_title_en, c.unit_id, u.unit_number, c.tenant_id,
  t.name AS tenant_name, t.name_en AS tenant_name_en, c.owner_id, o.name AS owner_name, o.name_en AS owner_name_en,
  i.net_amount, i.vat_percent, i.vat_amount, i.total_amount, i.status AS stored_status, i.due_date::text AS due_date,
  i.period_start::text AS period_start, i.period_end::text AS period_end, i.paid_at, i.payment_method,
  i.penalty_for_invoice_id, i.late_fee_base, i.late_fee_from::text AS late_fee_from, i.notes, i.created_at,
  pa.paid_net,
  coalesce(pa.payment_count, 0) AS payment_count, lp.id AS latest_payment_id,
  lp.receipt_number AS latest_receipt_number, lp.method AS latest_method`;

const JOINS = `JOIN estate_contracts c ON c.id = i.contract_id
  JOIN estate_properties p ON p.id = c.property_id
  JOIN estate_units u ON u.id = c.unit_id
  JOIN estate_tenants t ON t.id = c.tenant_id
  JOIN estate_owners o ON o.id = c.owner_id
  LEFT JOIN LATERAL (
    SELECT ${paidNetSql('pm')} AS paid_net, count(*) FILTER (WHERE pm.kind = 'payment')::int AS payment_count
      FROM estate_payments pm WHERE pm.invoice_id = i.id
  ) pa ON true
  LEFT JOIN LATERAL (
    SELECT pm.id, pm.receipt_number, pm.method FROM estate_payments pm
     WHERE pm.invoice_id = i.id ORDER BY pm.created_at DESC, pm.id DESC LIMIT 1
  ) lp ON true`;

const SORTS: Record<string, string> = {
  dueDate: 'i.due_date, i.id',
  invoiceNumber: 'i.invoice_number, i.id',
  amount: 'i.total_amount, i.id',
  paidAt: 'i.paid_at, i.id',
  createdAt: 'i.created_at, i.id',
};

/** The day in Riyadh of a timestamp. */
const riyadhDay = (value: unknown): string | null =>
  value === null || value === undefined ? null : todayInRiyadh(new Date(iso(value)));

export const invoiceNotFound = () =>
  new NotFoundException({ code: PAYMENT_ERROR_CODES.invoiceNotFound, message: 'No such invoice' });
const paymentNotFound = () =>
  new NotFoundException({ code: PAYMENT_ERROR_CODES.paymentNotFound, message: 'No such payment' });

/**
 * Invoices as the payments screen reads them: a page of the list (its filters, tabs and sorts), the summary cards
 * over the same filters (MoneyFigures.paymentsSummary), one invoice with its payments, refunds and penalty invoice,
 * and a payment with what its receipt names. What was paid, what is left, the late fee and the days overdue are
 * reckoned from today in Riyadh.
 */
@Injectable()
export class PaymentQueries {
  private readonly money: MoneyFigures;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.money = new MoneyFigures(config.lateFeePercent);
  }

  /** The late fee's rate (LATE_FEE_PERCENT, default 5). */
  get lateFeePercent(): number {
    return this.config.lateFeePercent;
  }

  private filters(query: ListPaymentsDto, params: SqlParams, today: string, withTab: boolean): string {
    const where: string[] = [];
    const status = query.status;
    if (status === 'overdue') where.push(overdueSql(today));
    else if (status === 'pending') where.push(`${invoiceNotYetOverdueSql('i', today)}`);
    else if (status) where.push(`i.status = ${params.add(status)}`);
    if (withTab && query.tab === 'due') where.push(`${invoiceDueSql('i', today)}`);
    if (withTab && query.tab === 'overdue') where.push(overdueSql(today));
    if (withTab && query.tab === 'paid') where.push(`i.status = 'paid'`);
    if (query.type) where.push(`i.type = ${params.add(query.type)}`);
    if (query.propertyId) {
      where.push(
        `i.contract_id IN (SELECT id FROM estate_contracts WHERE property_id = ${params.add(query.propertyId)})`,
      );
    }
    if (query.q) {
      // The invoice or contract number, the tenant's name or the property's title.
      const words = `coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery)`;
      const number = params.add(`%${escapeLike(query.q.toUpperCase())}%`);
      where.push(`(i.invoice_number LIKE ${number}
        OR i.contract_id IN (SELECT sc.id FROM estate_contracts sc WHERE sc.contract_number LIKE ${number}
          OR sc.tenant_id IN (SELECT id FROM estate_tenants WHERE search_vector @@ ${words})
          OR sc.property_id IN (SELECT id FROM estate_properties WHERE search_vector @@ ${words})))`);
    }
    return where.length ? `WHERE ${where.join(' AND ')}` : '';
  }

  list(query: ListPaymentsDto): Promise<EstateList<PaymentInvoice>> {
    const params = new SqlParams();
    const todayValue = todayInRiyadh();
    const today = `${params.add(todayValue)}::date`;
    const where = this.filters(query, params, today, true);
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_invoices i ${where}`,
        // Today is named in the select too: the page's statement passes every parameter.
        select: `SELECT ${COLUMNS}, ${today} AS today FROM estate_invoices i ${JOINS} ${where}`,
        // Without a sort asked: overdue invoices first, then by due date, soonest first.
        orderBy: query.sort
          ? SORTS[query.sort]!
          : `(CASE WHEN ${overdueSql(today)} THEN 0 ELSE 1 END), i.due_date, i.id`,
        key: 'i.id',
        order: query.sort ? (query.order ?? 'desc') : 'asc',
        params,
        page: query.page,
        limit: query.limit,
      },
      (row) => this.toInvoice(row, todayValue),
    );
  }

  /** The summary cards over the list's filters (not its tab): how many, paid, overdue with late fees, pending. */
  summary(query: ListPaymentsDto): Promise<PaymentSummary> {
    return this.money.paymentsSummary(this.dataSource, todayInRiyadh(), (params, today) =>
      this.filters(query, params, today, false),
    );
  }

  async get(id: string, db: Query = this.dataSource): Promise<PaymentInvoiceDetail> {
    const [row] = (await db.query(`SELECT ${COLUMNS} FROM estate_invoices i ${JOINS} WHERE i.id = $1`, [id])) as Row[];
    if (!row) throw invoiceNotFound();
    const today = todayInRiyadh();
    const payments = (await db.query(
      `SELECT pm.id, pm.receipt_number, pm.invoice_id, pm.kind, pm.amount, pm.method, pm.paid_on::text AS paid_on,
              pm.reference, pm.notes, pm.receipt_url, pm.is_test, us.name AS recorded_by_name, pm.created_at
         FROM estate_payments pm LEFT JOIN users us ON us.id = pm.recorded_by
        WHERE pm.invoice_id = $1 ORDER BY pm.paid_on, pm.created_at, pm.id`,
      [id],
    )) as Row[];
    const [penalty] = (await db.query(
      `SELECT id, invoice_number, total_amount FROM estate_invoices WHERE penalty_for_invoice_id = $1
        ORDER BY due_date DESC, created_at DESC LIMIT 1`,
      [id],
    )) as Row[];
    const [penaltyFor] = row.penalty_for_invoice_id
      ? ((await db.query(`SELECT id, invoice_number FROM estate_invoices WHERE id = $1`, [
          row.penalty_for_invoice_id,
        ])) as Row[])
      : [];
    return {
      ...this.toInvoice(row, today),
      periodStart: dayOrNull(row.period_start),
      periodEnd: dayOrNull(row.period_end),
      notes: strOrNull(row.notes),
      payments: payments.map(toPayment),
      penaltyInvoice: penalty
        ? { id: str(penalty.id), invoiceNumber: str(penalty.invoice_number), totalAmount: num(penalty.total_amount) }
        : null,
      penaltyFor: penaltyFor ? { id: str(penaltyFor.id), invoiceNumber: str(penaltyFor.invoice_number) } : null,
      lateFeePercent: this.lateFeePercent,
      lastReminderAt: isoOrNull(await this.lastReminder(db, id)),
    };
  }

  /** One payment with what its receipt names (for the receipt PDF). */
  async receiptFacts(paymentId: string): Promise<{ payment: EstatePayment; invoice: PaymentInvoiceDetail }> {
    const [row] = (await this.dataSource.query(`SELECT invoice_id FROM estate_payments WHERE id = $1`, [
      paymentId,
    ])) as Row[];
    if (!row) throw paymentNotFound();
    const invoice = await this.get(str(row.invoice_id));
    return { payment: invoice.payments.find((payment) => payment.id === paymentId)!, invoice };
  }

  /** When the invoice's last reminder was sent, if ever. */
  async lastReminder(db: Query, invoiceId: string): Promise<unknown> {
    const [row] = (await db.query(
      `SELECT max(created_at) AS last FROM audit_logs WHERE action = $1 AND target_id = $2`,
      [PAYMENT_AUDIT_ACTIONS.invoiceRemind, invoiceId],
    )) as Row[];
    return row?.last ?? null;
  }

  private toInvoice(row: Row, today: string): PaymentInvoice {
    const dueDate = day(row.due_date);
    const stored = str(row.stored_status);
    const overdue = stored === 'pending' && dueDate < today;
    const total = halalas(row.total_amount);
    const paidNet = halalas(row.paid_net);
    const paid = stored === 'paid' ? total : paidNet;
    const open = stored === 'pending';
    const daysOverdue = overdue ? daysBetween(dueDate, today) : 0;
    const type = row.type as InvoiceType;
    return {
      id: str(row.id),
      invoiceNumber: str(row.invoice_number),
      type,
      contractId: str(row.contract_id),
      contractNumber: str(row.contract_number),
      propertyId: str(row.property_id),
      propertyTitle: str(row.property_title),
      propertyTitleEn: strOrNull(row.property_title_en),
      unitId: str(row.unit_id),
      unitNumber: str(row.unit_number),
      tenantId: str(row.tenant_id),
      tenantName: str(row.tenant_name),
      tenantNameEn: strOrNull(row.tenant_name_en),
      ownerId: str(row.owner_id),
      ownerName: str(row.owner_name),
      ownerNameEn: strOrNull(row.owner_name_en),
      netAmount: num(row.net_amount),
      vatPercent: num(row.vat_percent),
      vatAmount: num(row.vat_amount),
      totalAmount: sar(total),
      paidAmount: sar(paid),
      outstandingAmount: open ? sar(total - paidNet) : 0,
      lateFee: overdue ? invoiceLateFee(lateFeeTerms(row), today, this.lateFeePercent) : 0,
      daysOverdue,
      dueDate,
      paidDate: stored === 'paid' ? riyadhDay(row.paid_at) : null,
      paymentMethod: (strOrNull(row.payment_method) ?? strOrNull(row.latest_method)) as PaymentMethod | null,
      status: (overdue ? 'overdue' : stored) as InvoiceStatus,
      penaltyForInvoiceId: strOrNull(row.penalty_for_invoice_id),
      latestPaymentId: strOrNull(row.latest_payment_id),
      latestReceiptNumber: strOrNull(row.latest_receipt_number),
      paymentCount: num(row.payment_count),
      createdAt: iso(row.created_at),
    };
  }
}

/** What an invoice row's late fee is reckoned on (its total and due date, or what a refund reopened and its day). */
export function lateFeeTerms(row: Row): LateFeeTerms {
  return {
    totalAmount: num(row.total_amount),
    dueDate: day(row.due_date),
    lateFeeBase: numOrNull(row.late_fee_base),
    lateFeeFrom: dayOrNull(row.late_fee_from),
    type: row.type as InvoiceType,
  };
}

function toPayment(row: Row): EstatePayment {
  return {
    id: str(row.id),
    receiptNumber: str(row.receipt_number),
    invoiceId: str(row.invoice_id),
    kind: row.kind as PaymentKind,
    amount: num(row.amount),
    method: row.method as PaymentMethod,
    paidOn: day(row.paid_on),
    reference: strOrNull(row.reference),
    notes: strOrNull(row.notes),
    receiptUrl: strOrNull(row.receipt_url),
    recordedByName: strOrNull(row.recorded_by_name),
    test: row.is_test === true,
    createdAt: iso(row.created_at),
  };
}
