import { ESTATE_FIELD_ERROR_CODES as FIELD, type ImportRowError } from '@estate/contracts';
import { TicketInputDto } from '../../maintenance/dto/ticket-input.dto.js';
import type { MaintenanceService } from '../../maintenance/maintenance.service.js';
import {
  checkWithDto,
  type ImportRow,
  PLACEHOLDER_ID,
  type RowProblem,
  rowError,
  rowValues,
  yieldEvery,
} from '../import-rows.js';
import { IMPORT_COLUMNS } from '../transfer-columns.js';
import { type Importer, type ImportPlan, type ImportReadContext, verdict } from './import-plan.js';
import { findProperty, propertiesNamed, unitNumbersOf } from './units-importer.js';

/** The DTO's fields read from other columns. */
const TICKET_COLUMN_OF = { propertyId: 'property', unitId: 'unitNumber' };

/**
 * Maintenance tickets: each row names its property (Arabic or English name) and, optionally, one of its units by
 * number, and is opened through MaintenanceService.create as the maintenance screen opens one (by the same DTO; the
 * unit's current tenant linked; unassigned).
 */
export class MaintenanceImporter implements Importer {
  constructor(private readonly tickets: () => MaintenanceService) {}

  async plan(rows: readonly ImportRow[], context: ImportReadContext): Promise<ImportPlan> {
    const columns = IMPORT_COLUMNS.maintenance;
    const properties = await propertiesNamed(
      context.db,
      rows.map((row) => row.cells.property ?? '').filter((name) => name.trim() !== ''),
    );
    const units = await unitNumbersOf(
      context.db,
      properties.map((property) => property.id),
    );
    const problems = new Map<number, ImportRowError[]>();
    const accepted: TicketInputDto[] = [];
    for (const [index, row] of rows.entries()) {
      await yieldEvery(index);
      const values = rowValues(row, columns);
      const { property, problem } = findProperty(properties, values.property, null, 'property');
      const unitNumber = typeof values.unitNumber === 'string' ? values.unitNumber : null;
      const unitId = property && unitNumber ? units.get(property.id)?.get(unitNumber.toLowerCase()) : undefined;
      const { value, problems: found } = await checkWithDto(
        TicketInputDto,
        {
          propertyId: property?.id ?? PLACEHOLDER_ID,
          unitId: unitNumber ? (unitId ?? PLACEHOLDER_ID) : null,
          title: values.title,
          titleAr: values.titleAr,
          description: values.description,
          category: values.category,
          priority: values.priority,
          estimatedCost: values.estimatedCost ?? null,
        },
        TICKET_COLUMN_OF,
      );
      const extra: (RowProblem | null)[] = [
        problem,
        property && unitNumber && !unitId ? { field: 'unitNumber', code: FIELD.unknownReference } : null,
      ];
      found.push(...extra.filter((item): item is RowProblem => item !== null));
      if (found.length > 0) {
        problems.set(
          row.row,
          found.map((item) => rowError(row.row, item)),
        );
      } else accepted.push(value);
    }
    return {
      ...verdict(problems, rows),
      write: async (manager, progress) => {
        const actor = { ...context.actor, role: context.role };
        for (const ticket of accepted) {
          await this.tickets().create(ticket, actor, undefined, manager);
          progress(1);
        }
        return `${accepted.length} maintenance ticket(s)`;
      },
    };
  }
}
