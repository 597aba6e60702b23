import {
  type BilingualText,
  ESTATE_ERROR_CODES,
  type ImportRowError,
  normalizeNationalId,
  todayInRiyadh,
} from '@estate/contracts';
import { OwnerInputDto, TenantInputDto } from '../../people/dto/person-input.dto.js';
import { checkWithDto, type ImportRow, insertBatches, newId, rowError, rowValues, yieldEvery } from '../import-rows.js';
import { IMPORT_COLUMNS } from '../transfer-columns.js';
import { type Importer, type ImportPlan, type ImportReadContext, verdict } from './import-plan.js';

export type PeopleTable = 'estate_owners' | 'estate_tenants';

export const nationalIdTakenText = (who: string): BilingualText => ({
  ar: `رقم الهوية مسجل مسبقاً باسم ${who}`,
  en: `This national ID belongs to ${who} already`,
});
export const nationalIdRepeatedText = (row: number): BilingualText => ({
  ar: `رقم الهوية مكرر في الملف (الصف ${row})`,
  en: `This national ID is in row ${row} of the file already`,
});

/** The records of a table holding these national IDs: national ID → { id, name }. */
export async function peopleByNationalId(
  db: ImportReadContext['db'],
  table: PeopleTable,
  nationalIds: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (nationalIds.length === 0) return new Map();
  const rows = (await db.query(`SELECT id, name, national_id FROM ${table} WHERE national_id = ANY($1::text[])`, [
    [...new Set(nationalIds)],
  ])) as { id: string; name: string; national_id: string }[];
  return new Map(rows.map((row) => [row.national_id, { id: row.id, name: row.name }]));
}

/** Owners or tenants: each row checked by the route's DTO; a national ID once in the file and not yet recorded. */
export class PeopleImporter implements Importer {
  constructor(private readonly table: PeopleTable) {}

  async plan(rows: readonly ImportRow[], context: ImportReadContext): Promise<ImportPlan> {
    const owners = this.table === 'estate_owners';
    const columns = IMPORT_COLUMNS[owners ? 'owners' : 'tenants'];
    const existing = await peopleByNationalId(
      context.db,
      this.table,
      rows.map((row) => normalizeNationalId(row.cells.nationalId ?? '')).filter((id): id is string => id !== null),
    );
    const problems = new Map<number, ImportRowError[]>();
    const firstRowOf = new Map<string, number>();
    const accepted: (OwnerInputDto | TenantInputDto)[] = [];
    for (const [index, row] of rows.entries()) {
      await yieldEvery(index);
      const { value, problems: found } = await checkWithDto<OwnerInputDto | TenantInputDto>(
        owners ? OwnerInputDto : TenantInputDto,
        rowValues(row, columns),
      );
      const nationalId = found.some((problem) => problem.field === 'nationalId') ? null : value.nationalId;
      if (nationalId) {
        const other = existing.get(nationalId);
        const earlier = firstRowOf.get(nationalId);
        if (other) {
          found.push({
            field: 'nationalId',
            code: ESTATE_ERROR_CODES.nationalIdTaken,
            message: nationalIdTakenText(other.name),
          });
        } else if (earlier !== undefined) {
          found.push({
            field: 'nationalId',
            code: ESTATE_ERROR_CODES.nationalIdTaken,
            message: nationalIdRepeatedText(earlier),
          });
        } else {
          firstRowOf.set(nationalId, row.row);
        }
      }
      if (found.length > 0)
        problems.set(
          row.row,
          found.map((problem) => rowError(row.row, problem)),
        );
      else accepted.push(value);
    }
    return {
      ...verdict(problems, rows),
      write: async (manager, progress) => {
        const today = todayInRiyadh();
        if (owners) {
          await insertBatches(
            manager,
            'estate_owners',
            PERSON_COLUMNS.concat([
              { name: 'status', type: 'varchar' },
              { name: 'join_date', type: 'date' },
            ]),
            (accepted as OwnerInputDto[]).map((owner) => [
              ...personValues(owner),
              owner.status ?? 'active',
              owner.joinDate ?? today,
            ]),
            progress,
          );
        } else {
          await insertBatches(
            manager,
            'estate_tenants',
            PERSON_COLUMNS.concat([
              { name: 'emergency_contact', type: 'varchar' },
              { name: 'emergency_phone', type: 'varchar' },
            ]),
            (accepted as TenantInputDto[]).map((tenant) => [
              ...personValues(tenant),
              tenant.emergencyContact ?? null,
              tenant.emergencyPhone ?? null,
            ]),
            progress,
          );
        }
        return `${accepted.length} ${owners ? 'owner(s)' : 'tenant(s)'}`;
      },
    };
  }
}

/** The columns owners and tenants share, in the order of personValues. */
export const PERSON_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'name', type: 'varchar' },
  { name: 'name_en', type: 'varchar' },
  { name: 'email', type: 'varchar' },
  { name: 'phone', type: 'varchar' },
  { name: 'national_id', type: 'varchar' },
  { name: 'address', type: 'varchar' },
  { name: 'city', type: 'varchar' },
  { name: 'notes', type: 'text' },
];

export function personValues(
  person: Pick<OwnerInputDto, 'name' | 'nameEn' | 'email' | 'phone' | 'nationalId' | 'address' | 'city' | 'notes'>,
  id = newId(),
): unknown[] {
  return [
    id,
    person.name,
    person.nameEn ?? null,
    person.email ?? null,
    person.phone,
    person.nationalId,
    person.address ?? null,
    person.city ?? null,
    person.notes ?? null,
  ];
}
