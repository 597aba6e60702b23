import {
  ESTATE_AUDIT_ACTIONS,
  ESTATE_ERROR_CODES,
  type EstateUnit,
  todayInRiyadh,
  unitCategory,
} from '@estate/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { InvoiceIssuer } from '../contracts/invoice-issuer.js';
import { deleteBlocked, recordNotFound, uniqueViolation, unknownReference } from '../shared/estate-errors.js';
import { assertRequired, sentFields } from '../shared/estate-list.js';
import { openContract, type Row, str } from '../shared/estate-sql.js';
import type { UnitInputDto, UnitUpdateDto } from './dto/unit-input.dto.js';
import { UnitsQueries } from './units-queries.js';

type Query = Pick<EntityManager, 'query'>;

const numberTaken = (unitNumber: string, unitId: string) =>
  new ConflictException({
    code: ESTATE_ERROR_CODES.unitNumberTaken,
    message: `The property has a unit numbered ${unitNumber} already`,
    details: { unitId, unitNumber, field: 'unitNumber' },
  });

/**
 * The business steps of the properties' units: created, changed and deleted, their number unique within their
 * property. Each step answers the unit as UnitsQueries reads it.
 */
@Injectable()
export class UnitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly invoices: InvoiceIssuer,
    private readonly queries: UnitsQueries,
  ) {}

  async create(input: UnitInputDto, actor: Actor): Promise<EstateUnit> {
    return this.write(input.unitNumber, async (manager) => {
      await this.assertProperty(manager, input.propertyId);
      await this.assertNumberFree(manager, input.propertyId, input.unitNumber, null);
      const [row] = (await manager.query(
        `INSERT INTO estate_units (property_id, unit_number, unit_type, floor, area, bedrooms, bathrooms, rent_price,
                                   features, description, description_en, under_maintenance)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          input.propertyId,
          input.unitNumber,
          input.unitType,
          input.floor ?? null,
          input.area ?? null,
          input.bedrooms ?? null,
          input.bathrooms ?? null,
          input.rentPrice,
          input.features ?? null,
          input.description ?? null,
          input.descriptionEn ?? null,
          input.underMaintenance ?? false,
        ],
      )) as { id: string }[];
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.unitCreate,
          description: `Unit ${input.unitNumber} (${input.unitType})`,
          targetType: 'estate_unit',
          targetId: row!.id,
        },
        manager,
      );
      return this.queries.get(row!.id, manager);
    });
  }

  /**
   * Saves the fields sent. A unit with contracts stays in its property (UNIT_HAS_CONTRACTS); a new type that
   * changes its VAT (residential / commercial) bills the future periods of its running contracts again.
   */
  async update(id: string, input: UnitUpdateDto, actor: Actor): Promise<EstateUnit> {
    return this.write(input.unitNumber ?? '', async (manager) => {
      const [locked] = (await manager.query(`SELECT id FROM estate_units WHERE id = $1 FOR UPDATE`, [id])) as Row[];
      if (!locked) throw recordNotFound('unit');
      const current = await this.queries.get(id, manager);
      const changes = sentFields(input);
      const next = { ...current, ...changes };
      assertRequired(next, ['propertyId', 'unitNumber', 'unitType', 'rentPrice', 'underMaintenance']);
      if (next.propertyId !== current.propertyId) {
        await this.assertProperty(manager, next.propertyId);
        const [{ contracts }] = (await manager.query(
          `SELECT count(*)::int AS contracts FROM estate_contracts WHERE unit_id = $1`,
          [id],
        )) as [{ contracts: number }];
        if (contracts > 0) {
          throw new ConflictException({
            code: ESTATE_ERROR_CODES.unitHasContracts,
            message: `${contracts} contract(s) name this unit in its property: it cannot move to another`,
            details: { count: contracts },
          });
        }
      }
      if (
        next.propertyId !== current.propertyId ||
        next.unitNumber.toLowerCase() !== current.unitNumber.toLowerCase()
      ) {
        await this.assertNumberFree(manager, next.propertyId, next.unitNumber, id);
      }
      await manager.query(
        `UPDATE estate_units SET property_id = $2, unit_number = $3, unit_type = $4, floor = $5, area = $6,
                bedrooms = $7, bathrooms = $8, rent_price = $9, features = $10, description = $11,
                description_en = $12, under_maintenance = $13, updated_at = now()
          WHERE id = $1`,
        [
          id,
          next.propertyId,
          next.unitNumber,
          next.unitType,
          next.floor,
          next.area,
          next.bedrooms,
          next.bathrooms,
          next.rentPrice,
          next.features,
          next.description,
          next.descriptionEn,
          next.underMaintenance,
        ],
      );
      let reissued = '';
      if (unitCategory(next.unitType) !== unitCategory(current.unitType)) {
        const running = (await manager.query(
          `SELECT c.id FROM estate_contracts c WHERE c.unit_id = $1 AND ${openContract('c', '$2::date')}`,
          [id, todayInRiyadh()],
        )) as Row[];
        for (const contract of running) await this.invoices.reissueFuture(manager, str(contract.id));
        reissued = `; future invoices of ${running.length} contract(s) issued again`;
      }
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.unitUpdate,
          description: `Unit ${next.unitNumber}: ${Object.keys(changes).join(', ') || 'nothing'} changed${reissued}`,
          targetType: 'estate_unit',
          targetId: id,
        },
        manager,
      );
      return this.queries.get(id, manager);
    });
  }

  /** Refused (409) while a contract is running or to come on the unit, or when contracts of the past name it. */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [unit] = (await manager.query(`SELECT unit_number FROM estate_units WHERE id = $1 FOR UPDATE`, [
        id,
      ])) as Row[];
      if (!unit) throw recordNotFound('unit');
      const [counts] = (await manager.query(
        `SELECT (count(*) FILTER (WHERE ${openContract('c', '$2::date')}))::int AS open_contracts,
                count(*)::int AS total
           FROM estate_contracts c WHERE c.unit_id = $1`,
        [id, todayInRiyadh()],
      )) as { open_contracts: number; total: number }[];
      if (counts!.open_contracts > 0) throw deleteBlocked('active_contracts', counts!.open_contracts);
      if (counts!.total > 0) throw deleteBlocked('contracts', counts!.total);
      await manager.query(`DELETE FROM estate_units WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.unitDelete,
          description: `Unit ${str(unit.unit_number)} deleted`,
          targetType: 'estate_unit',
          targetId: id,
        },
        manager,
      );
    });
  }

  private async assertProperty(db: Query, propertyId: string): Promise<void> {
    const [row] = (await db.query(`SELECT 1 FROM estate_properties WHERE id = $1`, [propertyId])) as Row[];
    if (!row) throw unknownReference('propertyId', 'property');
  }

  private async assertNumberFree(db: Query, propertyId: string, unitNumber: string, selfId: string | null) {
    const [other] = (await db.query(
      `SELECT id, unit_number FROM estate_units
        WHERE property_id = $1 AND lower(unit_number) = lower($2) AND ($3::uuid IS NULL OR id <> $3)`,
      [propertyId, unitNumber, selfId],
    )) as Row[];
    if (other) throw numberTaken(str(other.unit_number), str(other.id));
  }

  private async write<T>(unitNumber: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'estate_units_property_number_key') throw numberTaken(unitNumber, '');
      throw error;
    }
  }
}
