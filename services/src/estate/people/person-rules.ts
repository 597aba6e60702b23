import { ESTATE_ERROR_CODES, type LinkedAccount, toAsciiDigits } from '@estate/contracts';
import { BadRequestException, ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { escapeLike, type Row, type SqlParams, str } from '../shared/estate-sql.js';

type Query = Pick<EntityManager, 'query'>;

/** The people of the back office: owners and tenants share their identity rules. */
export type PeopleTable = 'estate_owners' | 'estate_tenants';

/** 409 NATIONAL_ID_TAKEN unless no other owner (or tenant) has this national ID. */
export async function assertNationalIdFree(
  db: Query,
  table: PeopleTable,
  nationalId: string,
  selfId: string | null,
): Promise<void> {
  const [other] = (await db.query(
    `SELECT id, name FROM ${table} WHERE national_id = $1 AND ($2::uuid IS NULL OR id <> $2) LIMIT 1`,
    [nationalId, selfId],
  )) as { id: string; name: string }[];
  if (other) throw nationalIdTaken(table, other);
}

export const nationalIdTaken = (table: PeopleTable, other: { id: string; name: string }) =>
  new ConflictException({
    code: ESTATE_ERROR_CODES.nationalIdTaken,
    message: `${other.name} already has this national ID`,
    details: { id: other.id, name: other.name, field: 'nationalId', table },
  });

/**
 * The account an owner (or tenant) record is linked to, for the portals: it must be an account with the owner
 * (tenant) role, and no other owner (tenant) record may have it (one person, one record).
 */
export async function assertUserLinkable(
  db: Query,
  table: PeopleTable,
  userId: string | null | undefined,
  selfId: string | null,
): Promise<void> {
  if (!userId) return;
  const role = table === 'estate_owners' ? 'owner' : 'tenant';
  const [user] = (await db.query(`SELECT role FROM users WHERE id = $1`, [userId])) as { role: string }[];
  if (!user || user.role !== role) {
    const message = `userId must be an account with the ${role} role`;
    throw new BadRequestException({
      code: ESTATE_ERROR_CODES.invalidUserLink,
      message,
      details: [{ field: 'userId', messages: [message] }],
    });
  }
  const [other] = (await db.query(
    `SELECT id, name FROM ${table} WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2) LIMIT 1`,
    [userId, selfId],
  )) as { id: string; name: string }[];
  if (other) throw userAlreadyLinked(other);
}

export const userAlreadyLinked = (other: { id: string; name: string }) =>
  new ConflictException({
    code: ESTATE_ERROR_CODES.userAlreadyLinked,
    message: `This account is linked to ${other.name} already`,
    details: { id: other.id, name: other.name, field: 'userId' },
  });

/**
 * The search of a people list (alias `alias`): the words of `q` as prefixes of the name (Arabic or English),
 * email or national ID, or its digits within the phone (a Saudi number typed 05… matches +9665…).
 */
export function peopleSearch(alias: string, q: string, params: SqlParams): string {
  const words = `${alias}.search_vector @@ coalesce(estate_search_query(${params.add(q)}), ''::tsquery)`;
  const digits = toAsciiDigits(q).replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 4) return `(${words})`;
  return `(${words} OR ${alias}.phone LIKE ${params.add(`%${escapeLike(digits)}%`)})`;
}

/** The account an owner or tenant (alias `alias`) is linked to: a join, its columns, and the row read back. */
export const linkedAccountJoin = (alias: string) => `LEFT JOIN users la ON la.id = ${alias}.user_id`;
export const LINKED_ACCOUNT_COLUMNS = 'la.name AS account_name, la.email AS account_email';
export const linkedAccountOf = (row: Row): LinkedAccount | null =>
  row.user_id && row.account_email
    ? { id: str(row.user_id), name: str(row.account_name), email: str(row.account_email) }
    : null;
