import {
  LEASE_AUDIT_ACTIONS,
  LEASE_ERROR_CODES,
  type LeaseRules,
  type LeaseSettingsInput,
  type RentRule,
  type RentRuleInput,
} from '@estate/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { readEjarRule } from '../payments/ejar-channel.js';
import { invalidField, uniqueViolation } from '../shared/estate-errors.js';
import { type Row } from '../shared/estate-sql.js';
import { readLeaseSettings, readRentRules } from './lease-rules-sql.js';

/** The settings' columns by input field. */
const SETTING_COLUMNS = {
  noticeDays: 'notice_days',
  reminderDays: 'reminder_days',
  autoRenew: 'auto_renew',
  renewalCatchUpDays: 'renewal_catch_up_days',
  source: 'source',
  sourceUrl: 'source_url',
  ejarRentSince: 'ejar_rent_since',
  ejarSadadBiller: 'ejar_sadad_biller',
  ejarInvoiceTypes: 'ejar_invoice_types',
  ejarSourceAr: 'ejar_source_ar',
  ejarSourceEn: 'ejar_source_en',
} as const satisfies Record<keyof LeaseSettingsInput, string>;

const RULE_COLUMNS = {
  code: 'code',
  city: 'city',
  unitTypes: 'unit_types',
  validFrom: 'valid_from',
  validTo: 'valid_to',
  limit: 'limit_kind',
  nameAr: 'name_ar',
  nameEn: 'name_en',
  source: 'source',
  sourceUrl: 'source_url',
} as const satisfies Record<keyof RentRuleInput, string>;

const ruleNotFound = () =>
  new NotFoundException({ code: LEASE_ERROR_CODES.rentRuleNotFound, message: 'No such rent rule' });

const codeTaken = (code: string) =>
  new ConflictException({
    code: LEASE_ERROR_CODES.rentRuleCodeTaken,
    message: `Another rent rule has the code ${code}`,
    details: {
      field: 'code',
      message: { ar: `الرمز ${code} مستخدم لقاعدة إيجار أخرى`, en: `Another rent rule has the code ${code}` },
    },
  });

/** The rule's period, checked: the last day on or after the first. */
function assertPeriod(validFrom: string, validTo: string | null) {
  if (validTo !== null && validTo < validFrom) {
    throw invalidField('validTo', `validTo must be on or after validFrom (${validFrom})`);
  }
}

/**
 * The admin's changes to the lease rules: the settings row (notice window, reminders, automatic renewal, the Ejar
 * rent rule, each with its source text) and the rent rules table, each change audited with what it was and became.
 */
@Injectable()
export class LeaseRulesAdmin {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The settings, the rent rules and the Ejar rent rule, as GET /api/estate/lease-rules reads them. */
  async read(manager: EntityManager = this.dataSource.manager): Promise<LeaseRules> {
    return {
      settings: await readLeaseSettings(manager),
      rentRules: await readRentRules(manager),
      ejarRule: await readEjarRule(manager),
    };
  }

  async updateSettings(input: LeaseSettingsInput, actor: Actor): Promise<LeaseRules> {
    return this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(`SELECT * FROM estate_lease_settings WHERE id = 1 FOR UPDATE`)) as Row[];
      const fields = (Object.keys(SETTING_COLUMNS) as (keyof LeaseSettingsInput)[]).filter(
        (field) => input[field] !== undefined,
      );
      if (fields.length === 0) return this.read(manager);
      const values = fields.map((field) => {
        const value = input[field];
        return field === 'reminderDays' ? [...(value as number[])].sort((a, b) => b - a) : value;
      });
      await manager.query(
        `UPDATE estate_lease_settings SET ${fields.map((field, index) => `${SETTING_COLUMNS[field]} = $${index + 1}`).join(', ')},
                updated_at = now() WHERE id = 1`,
        values,
      );
      const changes = fields.map((field, index) => {
        const old = before?.[SETTING_COLUMNS[field]];
        const shown = (value: unknown) =>
          value instanceof Date ? value.toISOString().slice(0, 10) : JSON.stringify(value ?? null);
        return `${field}: ${shown(old)} → ${shown(values[index])}`;
      });
      await this.audit.record(
        {
          actor,
          action: LEASE_AUDIT_ACTIONS.settingsUpdate,
          description: `Lease settings changed: ${changes.join('; ')}`.slice(0, 4000),
          targetType: 'estate_lease_settings',
          targetId: '1',
        },
        manager,
      );
      return this.read(manager);
    });
  }

  async createRule(input: RentRuleInput, actor: Actor): Promise<RentRule> {
    assertPeriod(input.validFrom, input.validTo ?? null);
    return this.writeRule(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO estate_rent_rules (code, city, unit_types, valid_from, valid_to, limit_kind, name_ar, name_en,
                                        source, source_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          input.code,
          input.city,
          input.unitTypes?.length ? input.unitTypes : null,
          input.validFrom,
          input.validTo ?? null,
          input.limit,
          input.nameAr,
          input.nameEn,
          input.source,
          input.sourceUrl ?? null,
        ],
      )) as Row[];
      const id = String(row!.id);
      await this.audit.record(
        {
          actor,
          action: LEASE_AUDIT_ACTIONS.rentRuleCreate,
          description:
            `Rent rule ${input.code} (${input.city}, from ${input.validFrom} to ${input.validTo ?? 'no end'}) added: ${input.source}`.slice(
              0,
              4000,
            ),
          targetType: 'estate_rent_rule',
          targetId: id,
        },
        manager,
      );
      return this.ruleOf(manager, id);
    }, input.code);
  }

  async updateRule(id: string, input: Partial<RentRuleInput>, actor: Actor): Promise<RentRule> {
    return this.writeRule(async (manager) => {
      const current = await this.ruleOf(manager, id, true);
      assertPeriod(input.validFrom ?? current.validFrom, input.validTo === undefined ? current.validTo : input.validTo);
      const fields = (Object.keys(RULE_COLUMNS) as (keyof RentRuleInput)[]).filter(
        (field) => input[field] !== undefined,
      );
      if (fields.length === 0) return current;
      const values = fields.map((field) =>
        field === 'unitTypes' ? (input.unitTypes?.length ? input.unitTypes : null) : input[field],
      );
      await manager.query(
        `UPDATE estate_rent_rules SET ${fields.map((field, index) => `${RULE_COLUMNS[field]} = $${index + 2}`).join(', ')}
          WHERE id = $1`,
        [id, ...values],
      );
      await this.audit.record(
        {
          actor,
          action: LEASE_AUDIT_ACTIONS.rentRuleUpdate,
          description: `Rent rule ${current.code} changed: ${fields
            .map((field, index) => `${field}: ${JSON.stringify(values[index] ?? null)}`)
            .join('; ')}`.slice(0, 4000),
          targetType: 'estate_rent_rule',
          targetId: id,
        },
        manager,
      );
      return this.ruleOf(manager, id);
    }, input.code ?? '');
  }

  async deleteRule(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.ruleOf(manager, id, true);
      await manager.query(`DELETE FROM estate_rent_rules WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: LEASE_AUDIT_ACTIONS.rentRuleDelete,
          description: `Rent rule ${current.code} (${current.city}) removed`,
          targetType: 'estate_rent_rule',
          targetId: id,
        },
        manager,
      );
    });
  }

  /** A rule write in its transaction; another rule's code answers 409 RENT_RULE_CODE_TAKEN. */
  private async writeRule<T>(work: (manager: EntityManager) => Promise<T>, code: string): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'estate_rent_rules_code_key') throw codeTaken(code);
      throw error;
    }
  }

  private async ruleOf(manager: EntityManager, id: string, lock = false): Promise<RentRule> {
    if (lock) {
      const locked = (await manager.query(`SELECT id FROM estate_rent_rules WHERE id = $1 FOR UPDATE`, [id])) as Row[];
      if (locked.length === 0) throw ruleNotFound();
    }
    const rule = (await readRentRules(manager)).find((candidate) => candidate.id === id);
    if (!rule) throw ruleNotFound();
    return rule;
  }
}
