import type { PortalPerson } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { type Row, str, strOrNull } from '../../shared/estate-sql.js';

type Query = Pick<EntityManager, 'query'>;

/**
 * The tenant record linked to an account (estate_tenants.user_id: one tenant per account), or null for a visitor
 * or an account no tenant record names. Every /api/me/tenant read starts here: nothing else picks the tenant.
 */
export async function linkedTenant(db: Query, userId: string | null | undefined): Promise<PortalPerson | null> {
  if (!userId) return null;
  const [row] = (await db.query(`SELECT id, name, name_en FROM estate_tenants WHERE user_id = $1 LIMIT 1`, [
    userId,
  ])) as Row[];
  return row ? { id: str(row.id), name: str(row.name), nameEn: strOrNull(row.name_en) } : null;
}
