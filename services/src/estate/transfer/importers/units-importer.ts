import {
  type BilingualText,
  ESTATE_ERROR_CODES,
  ESTATE_FIELD_ERROR_CODES as FIELD,
  type ImportRowError,
  normalizeNationalId,
} from '@estate/contracts';
import { UnitInputDto } from '../../units/dto/unit-input.dto.js';
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
import { type Importer, type ImportPlan, type ImportReadContext, verdict } from './import-plan.js';

/** A property as a file names it: by its name (Arabic or English), its owner's national ID telling apart namesakes. */
export interface NamedProperty {
  id: string;
  title: string;
  titleEn: string | null;
  ownerId: string;
  ownerNationalId: string;
}

export const nameKey = (name: string) => name.trim().toLowerCase();

/** The properties whose Arabic or English name is one of `names`. */
export async function propertiesNamed(db: ImportReadContext['db'], names: readonly string[]): Promise<NamedProperty[]> {
  const keys = [...new Set(names.map(nameKey))];
  if (keys.length === 0) return [];
  const rows = (await db.query(
    `SELECT p.id, p.title, p.title_en, p.owner_id, o.national_id
       FROM estate_properties p JOIN estate_owners o ON o.id = p.owner_id
      WHERE lower(btrim(p.title)) = ANY($1::text[]) OR lower(btrim(p.title_en)) = ANY($1::text[])`,
    [keys],
  )) as { id: string; title: string; title_en: string | null; owner_id: string; national_id: string }[];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    titleEn: row.title_en,
    ownerId: row.owner_id,
    ownerNationalId: row.national_id,
  }));
}

const ambiguous: BilingualText = {
  ar: 'يوجد أكثر من عقار بهذا الاسم: أضف رقم هوية المالك',
  en: "Several properties have this name: add the owner's national ID",
};

/** The one property a row names, or the problem (none, or several without the owner to tell them apart). */
export function findProperty(
  properties: readonly NamedProperty[],
  name: unknown,
  ownerNationalId: string | null,
  field: string,
): { property: NamedProperty | null; problem: RowProblem | null } {
  if (typeof name !== 'string') return { property: null, problem: { field, code: FIELD.required } };
  const key = nameKey(name);
  const matches = properties.filter(
    (property) =>
      (nameKey(property.title) === key || (property.titleEn !== null && nameKey(property.titleEn) === key)) &&
      (ownerNationalId === null || property.ownerNationalId === ownerNationalId),
  );
  if (matches.length === 1) return { property: matches[0]!, problem: null };
  if (matches.length === 0) return { property: null, problem: { field, code: FIELD.unknownReference } };
  return { property: null, problem: { field, code: ESTATE_ERROR_CODES.recordMismatch, message: ambiguous } };
}

export const unitNumberTakenText = (unitNumber: string): BilingualText => ({
  ar: `العقار فيه وحدة برقم ${unitNumber}`,
  en: `The property has a unit numbered ${unitNumber} already`,
});

/** The unit numbers (lower case) of the units of these properties: property id → numbers. */
export async function unitNumbersOf(
  db: ImportReadContext['db'],
  propertyIds: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const byProperty = new Map<string, Map<string, string>>();
  if (propertyIds.length === 0) return byProperty;
  const rows = (await db.query(
    `SELECT id, property_id, lower(unit_number) AS number FROM estate_units WHERE property_id = ANY($1::uuid[])`,
    [[...new Set(propertyIds)]],
  )) as { id: string; property_id: string; number: string }[];
  for (const row of rows) {
    const numbers = byProperty.get(row.property_id) ?? new Map<string, string>();
    numbers.set(row.number, row.id);
    byProperty.set(row.property_id, numbers);
  }
  return byProperty;
}

/** The columns of a unit as an import writes it, in the order of unitRow. */
export const UNIT_WRITE_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'property_id', type: 'uuid' },
  { name: 'unit_number', type: 'varchar' },
  { name: 'unit_type', type: 'varchar' },
  { name: 'floor', type: 'smallint' },
  { name: 'area', type: 'numeric' },
  { name: 'bedrooms', type: 'smallint' },
  { name: 'bathrooms', type: 'smallint' },
  { name: 'rent_price', type: 'numeric' },
  { name: 'features', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'description_en', type: 'text' },
  { name: 'under_maintenance', type: 'boolean' },
];

export const unitRow = (id: string, unit: UnitInputDto): unknown[] => [
  id,
  unit.propertyId,
  unit.unitNumber,
  unit.unitType,
  unit.floor ?? null,
  unit.area ?? null,
  unit.bedrooms ?? null,
  unit.bathrooms ?? null,
  unit.rentPrice,
  unit.features ?? null,
  unit.description ?? null,
  unit.descriptionEn ?? null,
  unit.underMaintenance ?? false,
];

/** Units: each row by the route's DTO, in a property named in the file; a unit number once per property. */
export class UnitsImporter implements Importer {
  async plan(rows: readonly ImportRow[], context: ImportReadContext): Promise<ImportPlan> {
    const columns = IMPORT_COLUMNS.units;
    const properties = await propertiesNamed(context.db, rows.map((row) => row.cells.property ?? '').filter(Boolean));
    const taken = await unitNumbersOf(
      context.db,
      properties.map((property) => property.id),
    );
    const inFile = new Map<string, number>();
    const problems = new Map<number, ImportRowError[]>();
    const accepted: UnitInputDto[] = [];
    for (const [index, row] of rows.entries()) {
      await yieldEvery(index);
      const { property: named, ownerNationalId, ...values } = rowValues(row, columns);
      const owner = ownerNationalId === undefined ? null : normalizeNationalId(ownerNationalId);
      const found: RowProblem[] = [];
      if (ownerNationalId !== undefined && !owner)
        found.push({ field: 'ownerNationalId', code: FIELD.invalidNationalId });
      const { property, problem } = findProperty(properties, named, owner, 'property');
      if (problem) found.push(problem);
      const checked = await checkWithDto(UnitInputDto, { ...values, propertyId: property?.id ?? PLACEHOLDER_ID });
      found.push(...checked.problems);
      const unit = checked.value;
      if (property && !found.some((issue) => issue.field === 'unitNumber')) {
        const number = nameKey(unit.unitNumber);
        const key = `${property.id}/${number}`;
        if (taken.get(property.id)?.has(number) || inFile.has(key)) {
          found.push({
            field: 'unitNumber',
            code: ESTATE_ERROR_CODES.unitNumberTaken,
            message: unitNumberTakenText(unit.unitNumber),
          });
        } else inFile.set(key, row.row);
      }
      if (found.length > 0)
        problems.set(
          row.row,
          found.map((issue) => rowError(row.row, issue)),
        );
      else accepted.push(unit);
    }
    return {
      ...verdict(problems, rows),
      write: async (manager, progress) => {
        await insertBatches(
          manager,
          'estate_units',
          UNIT_WRITE_COLUMNS,
          accepted.map((unit) => unitRow(newId(), unit)),
          progress,
        );
        return `${accepted.length} unit(s)`;
      },
    };
  }
}
