import {
  addDays,
  type BilingualText,
  defaultDepositHolder,
  ESTATE_ERROR_CODES,
  ESTATE_FIELD_ERROR_CODES as FIELD,
  ESTATE_INPUT_LIMITS as LIMITS,
  formatContractNumber,
  type ImportRowError,
  isCalendarDate,
  LEASE_ERROR_CODES,
  normalizeNationalId,
  toAsciiDigits,
  type UnitType,
} from '@estate/contracts';
import { ConflictException } from '@nestjs/common';
import { readRentRules } from '../../leases/lease-rules-sql.js';
import { rentHistories, rentLimitOf } from '../../leases/rent-limit.js';
import { rentAboveFrozenText } from '../../leases/rent-rules.js';
import type { EntityManager } from 'typeorm';
import { ContractInputDto } from '../../contracts/dto/contract-input.dto.js';
import type { InvoiceIssuer } from '../../contracts/invoice-issuer.js';
import { OwnerInputDto, TenantInputDto } from '../../people/dto/person-input.dto.js';
import { EstatePropertyInputDto } from '../../properties/dto/estate-property-input.dto.js';
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
import { PERSON_COLUMNS, peopleByNationalId, personValues } from './people-importer.js';
import { PROPERTY_WRITE_COLUMNS, propertyRow } from './properties-importer.js';
import {
  findProperty,
  nameKey,
  type NamedProperty,
  propertiesNamed,
  UNIT_WRITE_COLUMNS,
  unitNumbersOf,
  unitRow,
} from './units-importer.js';

/**
 * Key of the advisory lock ContractsService numbers contracts under (CONTRACT_NUMBER_LOCK there): numbers given to
 * imported contracts are taken one writer at a time with it.
 */
const CONTRACT_NUMBER_LOCK = 7_202_601;

/** A record the file names: one already recorded (its id), or one this import creates (its id to be). */
interface Planned<T> {
  id: string;
  input: T;
  used: boolean;
}

/** Days a contract holds its unit: from its start to its end, or to the day before its termination. */
interface Holding {
  contractNumber: string;
  start: string;
  /** The last day held; before `start` when terminated on its first day (it never held the unit). */
  last: string;
}

const holdingOf = (contractNumber: string, start: string, end: string, termination: string | null): Holding => ({
  contractNumber,
  start,
  last: termination ? addDays(termination, -1) : end,
});

const overlaps = (a: Holding, b: Holding) =>
  a.last >= a.start && b.last >= b.start && a.start <= b.last && b.start <= a.last;

const overlapText = (other: string): BilingualText => ({
  ar: `العقد ${other} يشغل الوحدة في هذه الفترة`,
  en: `Contract ${other} holds the unit for these dates`,
});
const numberTakenText = (number: string): BilingualText => ({
  ar: `رقم العقد ${number} مستخدم`,
  en: `Contract number ${number} is taken`,
});
const tooLongText: BilingualText = {
  ar: `مدة العقد لا تتجاوز ${LIMITS.maxContractYears} سنة`,
  en: `A contract lasts at most ${LIMITS.maxContractYears} years`,
};
const terminationText: BilingualText = {
  ar: 'تاريخ الإنهاء يقع بين بداية العقد ونهايته ولا يتجاوز اليوم',
  en: 'The termination date falls between the start and the end of the contract, and not after today',
};

/** An accepted row: the contract and the records it names. */
interface AcceptedContract {
  input: ContractInputDto;
  ownerId: string;
  tenantId: string;
  propertyId: string;
  unitId: string;
  terminationDate: string | null;
  terminationReason: string | null;
}

/**
 * Contracts: each row by the contract route's DTO, naming its tenant and owner by national ID, its property by name
 * (the owner telling namesakes apart) and its unit by number. A file from the contracts export also carries the
 * facts of those records: one that is not recorded yet is created from them (checked by its own route's DTO), so a
 * contracts export imports into another database as the same contracts. Contract numbers stay unique (those left
 * blank are given the next of their year), no two contracts hold a unit on the same day, in the file or
 * against those recorded, and a rent above a city rule's limit (the Riyadh freeze: the unit's last rent, recorded or
 * earlier in the file) is refused as the contract route refuses it. Each contract issues its invoices as one created through the API does.
 */
export class ContractsImporter implements Importer {
  constructor(private readonly invoices: InvoiceIssuer) {}

  async plan(rows: readonly ImportRow[], context: ImportReadContext): Promise<ImportPlan> {
    const columns = IMPORT_COLUMNS.contracts;
    const nationalIds = (key: string) =>
      rows.map((row) => normalizeNationalId(row.cells[key] ?? '')).filter((id): id is string => id !== null);
    const owners = await peopleByNationalId(context.db, 'estate_owners', nationalIds('ownerNationalId'));
    const tenants = await peopleByNationalId(context.db, 'estate_tenants', nationalIds('tenantNationalId'));
    const properties = await propertiesNamed(context.db, rows.map((row) => row.cells.property ?? '').filter(Boolean));
    const units = await unitNumbersOf(
      context.db,
      properties.map((property) => property.id),
    );
    const recordedUnitIds = [...units.values()].flatMap((numbers) => [...numbers.values()]);
    const holdings = await this.holdings(context.db, recordedUnitIds);
    // The city rent rules (the Riyadh freeze) as the contract route applies them: the rules, each recorded unit's
    // city and type and its contracts; a file's own earlier contracts of a unit count as its history too.
    const rentRules = await readRentRules(context.db);
    const histories = await rentHistories(context.db, recordedUnitIds);
    const unitFacts = new Map(
      (
        (await context.db.query(
          `SELECT u.id, u.unit_type, p.city FROM estate_units u JOIN estate_properties p ON p.id = u.property_id
            WHERE u.id = ANY($1::uuid[])`,
          [recordedUnitIds],
        )) as Array<{ id: string; unit_type: UnitType; city: string }>
      ).map((unit) => [unit.id, { city: unit.city, unitType: unit.unit_type }]),
    );
    const propertyCities = new Map(
      (
        (await context.db.query(`SELECT id, city FROM estate_properties WHERE id = ANY($1::uuid[])`, [
          properties.map((property) => property.id),
        ])) as Array<{ id: string; city: string }>
      ).map((row) => [row.id, row.city]),
    );
    const givenNumbers = rows
      .map((row) =>
        toAsciiDigits(row.cells.contractNumber ?? '')
          .trim()
          .toUpperCase(),
      )
      .filter(Boolean);
    const takenNumbers = new Set(
      givenNumbers.length === 0
        ? []
        : (
            (await context.db.query(
              `SELECT contract_number FROM estate_contracts WHERE contract_number = ANY($1::text[])`,
              [givenNumbers],
            )) as { contract_number: string }[]
          ).map((row) => row.contract_number),
    );

    const newOwners = new Map<string, Planned<OwnerInputDto>>();
    const newTenants = new Map<string, Planned<TenantInputDto>>();
    const newProperties = new Map<string, Planned<EstatePropertyInputDto>>();
    const newUnits = new Map<string, Planned<UnitInputDto>>();
    const numbersInFile = new Map<string, number>();
    const problems = new Map<number, ImportRowError[]>();
    const accepted: AcceptedContract[] = [];

    for (const [index, row] of rows.entries()) {
      await yieldEvery(index, 50);
      const values = rowValues(row, columns);
      const found: RowProblem[] = [];
      const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);

      // The owner (by national ID, optional when the property's name alone is enough).
      let ownerNationalId: string | null = null;
      let ownerId: string | null = null;
      let newOwner: Planned<OwnerInputDto> | null = null;
      if (values.ownerNationalId !== undefined) {
        ownerNationalId = normalizeNationalId(values.ownerNationalId);
        if (!ownerNationalId) found.push({ field: 'ownerNationalId', code: FIELD.invalidNationalId });
        else {
          ownerId = owners.get(ownerNationalId)?.id ?? null;
          if (!ownerId) {
            const planned = await this.person(
              OwnerInputDto,
              newOwners,
              ownerNationalId,
              { name: text('owner'), phone: text('ownerPhone') },
              { name: 'owner', phone: 'ownerPhone', nationalId: 'ownerNationalId' },
              context.mayCreateRecords,
              'ownerNationalId',
            );
            if ('problems' in planned) found.push(...planned.problems);
            else newOwner = planned;
          }
        }
      }

      // The tenant, by national ID.
      let tenantId: string | null = null;
      let newTenant: Planned<TenantInputDto> | null = null;
      const tenantNationalId = normalizeNationalId(values.tenantNationalId);
      if (values.tenantNationalId === undefined) found.push({ field: 'tenantNationalId', code: FIELD.required });
      else if (!tenantNationalId) found.push({ field: 'tenantNationalId', code: FIELD.invalidNationalId });
      else {
        tenantId = tenants.get(tenantNationalId)?.id ?? null;
        if (!tenantId) {
          const planned = await this.person(
            TenantInputDto,
            newTenants,
            tenantNationalId,
            { name: text('tenant'), phone: text('tenantPhone') },
            { name: 'tenant', phone: 'tenantPhone', nationalId: 'tenantNationalId' },
            context.mayCreateRecords,
            'tenantNationalId',
          );
          if ('problems' in planned) found.push(...planned.problems);
          else newTenant = planned;
        }
      }

      // The property: recorded (by name and owner), or to be created for an owner known or to be created.
      let property: NamedProperty | null = null;
      let newProperty: Planned<EstatePropertyInputDto> | null = null;
      const propertyName = text('property');
      const ownerKnown = ownerId !== null || newOwner !== null;
      if (!propertyName) found.push({ field: 'property', code: FIELD.required });
      else if (ownerNationalId === null && values.ownerNationalId !== undefined) {
        // The owner's national ID is malformed: reported above.
      } else {
        const propertyKey = `${ownerNationalId ?? ''}/${nameKey(propertyName)}`;
        const recorded = ownerId !== null || ownerNationalId === null;
        const lookup = recorded
          ? findProperty(properties, propertyName, ownerNationalId, 'property')
          : { property: null, problem: { field: 'property', code: FIELD.unknownReference } };
        if (lookup.property) property = lookup.property;
        else if (lookup.problem?.code !== FIELD.unknownReference) found.push(lookup.problem!);
        else if (newProperties.has(propertyKey)) newProperty = newProperties.get(propertyKey)!;
        else if (context.mayCreateRecords && ownerKnown && values.propertyType !== undefined) {
          const checked = await checkWithDto(
            EstatePropertyInputDto,
            {
              title: propertyName,
              ownerId: PLACEHOLDER_ID,
              type: values.propertyType,
              category: values.propertyCategory,
              city: values.city,
              district: values.district,
              address: values.address,
            },
            { title: 'property', type: 'propertyType', category: 'propertyCategory', ownerId: 'ownerNationalId' },
          );
          if (checked.problems.length > 0) found.push(...checked.problems);
          else {
            newProperty = { id: newId(), input: checked.value, used: false };
            newProperties.set(propertyKey, newProperty);
          }
        } else found.push(lookup.problem);
      }

      // The unit: recorded in the property, or to be created in it.
      let unitId: string | null = null;
      let newUnit: Planned<UnitInputDto> | null = null;
      const unitNumber = text('unitNumber');
      if (!unitNumber) found.push({ field: 'unitNumber', code: FIELD.required });
      else if (property || newProperty) {
        const propertyId = property?.id ?? newProperty!.id;
        const unitKey = `${propertyId}/${nameKey(unitNumber)}`;
        unitId = property ? (units.get(property.id)?.get(nameKey(unitNumber)) ?? null) : null;
        if (!unitId && newUnits.has(unitKey)) newUnit = newUnits.get(unitKey)!;
        else if (!unitId && context.mayCreateRecords && values.unitType !== undefined) {
          const checked = await checkWithDto(
            UnitInputDto,
            { propertyId: PLACEHOLDER_ID, unitNumber, unitType: values.unitType, rentPrice: values.rentAmount },
            { propertyId: 'property', rentPrice: 'rentAmount' },
          );
          // The rent is checked with the contract below.
          const own = checked.problems.filter((problem) => problem.field !== 'rentAmount');
          if (own.length > 0) found.push(...own);
          else {
            newUnit = { id: newId(), input: checked.value, used: false };
            newUnits.set(unitKey, newUnit);
          }
        } else if (!unitId) found.push({ field: 'unitNumber', code: FIELD.unknownReference });
      }

      // The contract's own terms, by the contract route's DTO.
      const checked = await checkWithDto(ContractInputDto, {
        contractNumber: values.contractNumber,
        unitId: PLACEHOLDER_ID,
        tenantId: PLACEHOLDER_ID,
        startDate: values.startDate,
        endDate: values.endDate,
        rentAmount: values.rentAmount,
        securityDeposit: values.securityDeposit,
        paymentFrequency: values.paymentFrequency,
        notes: values.notes,
        depositHolder: values.depositHolder,
      });
      found.push(...checked.problems);
      const contract = checked.value;
      const datesValid = isCalendarDate(contract.startDate) && isCalendarDate(contract.endDate);
      if (datesValid && contract.endDate <= contract.startDate) {
        found.push({ field: 'endDate', code: FIELD.endBeforeStart });
      } else if (
        datesValid &&
        contract.endDate > addDays(contract.startDate, Math.round(LIMITS.maxContractYears * 365.25))
      ) {
        found.push({ field: 'endDate', code: FIELD.invalidDate, message: tooLongText });
      }

      // Its termination, when it was terminated.
      let terminationDate: string | null = null;
      const terminationReason = text('terminationReason') ?? null;
      if (values.terminationDate !== undefined) {
        terminationDate = String(values.terminationDate);
        if (!isCalendarDate(terminationDate)) {
          found.push({ field: 'terminationDate', code: FIELD.invalidDate });
        } else if (
          datesValid &&
          (terminationDate > context.today ||
            terminationDate > contract.endDate ||
            (terminationDate < contract.startDate && contract.startDate <= context.today))
        ) {
          found.push({ field: 'terminationDate', code: FIELD.invalidDate, message: terminationText });
        }
      }
      if (terminationReason && terminationReason.length > LIMITS.terminationReason) {
        found.push({ field: 'terminationReason', code: FIELD.tooLong });
      }

      // A number once, in the file and among those recorded.
      const number = contract.contractNumber ?? null;
      if (number && !found.some((problem) => problem.field === 'contractNumber')) {
        const earlier = numbersInFile.get(number);
        if (takenNumbers.has(number) || earlier !== undefined) {
          found.push({
            field: 'contractNumber',
            code: ESTATE_ERROR_CODES.contractNumberTaken,
            message: numberTakenText(number),
          });
        }
      }

      // The unit held by one contract a day.
      const unitRef = unitId ?? newUnit?.id ?? null;
      if (unitRef && datesValid && contract.endDate > contract.startDate) {
        const holding = holdingOf(number ?? '', contract.startDate, contract.endDate, terminationDate);
        const other = (holdings.get(unitRef) ?? []).find((held) => overlaps(held, holding));
        if (other) {
          found.push({
            field: 'startDate',
            code: ESTATE_ERROR_CODES.contractOverlap,
            message: overlapText(other.contractNumber || `#${other.start}`),
          });
        } else if (found.length === 0) {
          holdings.set(unitRef, [...(holdings.get(unitRef) ?? []), holding]);
        }
      }

      // The rent under the city's rule: at most the unit's last registered rent (422 RENT_ABOVE_FROZEN on the route).
      if (unitRef && datesValid && found.length === 0) {
        const facts = unitFacts.get(unitRef) ?? {
          city: property ? (propertyCities.get(property.id) ?? '') : String(newProperty?.input.city ?? ''),
          unitType: newUnit!.input.unitType,
        };
        const limit = rentLimitOf(rentRules, facts, contract.startDate, histories.get(unitRef) ?? []);
        if (limit.rule && limit.maximum !== null && contract.rentAmount > limit.maximum) {
          found.push({
            field: 'rentAmount',
            code: LEASE_ERROR_CODES.rentAboveFrozen,
            message: rentAboveFrozenText(limit.rule.name, limit.maximum, limit.lastContractNumber ?? ''),
          });
        }
      }

      if (found.length > 0) {
        problems.set(
          row.row,
          found.map((problem) => rowError(row.row, problem)),
        );
        continue;
      }
      if (number) numbersInFile.set(number, row.row);
      histories.set(unitRef!, [
        ...(histories.get(unitRef!) ?? []),
        {
          contractNumber: number ?? '',
          startDate: contract.startDate,
          rentAmount: contract.rentAmount,
          terminationDate,
        },
      ]);
      for (const planned of [newOwner, newTenant, newProperty, newUnit]) if (planned) planned.used = true;
      accepted.push({
        input: contract,
        ownerId: property?.ownerId ?? ownerId ?? newOwner!.id,
        tenantId: tenantId ?? newTenant!.id,
        propertyId: property?.id ?? newProperty!.id,
        unitId: unitRef!,
        terminationDate,
        terminationReason: terminationDate ? terminationReason : null,
      });
    }

    const used = <T>(plans: Map<string, Planned<T>>) => [...plans.values()].filter((plan) => plan.used);
    return {
      ...verdict(problems, rows),
      write: async (manager, progress) => {
        const owners = used(newOwners);
        const tenants = used(newTenants);
        const createdProperties = used(newProperties);
        const createdUnits = used(newUnits);
        await insertBatches(
          manager,
          'estate_owners',
          [...PERSON_COLUMNS, { name: 'join_date', type: 'date' }],
          owners.map((owner) => [...personValues(owner.input, owner.id), context.today]),
          () => undefined,
        );
        await insertBatches(
          manager,
          'estate_tenants',
          PERSON_COLUMNS,
          tenants.map((tenant) => personValues(tenant.input, tenant.id)),
          () => undefined,
        );
        // A created property belongs to the owner its rows name.
        const ownerOfProperty = new Map<string, string>();
        for (const contract of accepted) ownerOfProperty.set(contract.propertyId, contract.ownerId);
        await insertBatches(
          manager,
          'estate_properties',
          PROPERTY_WRITE_COLUMNS,
          createdProperties.map((property) =>
            propertyRow(property.id, { ...property.input, ownerId: ownerOfProperty.get(property.id)! }),
          ),
          () => undefined,
        );
        const propertyOfUnit = new Map<string, string>();
        for (const contract of accepted) propertyOfUnit.set(contract.unitId, contract.propertyId);
        await insertBatches(
          manager,
          'estate_units',
          UNIT_WRITE_COLUMNS,
          createdUnits.map((unit) => unitRow(unit.id, { ...unit.input, propertyId: propertyOfUnit.get(unit.id)! })),
          () => undefined,
        );

        await this.recheckHoldings(manager, accepted, new Set(createdUnits.map((unit) => unit.id)));
        const numbered = await this.numbers(manager, accepted);
        const ids = accepted.map(() => newId());
        await insertBatches(
          manager,
          'estate_contracts',
          CONTRACT_WRITE_COLUMNS,
          accepted.map((contract, index) => [
            ids[index],
            numbered[index],
            contract.propertyId,
            contract.unitId,
            contract.ownerId,
            contract.tenantId,
            contract.input.startDate,
            contract.input.endDate,
            contract.input.rentAmount,
            contract.input.securityDeposit,
            contract.input.paymentFrequency,
            contract.input.notes ?? null,
            contract.terminationDate,
            contract.terminationReason,
            context.actorId,
          ]),
          () => undefined,
        );
        // Who holds each deposit: the file's, else the unit's default, as the contract route decides a new contract's
        // (defaultDepositHolder: Ejar on a residential unit, which bills no deposit here; the company otherwise).
        const unitTypes = new Map(
          (
            (await manager.query(`SELECT id, unit_type FROM estate_units WHERE id = ANY($1::uuid[])`, [
              [...new Set(accepted.map((contract) => contract.unitId))],
            ])) as Array<{ id: string; unit_type: UnitType }>
          ).map((unit) => [unit.id, unit.unit_type]),
        );
        const heldByEjar = ids.filter((_, index) => {
          const contract = accepted[index]!;
          return (contract.input.depositHolder ?? defaultDepositHolder(unitTypes.get(contract.unitId)!)) === 'ejar';
        });
        if (heldByEjar.length > 0) {
          await manager.query(`UPDATE estate_contracts SET deposit_holder = 'ejar' WHERE id = ANY($1::uuid[])`, [
            heldByEjar,
          ]);
        }
        // Each contract's invoices, as the contract route issues them (and cancels them from a termination on).
        for (const [index, contract] of accepted.entries()) {
          await this.invoices.issue(manager, ids[index]!);
          if (contract.terminationDate) await this.invoices.cancelFrom(manager, ids[index]!, contract.terminationDate);
          progress(1);
        }
        const created = [
          owners.length && `${owners.length} owner(s)`,
          tenants.length && `${tenants.length} tenant(s)`,
          createdProperties.length && `${createdProperties.length} propert(ies)`,
          createdUnits.length && `${createdUnits.length} unit(s)`,
        ].filter(Boolean);
        return `${accepted.length} contract(s)${created.length ? ` with ${created.join(', ')} they name` : ''}`;
      },
    };
  }

  /** An owner or tenant the file names and that is not recorded: the one planned already, or a new one. */
  private async person<T extends OwnerInputDto | TenantInputDto>(
    dto: new () => T,
    plans: Map<string, Planned<T>>,
    nationalId: string,
    facts: { name: string | undefined; phone: string | undefined },
    columnOf: Record<string, string>,
    mayCreate: boolean,
    field: string,
  ): Promise<Planned<T> | { problems: RowProblem[] }> {
    const planned = plans.get(nationalId);
    if (planned) return planned;
    if (!mayCreate || facts.name === undefined) return { problems: [{ field, code: FIELD.unknownReference }] };
    const checked = await checkWithDto(dto, { name: facts.name, phone: facts.phone, nationalId }, columnOf);
    if (checked.problems.length > 0) return { problems: checked.problems };
    const plan = { id: newId(), input: checked.value, used: false };
    plans.set(nationalId, plan);
    return plan;
  }

  /**
   * Locks the recorded units the contracts are on (as the contract route locks its unit) and checks again that no
   * contract written since the file was checked holds one of them on the same days: all or nothing, 409 if so.
   */
  private async recheckHoldings(
    manager: Pick<EntityManager, 'query'>,
    contracts: readonly AcceptedContract[],
    createdUnits: ReadonlySet<string>,
  ): Promise<void> {
    const unitIds = [...new Set(contracts.map((contract) => contract.unitId).filter((id) => !createdUnits.has(id)))];
    if (unitIds.length === 0) return;
    await manager.query(`SELECT id FROM estate_units WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [unitIds]);
    const holdings = await this.holdings(manager, unitIds);
    for (const contract of contracts) {
      const mine = holdingOf('', contract.input.startDate, contract.input.endDate, contract.terminationDate);
      const other = (holdings.get(contract.unitId) ?? []).find((held) => overlaps(held, mine));
      if (other) {
        const message = overlapText(other.contractNumber);
        throw new ConflictException({
          code: ESTATE_ERROR_CODES.contractOverlap,
          message: message.en,
          details: { contractNumber: other.contractNumber, message },
        });
      }
    }
  }

  /** What the recorded contracts of these units hold. */
  private async holdings(
    db: Pick<EntityManager, 'query'>,
    unitIds: readonly string[],
  ): Promise<Map<string, Holding[]>> {
    const byUnit = new Map<string, Holding[]>();
    if (unitIds.length === 0) return byUnit;
    const rows = (await db.query(
      `SELECT unit_id, contract_number, start_date::text AS start_date, end_date::text AS end_date,
              termination_date::text AS termination_date
         FROM estate_contracts WHERE unit_id = ANY($1::uuid[])`,
      [unitIds],
    )) as {
      unit_id: string;
      contract_number: string;
      start_date: string;
      end_date: string;
      termination_date: string | null;
    }[];
    for (const row of rows) {
      const held = holdingOf(row.contract_number, row.start_date, row.end_date, row.termination_date);
      byUnit.set(row.unit_id, [...(byUnit.get(row.unit_id) ?? []), held]);
    }
    return byUnit;
  }

  /** The number of each contract: its own, or the next free of its start year (numbered under the shared lock). */
  private async numbers(manager: Pick<EntityManager, 'query'>, contracts: readonly AcceptedContract[]) {
    const missing = contracts.filter((contract) => !contract.input.contractNumber);
    if (missing.length === 0) return contracts.map((contract) => contract.input.contractNumber!);
    await manager.query(`SELECT pg_advisory_xact_lock($1)`, [CONTRACT_NUMBER_LOCK]);
    const years = [...new Set(missing.map((contract) => Number(contract.input.startDate.slice(0, 4))))];
    const last = new Map<number, number>();
    for (const year of years) {
      const [row] = (await manager.query(
        `SELECT coalesce(max(substring(contract_number FROM 10)::bigint), 0) AS last
           FROM estate_contracts WHERE contract_number LIKE $1`,
        [`CNT-${year}-%`],
      )) as { last: string }[];
      const inFile = contracts
        .map((contract) => contract.input.contractNumber)
        .filter((number): number is string => !!number && number.startsWith(`CNT-${year}-`))
        .map((number) => Number(number.slice(9)));
      last.set(year, Math.max(Number(row?.last ?? 0), ...inFile));
    }
    return contracts.map((contract) => {
      if (contract.input.contractNumber) return contract.input.contractNumber;
      const year = Number(contract.input.startDate.slice(0, 4));
      const next = last.get(year)! + 1;
      last.set(year, next);
      return formatContractNumber(year, next);
    });
  }
}

const CONTRACT_WRITE_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'contract_number', type: 'varchar' },
  { name: 'property_id', type: 'uuid' },
  { name: 'unit_id', type: 'uuid' },
  { name: 'owner_id', type: 'uuid' },
  { name: 'tenant_id', type: 'uuid' },
  { name: 'start_date', type: 'date' },
  { name: 'end_date', type: 'date' },
  { name: 'rent_amount', type: 'numeric' },
  { name: 'security_deposit', type: 'numeric' },
  { name: 'payment_frequency', type: 'varchar' },
  { name: 'notes', type: 'text' },
  { name: 'termination_date', type: 'date' },
  { name: 'termination_reason', type: 'text' },
  { name: 'created_by', type: 'uuid' },
];
