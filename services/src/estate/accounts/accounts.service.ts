import { type AccountOption, ESTATE_LINK_ROLES } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { escapeLike, type Row, SqlParams, str, strOrNull } from '../shared/estate-sql.js';
import type { AccountOptionsDto } from './dto/account-options.dto.js';

const LINKED_TABLES = { owner: 'estate_owners', tenant: 'estate_tenants' } as const;

/**
 * The accounts an owner or tenant record can be linked to, for the staff forms: active accounts with the owner
 * (tenant) role, each with the record that has it already (one record per account), those still free first.
 */
@Injectable()
export class AccountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async options(query: AccountOptionsDto): Promise<AccountOption[]> {
    const params = new SqlParams();
    const where = [`u.role = ${params.add(ESTATE_LINK_ROLES[query.role])}`, 'u.is_active'];
    if (query.q) {
      const pattern = params.add(`%${escapeLike(query.q)}%`);
      where.push(`(u.name ILIKE ${pattern} OR u.email ILIKE ${pattern})`);
    }
    const rows = (await this.dataSource.query(
      `SELECT u.id, u.name, u.email, r.id AS record_id, r.name AS record_name, r.name_en AS record_name_en
         FROM users u LEFT JOIN ${LINKED_TABLES[query.role]} r ON r.user_id = u.id
        WHERE ${where.join(' AND ')}
        ORDER BY r.id IS NOT NULL, u.name, u.id LIMIT ${query.limit}`,
      params.values,
    )) as Row[];
    return rows.map((row) => ({
      id: str(row.id),
      label: str(row.name),
      hint: str(row.email),
      name: str(row.name),
      email: str(row.email),
      linkedTo: row.record_id
        ? { id: str(row.record_id), name: str(row.record_name), nameEn: strOrNull(row.record_name_en) }
        : null,
    }));
  }
}
