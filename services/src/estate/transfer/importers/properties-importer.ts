import { ESTATE_FIELD_ERROR_CODES as FIELD, type ImportRowError, normalizeNationalId } from '@estate/contracts';
import { EstatePropertyInputDto } from '../../properties/dto/estate-property-input.dto.js';
import {
  checkWithDto,
  type ImportRow,
  insertBatches,
  newId,
  PLACEHOLDER_ID,
  type RowProblem,
  rowError,
  rowValues,
  yieldEvery,
} from '../import-rows.js';
import { IMPORT_COLUMNS } from '../transfer-columns.js';
import { type Importer, type ImportPlan, verdict } from './import-plan.js';
import { peopleByNationalId } from './people-importer.js';

/** The DTO's fields read from other columns (the export's names). */
export const PROPERTY_COLUMN_OF = { title: 'name', titleEn: 'nameEn', ownerId: 'ownerNationalId' };

/** The values of EstatePropertyInputDto from a properties row (owner set apart). */
export function propertyValues(values: Record<string, unknown>, ownerId: string): Record<string, unknown> {
  const { name, nameEn, ...rest } = values;
  delete rest.ownerNationalId;
  delete rest.owner;
  return { ...rest, title: name, titleEn: nameEn, ownerId };
}

/** The columns of a property as an import writes it, in the order of propertyRow. */
export const PROPERTY_WRITE_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'title', type: 'varchar' },
  { name: 'title_en', type: 'varchar' },
  { name: 'owner_id', type: 'uuid' },
  { name: 'type', type: 'varchar' },
  { name: 'category', type: 'varchar' },
  { name: 'status', type: 'varchar' },
  { name: 'city', type: 'varchar' },
  { name: 'district', type: 'varchar' },
  { name: 'address', type: 'varchar' },
  { name: 'area', type: 'numeric' },
  { name: 'year_built', type: 'smallint' },
  { name: 'purchase_price', type: 'numeric' },
  { name: 'current_value', type: 'numeric' },
  { name: 'description', type: 'text' },
  { name: 'description_en', type: 'text' },
];

export const propertyRow = (id: string, property: EstatePropertyInputDto): unknown[] => [
  id,
  property.title,
  property.titleEn ?? null,
  property.ownerId,
  property.type,
  property.category,
  property.status ?? 'active',
  property.city,
  property.district,
  property.address,
  property.area ?? null,
  property.yearBuilt ?? null,
  property.purchasePrice ?? null,
  property.currentValue ?? null,
  property.description ?? null,
  property.descriptionEn ?? null,
];

/** The owner a row names by national ID: its id, or the problem. */
export function ownerProblem(typed: unknown, owner: { id: string } | undefined, field: string): RowProblem | null {
  if (typed === undefined) return { field, code: FIELD.required };
  if (!normalizeNationalId(typed)) return { field, code: FIELD.invalidNationalId };
  return owner ? null : { field, code: FIELD.unknownReference };
}

/** Properties: each row by the route's DTO, its owner named by national ID (an owner already recorded). */
export class PropertiesImporter implements Importer {
  async plan(rows: readonly ImportRow[], context: Parameters<Importer['plan']>[1]): Promise<ImportPlan> {
    const columns = IMPORT_COLUMNS.properties;
    const owners = await peopleByNationalId(
      context.db,
      'estate_owners',
      rows.map((row) => normalizeNationalId(row.cells.ownerNationalId ?? '')).filter((id): id is string => !!id),
    );
    const problems = new Map<number, ImportRowError[]>();
    const accepted: EstatePropertyInputDto[] = [];
    for (const [index, row] of rows.entries()) {
      await yieldEvery(index);
      const values = rowValues(row, columns);
      const owner = owners.get(normalizeNationalId(values.ownerNationalId) ?? '');
      const { value, problems: found } = await checkWithDto(
        EstatePropertyInputDto,
        propertyValues(values, owner?.id ?? PLACEHOLDER_ID),
        PROPERTY_COLUMN_OF,
      );
      const ownerIssue = ownerProblem(values.ownerNationalId, owner, 'ownerNationalId');
      if (ownerIssue) found.push(ownerIssue);
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
        await insertBatches(
          manager,
          'estate_properties',
          PROPERTY_WRITE_COLUMNS,
          accepted.map((property) => propertyRow(newId(), property)),
          progress,
        );
        return `${accepted.length} propert(ies)`;
      },
    };
  }
}
