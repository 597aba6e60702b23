import {
  type LeaseSettings,
  type NonRenewalNotice,
  type NoticeParty,
  type RentLimitKind,
  type RentRule,
  type UnitType,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { day, dayOrNull, iso, num, type Row, str, strOrNull } from '../shared/estate-sql.js';

type Query = Pick<EntityManager, 'query'>;

/** The one row of estate_lease_settings. */
export async function readLeaseSettings(db: Query): Promise<LeaseSettings> {
  const [row] = (await db.query(
    `SELECT notice_days, reminder_days, auto_renew, renewal_catch_up_days, source, source_url, updated_at
       FROM estate_lease_settings WHERE id = 1`,
  )) as Row[];
  if (!row) throw new Error('estate_lease_settings has no row (migration LeaseRules1797450000000)');
  return {
    noticeDays: num(row.notice_days),
    reminderDays: ((row.reminder_days ?? []) as unknown[]).map(num).sort((a, b) => b - a),
    autoRenew: row.auto_renew === true,
    renewalCatchUpDays: num(row.renewal_catch_up_days),
    source: str(row.source),
    sourceUrl: strOrNull(row.source_url),
    updatedAt: iso(row.updated_at),
  };
}

/** Every rent rule, by city and start. */
export async function readRentRules(db: Query): Promise<RentRule[]> {
  const rows = (await db.query(
    `SELECT id, code, city, unit_types, valid_from::text AS valid_from, valid_to::text AS valid_to, limit_kind,
            name_ar, name_en, source, source_url
       FROM estate_rent_rules ORDER BY city, valid_from, code`,
  )) as Row[];
  return rows.map((row) => ({
    id: str(row.id),
    code: str(row.code),
    city: str(row.city),
    unitTypes: (row.unit_types as UnitType[] | null) ?? null,
    validFrom: day(row.valid_from),
    validTo: dayOrNull(row.valid_to),
    limit: row.limit_kind as RentLimitKind,
    name: { ar: str(row.name_ar), en: str(row.name_en) },
    source: str(row.source),
    sourceUrl: strOrNull(row.source_url),
  }));
}

/** The SQL of a contract's notice in force (alias `c`), as JSON, with the last day it could be given. */
export const noticeJsonSql = (c: string) => `(
  SELECT json_build_object('id', n.id, 'givenBy', n.given_by, 'givenOn', n.given_on::text, 'reason', n.reason,
           'lastAllowedDay', (${c}.end_date - (SELECT s.notice_days FROM estate_lease_settings s WHERE s.id = 1))::text,
           'createdByName', cu.name, 'createdAt', n.created_at)
    FROM estate_contract_notices n LEFT JOIN users cu ON cu.id = n.created_by
   WHERE n.contract_id = ${c}.id AND n.withdrawn_at IS NULL)`;

/** The notice noticeJsonSql read (null: none in force). */
export function toNotice(value: unknown): NonRenewalNotice | null {
  if (value === null || value === undefined) return null;
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  return {
    id: str(json.id),
    givenBy: json.givenBy as NoticeParty,
    givenOn: day(json.givenOn),
    reason: str(json.reason),
    lastAllowedDay: day(json.lastAllowedDay),
    createdByName: strOrNull(json.createdByName),
    createdAt: iso(json.createdAt),
  };
}
