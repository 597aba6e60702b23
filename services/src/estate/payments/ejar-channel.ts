import {
  EJAR_CHANNEL_MESSAGE,
  EJAR_ERROR_CODES,
  EJAR_RENT_RULE,
  type EjarPaymentWay,
  type EjarRentRule,
  type InvoiceType,
  mustPayThroughEjar,
  type UnitType,
} from '@estate/contracts';
import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { day, type Row, str, strOrNull } from '../shared/estate-sql.js';

type Query = Pick<EntityManager, 'query'>;

/**
 * The rule as stored with the lease settings (migration 1797710000000: the day, Ejar's SADAD biller, the invoice types
 * and the source), so it changes without a release; EJAR_RENT_RULE where no settings row exists.
 */
export async function readEjarRule(db: Query): Promise<EjarRentRule> {
  const [row] = (await db.query(
    `SELECT ejar_rent_since::text AS since, ejar_sadad_biller, ejar_invoice_types, ejar_source_ar, ejar_source_en
       FROM estate_lease_settings WHERE id = 1`,
  )) as Row[];
  if (!row) return EJAR_RENT_RULE;
  return {
    since: day(row.since),
    sadadBiller: str(row.ejar_sadad_biller),
    invoiceTypes: row.ejar_invoice_types as InvoiceType[],
    source: {
      ar: strOrNull(row.ejar_source_ar) ?? EJAR_RENT_RULE.source.ar,
      en: strOrNull(row.ejar_source_en) ?? EJAR_RENT_RULE.source.en,
    },
  };
}

/**
 * The invoices among these that must be paid through Ejar (mustPayThroughEjar over the stored rule: residential
 * rent), each with how to pay it there: invoice id → the way. The checkout refuses a card payment of them and the
 * tenant portal shows the way instead.
 */
export async function ejarPaymentWays(db: Query, invoiceIds: readonly string[]): Promise<Map<string, EjarPaymentWay>> {
  const ways = new Map<string, EjarPaymentWay>();
  if (invoiceIds.length === 0) return ways;
  const rule = await readEjarRule(db);
  const rows = (await db.query(
    `SELECT i.id, i.type, i.due_date::text AS due_date, u.unit_type, c.ejar_contract_number
       FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id JOIN estate_units u ON u.id = c.unit_id
      WHERE i.id = ANY($1::uuid[])`,
    [[...invoiceIds]],
  )) as Row[];
  for (const row of rows) {
    const facts = { type: row.type as InvoiceType, unitType: row.unit_type as UnitType, dueDate: day(row.due_date) };
    if (!mustPayThroughEjar(facts, rule)) continue;
    ways.set(str(row.id), {
      ejarContractNumber: strOrNull(row.ejar_contract_number),
      sadadBiller: rule.sadadBiller,
    });
  }
  return ways;
}

/** 409 EJAR_CHANNEL_REQUIRED when the invoice must be paid through Ejar, naming how (details.way). */
export async function refuseCardWhenEjar(db: Query, invoiceId: string): Promise<void> {
  const way = (await ejarPaymentWays(db, [invoiceId])).get(invoiceId);
  if (!way) return;
  throw new ConflictException({
    code: EJAR_ERROR_CODES.channelRequired,
    message: EJAR_CHANNEL_MESSAGE.en,
    details: { way, message: EJAR_CHANNEL_MESSAGE },
  });
}
