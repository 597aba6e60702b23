import {
  type BilingualText,
  ESTATE_AUDIT_ACTIONS,
  ESTATE_ERROR_CODES,
  ESTATE_IMPORT_MAX_ROWS,
  ESTATE_IMPORT_SYNC_ROWS,
  ESTATE_PERMISSIONS,
  type EstateImportEntity,
  MAINTENANCE_PERMISSIONS,
  PAYMENT_PERMISSIONS,
  type EstateImportMode,
  type EstateImportResult,
  todayInRiyadh,
} from '@estate/contracts';
import { BadRequestException, ConflictException, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { rm } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { BackgroundProcess } from '../../common/workers/background-process.js';
import { InvoiceIssuer } from '../contracts/invoice-issuer.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { uniqueViolation } from '../shared/estate-errors.js';
import type { ImportWorkerAnswer } from '../../import-worker.js';
import { invalidFile, uploadRefused, wrongFormat } from './import-body.js';
import type { ImportRow } from './import-rows.js';
import { ImportJobsService } from './import-jobs.service.js';
import { ContractsImporter } from './importers/contracts-importer.js';
import type { Importer, ImportPlan } from './importers/import-plan.js';
import { EjarPaymentsImporter } from './importers/ejar-payments-importer.js';
import { MaintenanceImporter } from './importers/maintenance-importer.js';
import { PaymentsImporter } from './importers/payments-importer.js';
import { PeopleImporter } from './importers/people-importer.js';
import { PropertiesImporter } from './importers/properties-importer.js';
import { UnitsImporter } from './importers/units-importer.js';
import type { ImportUpload } from './import-upload.js';
import { header, IMPORT_COLUMNS } from './transfer-columns.js';
import { bilingualRefusal } from '../../common/http/refusal.js';

/** The permission an import of each kind of record needs (the write permission of the records it creates). */
export const IMPORT_PERMISSIONS: Record<EstateImportEntity, string> = {
  owners: ESTATE_PERMISSIONS.propertiesWrite,
  tenants: ESTATE_PERMISSIONS.propertiesWrite,
  properties: ESTATE_PERMISSIONS.propertiesWrite,
  units: ESTATE_PERMISSIONS.propertiesWrite,
  contracts: ESTATE_PERMISSIONS.contractsWrite,
  payments: PAYMENT_PERMISSIONS.write,
  maintenance: MAINTENANCE_PERMISSIONS.write,
  'ejar-payments': PAYMENT_PERMISSIONS.write,
};

/** Errors listed in one answer (the counts say how many rows have any). */
export const MAX_LISTED_ERRORS = 1000;

/** The answer of an import: 200 with the verdict or the result, or 202 with the job of a big commit. */
export interface ImportAnswer {
  status: 200 | 202;
  body: EstateImportResult;
}

/** The file is read no further than the row past the limit: how many more it has is not known. */
const tooManyRows = () =>
  new BadRequestException({
    code: ESTATE_ERROR_CODES.importTooManyRows,
    message: `The file has more than ${ESTATE_IMPORT_MAX_ROWS} rows; an import takes at most ${ESTATE_IMPORT_MAX_ROWS}`,
    details: {
      maxRows: ESTATE_IMPORT_MAX_ROWS,
      message: {
        ar: `الملف فيه أكثر من ${ESTATE_IMPORT_MAX_ROWS} صف والحد الأقصى ${ESTATE_IMPORT_MAX_ROWS} صف`,
        en: `The file has more than ${ESTATE_IMPORT_MAX_ROWS} rows; an import takes at most ${ESTATE_IMPORT_MAX_ROWS}`,
      } satisfies BilingualText,
    },
  });

/** What a commit answers when the records changed between its check and its write (a race with another writer). */
const changedMeanwhile = (constraint: string) => {
  const code =
    constraint === 'estate_contracts_contract_number_key'
      ? ESTATE_ERROR_CODES.contractNumberTaken
      : constraint === 'estate_units_property_number_key'
        ? ESTATE_ERROR_CODES.unitNumberTaken
        : ESTATE_ERROR_CODES.nationalIdTaken;
  const message: BilingualText = {
    ar: 'تغيرت السجلات أثناء الاستيراد فلم يُحفظ منه شيء: أعد فحص الملف',
    en: 'The records changed while the file was imported, so nothing of it was saved: check the file again',
  };
  return new ConflictException(bilingualRefusal(code, message, { constraint }));
};

/**
 * Imports of owners, tenants, properties, units, contracts, payments and maintenance tickets from a CSV or XLSX file. A dry run checks every row
 * (by the DTOs of the records' own routes, plus the rules across records: unique national IDs, unit numbers and
 * contract numbers, no overlapping contracts) and answers each row's errors in Arabic and English, writing
 * nothing. A commit checks the same way and writes every valid row in one transaction (all or nothing); past
 * ESTATE_IMPORT_SYNC_ROWS rows it runs as a job the screen polls, yielding to other requests as it goes.
 * Every commit is audited.
 */
@Injectable()
export class EstateImportService implements OnModuleDestroy {
  private readonly importers: Record<EstateImportEntity, Importer>;
  /**
   * One background process reads the imports' files, one at a time, the others queued, at the lowest priority; it
   * stops after a minute idle.
   */
  private readonly parser = new BackgroundProcess<
    { entity: EstateImportEntity; path: string; contentType: string | null },
    ImportWorkerAnswer
  >(new URL('../../import-worker.js', import.meta.url));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly jobs: ImportJobsService,
    invoices: InvoiceIssuer,
    moduleRef: ModuleRef,
  ) {
    // Payments and tickets are written through their own services (their modules build on this one, so they are
    // looked up when an import runs rather than injected).
    const service =
      <T>(type: new (...args: never[]) => T) =>
      () =>
        moduleRef.get(type, { strict: false });
    this.importers = {
      owners: new PeopleImporter('estate_owners'),
      tenants: new PeopleImporter('estate_tenants'),
      properties: new PropertiesImporter(),
      units: new UnitsImporter(),
      contracts: new ContractsImporter(invoices),
      payments: new PaymentsImporter(service(PaymentsService)),
      maintenance: new MaintenanceImporter(service(MaintenanceService)),
      'ejar-payments': new EjarPaymentsImporter(service(PaymentsService)),
    };
  }

  async import(
    entity: EstateImportEntity,
    mode: EstateImportMode,
    upload: ImportUpload,
    user: AuthenticatedUser,
    actor: Actor,
  ): Promise<ImportAnswer> {
    const { rows, fileName } = await this.rowsOf(entity, upload);
    const base = { entity, mode, totalRows: rows.length };
    if (mode === 'commit' && rows.length > ESTATE_IMPORT_SYNC_ROWS) {
      const jobId = await this.jobs.create(entity, rows.length, fileName, user.id);
      this.jobs.enqueue(jobId, async (progress) => {
        const plan = await this.plan(entity, rows, user, actor);
        const imported = await this.commit(entity, plan, fileName, actor, jobId, progress);
        return this.result(base, plan, imported, jobId);
      });
      return {
        status: 202,
        body: { ...base, validRows: 0, invalidRows: 0, errors: [], imported: 0, jobId },
      };
    }
    const plan = await this.plan(entity, rows, user, actor);
    const imported = mode === 'commit' ? await this.commit(entity, plan, fileName, actor, null, () => {}) : 0;
    return { status: 200, body: this.result(base, plan, imported, null) };
  }

  private plan(
    entity: EstateImportEntity,
    rows: readonly ImportRow[],
    user: AuthenticatedUser,
    actor: Actor,
  ): Promise<ImportPlan> {
    return this.importers[entity].plan(rows, {
      db: this.dataSource,
      today: todayInRiyadh(),
      // A contracts file creates the records it names only for those who may write them.
      mayCreateRecords: user.permissions.includes(ESTATE_PERMISSIONS.propertiesWrite),
      actorId: user.id,
      actor,
      role: user.role,
    });
  }

  /** Writes the valid rows in one transaction with the audit entry; answers the rows written. */
  private async commit(
    entity: EstateImportEntity,
    plan: ImportPlan,
    fileName: string | null,
    actor: Actor,
    jobId: string | null,
    progress: (processed: number) => void,
  ): Promise<number> {
    if (plan.validRows === 0) return 0;
    let processed = 0;
    try {
      await this.dataSource.transaction(async (manager) => {
        const written = await plan.write(manager, (rows) => progress((processed += rows)));
        await this.audit.record(
          {
            actor,
            action: ESTATE_AUDIT_ACTIONS.import,
            description: `Import of ${entity}${fileName ? ` from "${fileName}"` : ''}: ${written}; ${plan.invalidRows} row(s) with errors left out`,
            targetType: 'estate_import',
            targetId: jobId,
          },
          manager,
        );
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw changedMeanwhile(constraint);
      throw error;
    }
    return plan.validRows;
  }

  private result(
    base: Pick<EstateImportResult, 'entity' | 'mode' | 'totalRows'>,
    plan: ImportPlan,
    imported: number,
    jobId: string | null,
  ): EstateImportResult {
    // Each error names its field by the column's header in both languages, as the file and the page say it.
    const columns = new Map(IMPORT_COLUMNS[base.entity].map((column) => [column.key, column]));
    const labelled = plan.errors.slice(0, MAX_LISTED_ERRORS).map((error) => {
      const column = error.field === null ? undefined : columns.get(error.field);
      return { ...error, fieldLabel: column ? { ar: column.ar, en: column.en } : null };
    });
    return {
      ...base,
      validRows: plan.validRows,
      invalidRows: plan.invalidRows,
      errors: labelled,
      imported,
      jobId,
      ...(plan.matches ? { matches: plan.matches.slice(0, MAX_LISTED_ERRORS) } : {}),
    };
  }

  /**
   * The rows of the file by column key, its format told and the file read in the imports' background process (detectSheetFormat,
   * parseImportRows): a file neither CSV nor XLSX is refused as such, a file without a column
   * the records need is refused at its header, and one with more than ESTATE_IMPORT_MAX_ROWS rows at the row past the
   * limit, the rest unread.
   */
  private async rowsOf(
    entity: EstateImportEntity,
    upload: ImportUpload,
  ): Promise<{ rows: ImportRow[]; fileName: string | null }> {
    // The background process reads the received body from its file; it is removed once read, whatever the answer.
    const answer = await this.parser
      .run({ entity, path: upload.path, contentType: upload.contentType })
      .finally(() => rm(upload.path, { force: true }));
    if (answer.kind === 'badUpload') throw uploadRefused(answer);
    const parsed = answer.read;
    switch (parsed.kind) {
      case 'rows':
        return { rows: parsed.rows, fileName: answer.fileName };
      case 'wrongFormat':
        throw wrongFormat(parsed);
      case 'missingColumns': {
        const missing = IMPORT_COLUMNS[entity].filter((column) => parsed.missing.includes(column.key));
        throw invalidFile(
          {
            ar: `أعمدة ناقصة: ${missing.map((column) => header(column, 'ar')).join('، ')}`,
            en: `Missing columns: ${missing.map((column) => header(column, 'en')).join(', ')}`,
          },
          { reason: 'missing_columns', missingColumns: parsed.missing },
        );
      }
      case 'tooManyRows':
        throw tooManyRows();
      case 'unreadable':
        throw invalidFile(parsed.text, { reason: 'unreadable' });
      case 'noRows':
        throw invalidFile(
          { ar: 'لا توجد صفوف تحت العناوين', en: 'The file has no rows under its header' },
          { reason: 'no_rows' },
        );
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.parser.close();
  }
}
