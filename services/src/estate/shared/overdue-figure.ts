import type { EntityManager } from 'typeorm';
import { invoiceOverdueSql, num, overdueAmountSql, type Row, SqlParams } from './estate-sql.js';

/**
 * The overdue figure on `today`: how many invoices are unpaid past their due date and the overdue amount (what is left
 * on them plus their late fee at `ratePercent`, overdueAmountSql), of one property or all. The reports (screen, PDF,
 * XLSX) and the staff dashboard's financial tab read it; the payments card sums the same SQL over its filters.
 */
export async function overdueFigure(
  db: Pick<EntityManager, 'query'>,
  today: string,
  ratePercent: number,
  propertyId: string | null = null,
): Promise<{ count: number; amount: number }> {
  const params = new SqlParams();
  const day = `${params.add(today)}::date`;
  const rate = params.add(ratePercent);
  const property = propertyId
    ? `AND i.contract_id IN (SELECT id FROM estate_contracts WHERE property_id = ${params.add(propertyId)})`
    : '';
  const [row] = (await db.query(
    `SELECT count(*)::int AS count, ${overdueAmountSql('i', day, rate)} AS amount
       FROM estate_invoices i
      WHERE ${invoiceOverdueSql('i', day)} ${property}`,
    params.values,
  )) as Row[];
  return { count: num(row?.count), amount: num(row?.amount) };
}
