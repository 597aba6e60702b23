import {
  addDays,
  type ContractDocument,
  type ContractStatus,
  ESTATE_AUDIT_ACTIONS,
  ESTATE_ERROR_CODES,
  ESTATE_INPUT_LIMITS,
  ESTATE_SCREEN_ROLES,
  type EstateContract,
  formatContractNumber,
  type PaymentFrequency,
  todayInRiyadh,
  type UnitType,
} from '@estate/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { AttachmentService, type CheckedAttachment } from '../../common/objects/attachments/attachment.service.js';
import {
  contractOverlap,
  deleteBlocked,
  invalidField,
  mismatchedReference,
  recordNotFound,
  uniqueViolation,
  unknownReference,
} from '../shared/estate-errors.js';
import { assertRequired, sentFields } from '../shared/estate-list.js';
import { contractPayments, contractPropertyLocked, contractTenantLocked } from '../shared/money-moved.js';
import { contractStatusSql, day, dayOrNull, num, type Row, SqlParams, str, strOrNull } from '../shared/estate-sql.js';
import { CONTRACT_DOCUMENT } from './contract-document.js';
import { ContractQueries } from './contract-queries.js';
import type {
  ContractInputDto,
  ContractUpdateDto,
  RenewContractDto,
  TerminateContractDto,
} from './dto/contract-input.dto.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { RentRules } from '../leases/rent-rules.js';
import { type EjarTermsInput, saveEjarTerms } from './ejar-terms.js';

type Query = Pick<EntityManager, 'query'>;

/** Key of the advisory lock that numbers contracts one at a time. */
const CONTRACT_NUMBER_LOCK = 7_202_601;

/** The stored terms of a contract, as a write reads them (locked). */
interface StoredContract {
  id: string;
  contractNumber: string;
  propertyId: string;
  unitId: string;
  ownerId: string;
  tenantId: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
  securityDeposit: number;
  paymentFrequency: PaymentFrequency;
  notes: string | null;
  documents: ContractDocument[];
  terminationDate: string | null;
  renewedFromId: string | null;
}

/** The unit a contract is written on, locked so that two contracts on it are checked one after the other. */
interface LockedUnit {
  id: string;
  propertyId: string;
  ownerId: string;
  unitType: UnitType;
}

/** What a new contract is made of once its references are checked. */
interface NewContract {
  contractNumber: string | null | undefined;
  unit: LockedUnit;
  ownerId: string;
  tenantId: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
  securityDeposit: number;
  paymentFrequency: PaymentFrequency;
  notes: string | null;
  documents: string[];
  renewedFromId: string | null;
  /** Its Ejar number, registration day and deposit holder (defaulted by the unit). */
  ejar?: EjarTermsInput;
}

const MONEY_TERMS = ['unitId', 'startDate', 'endDate', 'rentAmount', 'securityDeposit', 'paymentFrequency'] as const;

const closed = (message: string) => new ConflictException({ code: ESTATE_ERROR_CODES.contractClosed, message });

/**
 * The business steps of rental contracts: written on a unit no other contract holds for those dates, numbered
 * CNT-<year>-<number>, issuing their invoices (InvoiceIssuer), terminated, renewed and deleted. Each step answers the
 * contract as ContractQueries reads it.
 */
@Injectable()
export class ContractsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly attachments: AttachmentService,
    private readonly invoices: InvoiceIssuer,
    private readonly queries: ContractQueries,
    private readonly rentRules: RentRules,
  ) {}

  /** A new contract with its invoices. */
  async create(
    input: ContractInputDto,
    createdBy: string | null,
    actor: Actor,
    origin?: string,
  ): Promise<EstateContract> {
    return this.write(async (manager) => {
      const unit = await this.lockUnit(manager, input.unitId);
      if (input.propertyId && input.propertyId !== unit.propertyId) {
        throw mismatchedReference('propertyId', 'propertyId must be the property of the unit');
      }
      if (input.ownerId && input.ownerId !== unit.ownerId) {
        throw mismatchedReference('ownerId', "ownerId must be the owner of the unit's property");
      }
      const id = await this.insert(
        manager,
        {
          contractNumber: input.contractNumber,
          unit,
          ownerId: unit.ownerId,
          tenantId: input.tenantId,
          startDate: input.startDate,
          endDate: input.endDate,
          rentAmount: input.rentAmount,
          securityDeposit: input.securityDeposit,
          paymentFrequency: input.paymentFrequency,
          notes: input.notes ?? null,
          documents: input.documents ?? [],
          renewedFromId: null,
          ejar: input,
        },
        createdBy,
        actor,
        origin,
      );
      return this.queries.get(id, manager);
    });
  }

  /**
   * Saves the fields sent. New money terms (unit, dates, rent, deposit, frequency) re-issue the unpaid invoices of
   * periods after today. A terminated contract keeps its terms: only its notes and documents change. Another tenant
   * only while no money has moved on its invoices (else 409 CONTRACT_TENANT_LOCKED: end it and make a new one), and
   * likewise a unit of another property (409 CONTRACT_PROPERTY_LOCKED).
   */
  async update(id: string, input: ContractUpdateDto, actor: Actor, origin?: string): Promise<EstateContract> {
    return this.write(async (manager) => {
      const current = await this.lock(manager, id);
      const changes = sentFields(input);
      if (changes.contractNumber === null) delete changes.contractNumber;
      const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((field) => {
        if (field === 'documents') return true;
        return changes[field] !== (current as unknown as Record<string, unknown>)[field];
      });
      if (current.terminationDate && changed.some((field) => field !== 'notes' && field !== 'documents')) {
        throw closed('A terminated contract keeps its terms; only its notes and documents can change');
      }
      const next = { ...current, ...changes } as StoredContract;
      assertRequired(next, [
        'unitId',
        'tenantId',
        'startDate',
        'endDate',
        'rentAmount',
        'securityDeposit',
        'paymentFrequency',
      ]);

      const unitChanged = next.unitId !== current.unitId;
      const unit = await this.lockUnit(manager, next.unitId);
      if (changes.propertyId !== undefined && changes.propertyId !== unit.propertyId) {
        throw mismatchedReference('propertyId', 'propertyId must be the property of the unit');
      }
      if (unit.propertyId !== current.propertyId) {
        // Its payments stay with the property (and its owner then) they were received for.
        const payments = await contractPayments(manager, id);
        if (payments > 0) throw contractPropertyLocked(payments);
      }
      // The owner the contract was signed with stays; a new unit takes its property's owner.
      let ownerId = unitChanged ? unit.ownerId : current.ownerId;
      if (changes.ownerId !== undefined && changes.ownerId !== ownerId) {
        if (changes.ownerId !== unit.ownerId) {
          throw mismatchedReference('ownerId', "ownerId must be the owner of the unit's property");
        }
        ownerId = changes.ownerId;
      }
      if (next.tenantId !== current.tenantId) {
        // Receipts and invoices stay with the tenant they were issued to: once money has moved, no other tenant.
        const payments = await contractPayments(manager, id);
        if (payments > 0) throw contractTenantLocked(payments);
        await this.assertTenant(manager, next.tenantId);
      }
      this.assertDates(next.startDate, next.endDate);
      if (unitChanged || next.startDate !== current.startDate || next.endDate !== current.endDate) {
        await this.assertNoOverlap(manager, unit.id, next.startDate, next.endDate, id);
      }
      if (unitChanged || next.startDate !== current.startDate || next.rentAmount > current.rentAmount) {
        // A city's rent rule (the Riyadh freeze): 422 RENT_ABOVE_FROZEN above the unit's last registered rent.
        await this.rentRules.assertRent(
          manager,
          { unitId: unit.id, startDate: next.startDate, contractId: id },
          next.rentAmount,
        );
      }
      if (next.contractNumber !== current.contractNumber) await this.assertNumberFree(manager, next.contractNumber, id);
      // A new tenant's account reads the documents in place of the old one's: they are claimed again.
      const documents = await this.documents(manager, next.documents as unknown as string[] | ContractDocument[], {
        origin,
        kept: current.documents.map((document) => document.url),
        tenantId: next.tenantId,
        contractId: id,
        sent: changes.documents !== undefined || next.tenantId !== current.tenantId,
      });

      await manager.query(
        `UPDATE estate_contracts SET contract_number = $2, property_id = $3, unit_id = $4, owner_id = $5, tenant_id = $6,
                start_date = $7, end_date = $8, rent_amount = $9, security_deposit = $10, payment_frequency = $11,
                notes = $12, documents = $13::jsonb, updated_at = now()
          WHERE id = $1`,
        [
          id,
          next.contractNumber,
          unit.propertyId,
          unit.id,
          ownerId,
          next.tenantId,
          next.startDate,
          next.endDate,
          next.rentAmount,
          next.securityDeposit,
          next.paymentFrequency,
          next.notes,
          JSON.stringify(documents),
        ],
      );
      const ejar = await saveEjarTerms(manager, id, changes, unit.unitType, false);
      const termsChanged = ejar.holderChanged || MONEY_TERMS.some((field) => changed.includes(field));
      let reissued = '';
      if (termsChanged) {
        const { cancelled, issued } = await this.invoices.reissueFuture(manager, id);
        reissued = `; invoices: ${cancelled} cancelled, ${issued} issued`;
      }
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.contractUpdate,
          description: `Contract ${next.contractNumber}: ${changed.join(', ') || 'nothing'} changed${reissued}`,
          targetType: 'estate_contract',
          targetId: id,
        },
        manager,
      );
      return this.queries.get(id, manager);
    });
  }

  /**
   * Ends a running (or pending) contract on `terminationDate` (default today, not after today, not before the
   * start of a contract that has started): the unit is free from that day and the unpaid invoices due from it on
   * are cancelled.
   */
  async terminate(id: string, input: TerminateContractDto, actor: Actor): Promise<EstateContract> {
    return this.write(async (manager) => {
      const current = await this.lock(manager, id);
      const today = todayInRiyadh();
      if (current.terminationDate) throw closed(`Contract ${current.contractNumber} is terminated already`);
      if (current.endDate < today) throw closed(`Contract ${current.contractNumber} has expired`);
      const date = input.terminationDate ?? today;
      if (date > today) throw invalidField('terminationDate', 'terminationDate cannot be after today');
      if (current.startDate <= today && date < current.startDate) {
        throw invalidField('terminationDate', 'terminationDate cannot be before the start date');
      }
      await manager.query(
        `UPDATE estate_contracts SET termination_date = $2, termination_reason = $3, updated_at = now() WHERE id = $1`,
        [id, date, input.reason ?? null],
      );
      const cancelled = await this.invoices.cancelFrom(manager, id, date);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.contractTerminate,
          description: `Contract ${current.contractNumber} terminated on ${date}; ${cancelled} unpaid invoice(s) cancelled`,
          targetType: 'estate_contract',
          targetId: id,
        },
        manager,
      );
      return this.queries.get(id, manager);
    });
  }

  /**
   * A new contract on the same unit, tenant and owner from the day after this one ends, linked to it; terms not
   * sent are this one's. It bills only the deposit it adds to the one held.
   */
  async renew(id: string, input: RenewContractDto, createdBy: string | null, actor: Actor): Promise<EstateContract> {
    return this.write(async (manager) => {
      const current = await this.lock(manager, id);
      if (current.terminationDate)
        throw closed(`Contract ${current.contractNumber} is terminated: it cannot be renewed`);
      const [renewal] = (await manager.query(
        `SELECT id, contract_number FROM estate_contracts WHERE renewed_from_id = $1`,
        [id],
      )) as Row[];
      if (renewal) {
        throw new ConflictException({
          code: ESTATE_ERROR_CODES.contractAlreadyRenewed,
          message: `Contract ${current.contractNumber} was renewed by ${str(renewal.contract_number)}`,
          details: { contractId: str(renewal.id), contractNumber: str(renewal.contract_number) },
        });
      }
      const startDate = addDays(current.endDate, 1);
      if (input.endDate <= startDate) {
        throw invalidField('endDate', `endDate must be after the renewal's start date (${startDate})`);
      }
      const unit = await this.lockUnit(manager, current.unitId);
      const newId = await this.insert(
        manager,
        {
          contractNumber: input.contractNumber,
          unit,
          ownerId: current.ownerId,
          tenantId: current.tenantId,
          startDate,
          endDate: input.endDate,
          rentAmount: input.rentAmount ?? current.rentAmount,
          securityDeposit: input.securityDeposit ?? current.securityDeposit,
          paymentFrequency: input.paymentFrequency ?? current.paymentFrequency,
          notes: input.notes ?? current.notes,
          documents: [],
          renewedFromId: id,
          // A renewal is a new Ejar contract: its own number and registration day (none unless sent).
          ejar: { ejarContractNumber: input.ejarContractNumber, ejarRegisteredOn: input.ejarRegisteredOn },
        },
        createdBy,
        actor,
      );
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.contractRenew,
          description: `Contract ${current.contractNumber} renewed from ${startDate} to ${input.endDate}`,
          targetType: 'estate_contract',
          targetId: id,
        },
        manager,
      );
      return this.queries.get(newId, manager);
    });
  }

  /** Deletes a contract with its invoices; refused (409) once one of them is paid or issued as a tax invoice. */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      const [{ paid }] = (await manager.query(
        `SELECT count(*)::int AS paid FROM estate_invoices WHERE contract_id = $1 AND status = 'paid'`,
        [id],
      )) as [{ paid: number }];
      if (paid > 0) throw deleteBlocked('paid_invoices', paid);
      // Its tax invoices are kept: once one is issued the contract stays (its queued ones go with it). The rows are
      // locked, so the issuer does not issue one while the contract is deleted.
      const einvoices = (await manager.query(
        `SELECT e."number" FROM estate_einvoices e JOIN estate_invoices i ON i.id = e.invoice_id
          WHERE i.contract_id = $1 FOR UPDATE OF e`,
        [id],
      )) as { number: string | null }[];
      const issued = einvoices.filter((row) => row.number !== null).length;
      if (issued > 0) throw deleteBlocked('tax_invoices', issued);
      await this.attachments.releaseAll({ kind: CONTRACT_DOCUMENT.record, id }, manager);
      await manager.query(`DELETE FROM estate_contracts WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.contractDelete,
          description: `Contract ${current.contractNumber} deleted with its invoices`,
          targetType: 'estate_contract',
          targetId: id,
        },
        manager,
      );
    });
  }

  /** Writes a checked contract and issues its invoices; answers its id. */
  private async insert(
    manager: EntityManager,
    contract: NewContract,
    createdBy: string | null,
    actor: Actor,
    origin?: string,
  ): Promise<string> {
    await this.assertTenant(manager, contract.tenantId);
    this.assertDates(contract.startDate, contract.endDate);
    await this.assertNoOverlap(manager, contract.unit.id, contract.startDate, contract.endDate, null);
    // A city's rent rule (the Riyadh freeze): 422 RENT_ABOVE_FROZEN above the unit's last registered rent.
    await this.rentRules.assertRent(
      manager,
      { unitId: contract.unit.id, startDate: contract.startDate, contractId: null },
      contract.rentAmount,
    );
    let contractNumber = contract.contractNumber;
    if (contractNumber) await this.assertNumberFree(manager, contractNumber, null);
    else contractNumber = await this.nextNumber(manager, Number(contract.startDate.slice(0, 4)));

    const [row] = (await manager.query(
      `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                     rent_amount, security_deposit, payment_frequency, notes, renewed_from_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        contractNumber,
        contract.unit.propertyId,
        contract.unit.id,
        contract.ownerId,
        contract.tenantId,
        contract.startDate,
        contract.endDate,
        contract.rentAmount,
        contract.securityDeposit,
        contract.paymentFrequency,
        contract.notes,
        contract.renewedFromId,
        createdBy,
      ],
    )) as { id: string }[];
    const id = row!.id;
    if (contract.documents.length > 0) {
      const documents = await this.documents(manager, contract.documents, {
        origin,
        kept: [],
        tenantId: contract.tenantId,
        contractId: id,
        sent: true,
      });
      await manager.query(`UPDATE estate_contracts SET documents = $2::jsonb WHERE id = $1`, [
        id,
        JSON.stringify(documents),
      ]);
    }
    await saveEjarTerms(manager, id, contract.ejar ?? {}, contract.unit.unitType, true);
    const issued = await this.invoices.issue(manager, id);
    await this.audit.record(
      {
        actor,
        action: ESTATE_AUDIT_ACTIONS.contractCreate,
        description: `Contract ${contractNumber} from ${contract.startDate} to ${contract.endDate}, ${issued} invoice(s)`,
        targetType: 'estate_contract',
        targetId: id,
      },
      manager,
    );
    return id;
  }

  /**
   * The documents a contract keeps: uploaded PDFs, Word files or images (by content), claimed for it and readable by
   * the staff who read contracts and by the tenant's account; those it no longer lists are released. Every file is
   * claimed again, so its readers follow the contract's tenant. Answers them as stored.
   */
  private async documents(
    manager: EntityManager,
    sent: readonly (string | ContractDocument)[],
    options: { origin?: string; kept: string[]; tenantId: string; contractId: string; sent: boolean },
  ): Promise<ContractDocument[]> {
    const urls = sent.map((item) => (typeof item === 'string' ? item : item.url));
    const [current] = (await manager.query(`SELECT documents FROM estate_contracts WHERE id = $1`, [
      options.contractId,
    ])) as Row[];
    const stored = ((current?.documents ?? []) as ContractDocument[]).filter((document) => urls.includes(document.url));
    if (!options.sent) return stored;
    const checked: CheckedAttachment[] = await this.attachments.check(
      CONTRACT_DOCUMENT,
      urls.map((url, index) => ({ field: `documents.${index}`, index, url })),
      { origin: options.origin, manager, kept: options.kept },
    );
    const [tenant] = (await manager.query(`SELECT user_id FROM estate_tenants WHERE id = $1`, [
      options.tenantId,
    ])) as Row[];
    await this.attachments.keep(
      { kind: CONTRACT_DOCUMENT.record, id: options.contractId },
      checked.map((file) => ({ ...file, fresh: file.object !== null })),
      { roles: ESTATE_SCREEN_ROLES.contracts, person: strOrNull(tenant?.user_id) },
      manager,
      { releaseOthers: true },
    );
    return checked.map(
      (file) =>
        stored.find((document) => document.url === file.url) ?? {
          url: file.url,
          fileName: file.object?.fileName ?? file.url.split('/').pop() ?? 'document',
          contentType: file.object?.contentType ?? 'application/pdf',
          size: file.object?.size ?? 0,
        },
    );
  }

  private async lock(manager: Query, id: string): Promise<StoredContract> {
    const [row] = (await manager.query(
      `SELECT id, contract_number, property_id, unit_id, owner_id, tenant_id, start_date::text AS start_date,
              end_date::text AS end_date, rent_amount, security_deposit, payment_frequency, notes, documents,
              termination_date::text AS termination_date, renewed_from_id
         FROM estate_contracts WHERE id = $1 FOR UPDATE`,
      [id],
    )) as Row[];
    if (!row) throw recordNotFound('contract');
    return {
      id: str(row.id),
      contractNumber: str(row.contract_number),
      propertyId: str(row.property_id),
      unitId: str(row.unit_id),
      ownerId: str(row.owner_id),
      tenantId: str(row.tenant_id),
      startDate: day(row.start_date),
      endDate: day(row.end_date),
      rentAmount: num(row.rent_amount),
      securityDeposit: num(row.security_deposit),
      paymentFrequency: row.payment_frequency as PaymentFrequency,
      notes: strOrNull(row.notes),
      documents: (row.documents ?? []) as ContractDocument[],
      terminationDate: dayOrNull(row.termination_date),
      renewedFromId: strOrNull(row.renewed_from_id),
    };
  }

  private async lockUnit(manager: Query, unitId: string): Promise<LockedUnit> {
    const [row] = (await manager.query(
      `SELECT u.id, u.property_id, p.owner_id, u.unit_type
         FROM estate_units u JOIN estate_properties p ON p.id = u.property_id
        WHERE u.id = $1 FOR UPDATE OF u`,
      [unitId],
    )) as Row[];
    if (!row) throw unknownReference('unitId', 'unit');
    return {
      id: str(row.id),
      propertyId: str(row.property_id),
      ownerId: str(row.owner_id),
      unitType: row.unit_type as UnitType,
    };
  }

  private async assertTenant(manager: Query, tenantId: string): Promise<void> {
    const [row] = (await manager.query(`SELECT 1 FROM estate_tenants WHERE id = $1`, [tenantId])) as Row[];
    if (!row) throw unknownReference('tenantId', 'tenant');
  }

  private assertDates(startDate: string, endDate: string): void {
    if (endDate <= startDate) throw invalidField('endDate', 'endDate must be after startDate');
    const longest = addDays(startDate, Math.round(ESTATE_INPUT_LIMITS.maxContractYears * 365.25));
    if (endDate > longest) {
      throw invalidField('endDate', `A contract lasts at most ${ESTATE_INPUT_LIMITS.maxContractYears} years`);
    }
  }

  /**
   * 409 CONTRACT_OVERLAP when another contract holds the unit on one of these days: any contract not terminated
   * over its dates, a terminated one up to the day before its termination.
   */
  private async assertNoOverlap(
    manager: Query,
    unitId: string,
    startDate: string,
    endDate: string,
    selfId: string | null,
  ): Promise<void> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [other] = (await manager.query(
      `SELECT c.id, c.contract_number, c.start_date::text AS start_date, c.end_date::text AS end_date,
              ${contractStatusSql('c', today)} AS status
         FROM estate_contracts c
        WHERE c.unit_id = ${params.add(unitId)}
          AND (${params.add(selfId)}::uuid IS NULL OR c.id <> ${params.add(selfId)})
          AND c.start_date <= ${params.add(endDate)}::date
          AND coalesce(c.termination_date - 1, c.end_date) >= ${params.add(startDate)}::date
          AND (c.termination_date IS NULL OR c.termination_date > c.start_date)
        ORDER BY c.start_date LIMIT 1`,
      params.values,
    )) as Row[];
    if (other) {
      throw contractOverlap({
        contractId: str(other.id),
        contractNumber: str(other.contract_number),
        startDate: day(other.start_date),
        endDate: day(other.end_date),
        status: other.status as ContractStatus,
      });
    }
  }

  private async assertNumberFree(manager: Query, contractNumber: string, selfId: string | null): Promise<void> {
    const [other] = (await manager.query(
      `SELECT id FROM estate_contracts WHERE contract_number = $1 AND ($2::uuid IS NULL OR id <> $2)`,
      [contractNumber, selfId],
    )) as Row[];
    if (other) throw numberTaken(contractNumber, str(other.id));
  }

  /** The next free CNT-<year>-<number>: after the highest of the year, numbered one at a time. */
  private async nextNumber(manager: Query, year: number): Promise<string> {
    await manager.query(`SELECT pg_advisory_xact_lock($1)`, [CONTRACT_NUMBER_LOCK]);
    const [row] = (await manager.query(
      `SELECT coalesce(max(substring(contract_number FROM 10)::bigint), 0) AS last
         FROM estate_contracts WHERE contract_number LIKE $1`,
      [`CNT-${year}-%`],
    )) as Row[];
    return formatContractNumber(year, num(row?.last) + 1);
  }

  /** A write in a transaction; a race past the checks still answers the rule's 409, not a 500. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'estate_contracts_contract_number_key') throw numberTaken('', '');
      if (uniqueViolation(error) === 'estate_contracts_renewed_from_id_key') {
        throw new ConflictException({
          code: ESTATE_ERROR_CODES.contractAlreadyRenewed,
          message: 'This contract was renewed already',
        });
      }
      throw error;
    }
  }
}

const numberTaken = (contractNumber: string, contractId: string) =>
  new ConflictException({
    code: ESTATE_ERROR_CODES.contractNumberTaken,
    message: contractNumber ? `Contract number ${contractNumber} is taken` : 'This contract number is taken',
    details: { contractId, contractNumber, field: 'contractNumber' },
  });
