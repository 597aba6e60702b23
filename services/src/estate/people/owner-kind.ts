import {
  ESTATE_AUDIT_ACTIONS,
  type EstateOwner,
  occupancyPercent,
  type OwnerStatus,
  type OwnerSummary,
  todayInRiyadh,
} from '@estate/contracts';
import { rentRollSql } from '../money/money-sql.js';
import { activeContract, day, num, occupiedUnitsSql, type Row } from '../shared/estate-sql.js';
import type { ListOwnersDto } from './dto/list-people.dto.js';
import { type PersonKind, personOf } from './person-kind.js';

/** An owner's figures, from their properties, units and contracts (`today` is a date expression). */
const figures = (today: string) => `
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS properties_count FROM estate_properties p WHERE p.owner_id = o.id
  ) pf ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS total_units
      FROM estate_units u JOIN estate_properties p ON p.id = u.property_id WHERE p.owner_id = o.id
  ) uf ON true
  LEFT JOIN LATERAL (
    SELECT ${occupiedUnitsSql('c', today)} AS occupied_units
      FROM estate_contracts c JOIN estate_properties p ON p.id = c.property_id
     WHERE p.owner_id = o.id AND ${activeContract('c', today)}
  ) ocf ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS contracts_count,
           (count(*) FILTER (WHERE ${activeContract('c', today)}))::int AS active_contracts_count,
           ${rentRollSql('c', activeContract('c', today))} AS monthly_income
      FROM estate_contracts c WHERE c.owner_id = o.id
  ) cf ON true
  LEFT JOIN LATERAL (
    SELECT max(i.paid_at) AS last_paid_at
      FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id
     WHERE c.owner_id = o.id AND i.status = 'paid'
  ) lf ON true`;

function toOwner(row: Row): EstateOwner {
  const total = num(row.total_units);
  const occupied = num(row.occupied_units);
  return {
    ...personOf(row),
    status: row.status as OwnerStatus,
    joinDate: day(row.join_date),
    propertiesCount: num(row.properties_count),
    totalUnits: total,
    occupiedUnits: occupied,
    occupancyRate: occupancyPercent(occupied, total),
    monthlyIncome: num(row.monthly_income),
    activeContractsCount: num(row.active_contracts_count),
  };
}

/** Owners: their status and join date are their own; their figures come from their properties and contracts. */
export const OWNER_KIND: PersonKind<EstateOwner, OwnerSummary, ListOwnersDto> = {
  kind: 'owner',
  table: 'estate_owners',
  alias: 'o',
  ownColumns: 'o.status, o.join_date::text AS join_date',
  figures,
  figureColumns: () => 'pf.properties_count, uf.total_units, ocf.occupied_units, cf.*, lf.last_paid_at',
  sorts: {
    name: 'o.name, o.id',
    joinDate: 'o.join_date, o.id',
    propertiesCount: 'pf.properties_count, o.id',
    monthlyIncome: 'cf.monthly_income, o.id',
    status: 'o.status, o.id',
    createdAt: 'o.created_at, o.id',
  },
  filters: (query, params) => (query.status ? [`o.status = ${params.add(query.status)}`] : []),
  summary: {
    sql: (where, today) => `WITH f AS (SELECT o.id, o.status FROM estate_owners o ${where})
       SELECT (SELECT count(*) FROM f)::int AS total_owners,
              (SELECT count(*) FROM f WHERE f.status = 'active')::int AS active_owners,
              (SELECT ${rentRollSql('c')} FROM estate_contracts c JOIN f ON f.id = c.owner_id
                WHERE ${activeContract('c', today)}) AS total_monthly_income,
              (SELECT count(*) FROM estate_properties p JOIN f ON f.id = p.owner_id)::int AS total_properties`,
    read: (row) => ({
      totalOwners: num(row.total_owners),
      activeOwners: num(row.active_owners),
      totalMonthlyIncome: num(row.total_monthly_income),
      totalProperties: num(row.total_properties),
    }),
  },
  optionsOrder: `o.status = 'active' DESC, o.name, o.id`,
  toDto: toOwner,
  fields: {
    status: { column: 'status', initial: () => 'active' },
    joinDate: { column: 'join_date', initial: () => todayInRiyadh() },
  },
  required: ['name', 'phone', 'nationalId', 'status', 'joinDate'],
  audit: {
    create: ESTATE_AUDIT_ACTIONS.ownerCreate,
    update: ESTATE_AUDIT_ACTIONS.ownerUpdate,
    remove: ESTATE_AUDIT_ACTIONS.ownerDelete,
    label: 'Owner',
  },
  // Properties they own or owned (their ownership periods are the history the owner portal and a property's page
  // read), then contracts that name them.
  deleteBlockers: [
    {
      reason: 'properties',
      count: `SELECT count(DISTINCT property_id)::int FROM estate_property_ownerships WHERE owner_id = $1`,
    },
    { reason: 'owner_contracts', count: `SELECT count(*)::int FROM estate_contracts WHERE owner_id = $1` },
  ],
};
