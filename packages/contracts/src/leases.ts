import { addDays, addMonths, daysBetween } from './contract-schedule.js';
import type { EjarRentRule } from './ejar.js';
import type { BilingualText, InvoiceType, UnitType } from './estate.js';
import type { Role } from './roles.js';

/*
 * Saudi lease rules (Ejar) as the back office applies them: a contract renews by itself unless either side gives
 * notice of non-renewal before a window, reminders go out before the end, and a city's rent rule (the Riyadh
 * freeze) caps the rent of a new contract or renewal. Every figure is a stored setting with its source (GET
 * /api/estate/lease-rules), so a changed rule is a row changed, not a release.
 */

/** Who gave a notice of non-renewal. */
export const NOTICE_PARTIES = ['landlord', 'tenant'] as const;
export type NoticeParty = (typeof NOTICE_PARTIES)[number];

/** The stored lease settings (one row), each with where it comes from. */
export interface LeaseSettings {
  /** A notice of non-renewal is accepted up to this many days before the end (Ejar: 60). */
  noticeDays: number;
  /** Reminders of the end go out this many days before it (descending, e.g. 90, 60, 30). */
  reminderDays: number[];
  /** Whether contracts with no notice renew by themselves when they end. */
  autoRenew: boolean;
  /** A contract that ended up to this many days ago (the API was down on its last day) is still renewed. */
  renewalCatchUpDays: number;
  source: string;
  sourceUrl: string | null;
  updatedAt: string;
}

/** The kinds of rent limit a rule can set. */
export const RENT_LIMIT_KINDS = ['freeze_last_rent'] as const;
export type RentLimitKind = (typeof RENT_LIMIT_KINDS)[number];

/** A rent rule of a city (estate_rent_rules). */
export interface RentRule {
  id: string;
  /** Stable name of the rule, e.g. `riyadh-rent-freeze-2025`. */
  code: string;
  /** The city it covers (a key of SAUDI_CITIES, matched with findCity). */
  city: string;
  /** The unit types it covers; null: every type. */
  unitTypes: UnitType[] | null;
  /** First and last day (inclusive) of the contract start dates it covers; validTo null: no end. */
  validFrom: string;
  validTo: string | null;
  limit: RentLimitKind;
  name: BilingualText;
  source: string;
  sourceUrl: string | null;
}

/** GET /api/estate/lease-rules (admin, property manager, accountant). */
export interface LeaseRules {
  settings: LeaseSettings;
  rentRules: RentRule[];
  /** Where residential rent is paid (Ejar's channels), stored beside the lease settings with its source. */
  ejarRule: EjarRentRule;
}

/** Who may change the lease settings and the rent rules (everyone who reads contracts reads them). */
export const LEASE_RULES_EDIT_ROLES = ['admin'] as const satisfies readonly Role[];

/** Bounds of the lease settings, as the server checks them and the form mirrors them. */
export const LEASE_SETTING_LIMITS = {
  maxNoticeDays: 365,
  maxCatchUpDays: 120,
  /** Each reminder is 1 to this many days before the end. */
  maxReminderDay: 365,
  maxReminders: 6,
  source: 2000,
  sourceUrl: 500,
  ruleCode: 64,
  ruleName: 200,
  /** SADAD biller codes are digits. */
  sadadBillerPattern: /^\d{1,10}$/,
  ruleCodePattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
} as const;

/**
 * PATCH /api/estate/lease-rules/settings (admin): the fields sent change, the others stay; every change keeps a source
 * text (a blank source is refused) and is audited.
 */
export interface LeaseSettingsInput {
  noticeDays?: number;
  /** Distinct whole days before the end, 1 to 365, at most 6 (stored in descending order). */
  reminderDays?: number[];
  autoRenew?: boolean;
  renewalCatchUpDays?: number;
  source?: string;
  sourceUrl?: string | null;
  /** The Ejar rent rule: from when, SADAD's biller, the invoice types it covers, its source in both languages. */
  ejarRentSince?: string;
  ejarSadadBiller?: string;
  ejarInvoiceTypes?: InvoiceType[];
  ejarSourceAr?: string;
  ejarSourceEn?: string;
}

/** POST /api/estate/lease-rules/rent-rules and PATCH .../{id} (admin): a city's rent rule with its source. */
export interface RentRuleInput {
  /** Lower-case words joined by hyphens, unique (e.g. `riyadh-rent-freeze-2025`). */
  code: string;
  /** A key of SAUDI_CITIES (its Arabic or English name is taken too). */
  city: string;
  /** null or empty: every unit type. */
  unitTypes: UnitType[] | null;
  validFrom: string;
  /** On or after validFrom; null: no end. */
  validTo: string | null;
  limit: RentLimitKind;
  nameAr: string;
  nameEn: string;
  source: string;
  sourceUrl?: string | null;
}

/** GET /api/estate/lease-rules/rent-limit?unitId=&startDate=[&contractId=]: the most a contract's rent may be. */
export interface RentLimit {
  /** The rule in force for that unit and start date; null: no limit. */
  rule: Pick<RentRule, 'code' | 'name' | 'source'> | null;
  /** SAR per month; null when no rule applies or the unit has no earlier contract. */
  maximum: number | null;
  /** The earlier contract whose rent is the limit. */
  lastContractNumber: string | null;
}

/** A notice of non-renewal recorded on a contract. */
export interface NonRenewalNotice {
  id: string;
  givenBy: NoticeParty;
  /** The Riyadh day it was recorded. */
  givenOn: string;
  reason: string;
  /** The last day a notice is accepted on this contract, and the last day this one can be withdrawn. */
  lastAllowedDay: string;
  createdByName: string | null;
  createdAt: string;
}

/** POST /api/estate/contracts/{id}/notice. */
export interface NonRenewalNoticeInput {
  givenBy: NoticeParty;
  reason: string;
}

/** What one run of the lease job did (POST /api/estate/lease-rules/run answers it). */
export interface LeaseJobResult {
  ran: boolean;
  remindersSent: number;
  renewed: number;
  /** Contracts due that could not be renewed (another contract holds the unit, a rent rule...). */
  skipped: number;
}

export const LEASE_ERROR_CODES = {
  /** 422: fewer than the notice window's days remain before the end; details: NoticeTooLate. */
  noticeTooLate: 'NOTICE_TOO_LATE',
  /** 409: the contract has a notice already (withdraw it first); details: { noticeId }. */
  noticeExists: 'NOTICE_EXISTS',
  /** 404: the contract has no notice to withdraw. */
  noticeNotFound: 'NOTICE_NOT_FOUND',
  /** 422: the notice can be withdrawn only up to the last allowed day; details: NoticeTooLate. */
  noticeWithdrawTooLate: 'NOTICE_WITHDRAW_TOO_LATE',
  /** 403: a tenant withdraws only a notice they gave (the landlord's is the landlord's to withdraw); details.message. */
  noticeNotYours: 'NOTICE_NOT_YOURS',
  /** 409: a terminated, renewed or ended contract takes no notice. */
  noticeClosed: 'NOTICE_CONTRACT_CLOSED',
  /** 422: the rent is above the last registered rent of a unit under a freeze; details: RentAboveFrozen. */
  rentAboveFrozen: 'RENT_ABOVE_FROZEN',
  /** 409: another rent rule has this code; details.message in both languages. */
  rentRuleCodeTaken: 'RENT_RULE_CODE_TAKEN',
  /** 404: no rent rule has this id. */
  rentRuleNotFound: 'RENT_RULE_NOT_FOUND',
} as const;
export type LeaseErrorCode = (typeof LEASE_ERROR_CODES)[keyof typeof LEASE_ERROR_CODES];

/** `details` of NOTICE_TOO_LATE and NOTICE_WITHDRAW_TOO_LATE. */
export interface NoticeTooLate {
  lastAllowedDay: string;
  endDate: string;
  noticeDays: number;
  message: BilingualText;
}

/** `details` of RENT_ABOVE_FROZEN. */
export interface RentAboveFrozen {
  rule: string;
  ruleName: BilingualText;
  maximum: number;
  lastContractNumber: string;
  field: 'rentAmount';
  message: BilingualText;
}

export const LEASE_AUDIT_ACTIONS = {
  noticeGive: 'estate_contract.notice',
  noticeWithdraw: 'estate_contract.notice_withdraw',
  settingsUpdate: 'estate_lease_settings.update',
  rentRuleCreate: 'estate_rent_rule.create',
  rentRuleUpdate: 'estate_rent_rule.update',
  rentRuleDelete: 'estate_rent_rule.delete',
} as const;

/* Date windows (all days are Riyadh calendar days, YYYY-MM-DD). */

/** The last day a notice of non-renewal is accepted: `noticeDays` days before the end date. */
export const lastNoticeDay = (endDate: string, noticeDays: number): string => addDays(endDate, -noticeDays);

/** Whether a notice given on `today` is in time: at least `noticeDays` days remain before the end. */
export const noticeInTime = (today: string, endDate: string, noticeDays: number): boolean =>
  today <= lastNoticeDay(endDate, noticeDays);

/**
 * The reminder due on `today` for a contract ending on `endDate`: the smallest of `reminderDays` that the days left
 * have reached (so a contract made 20 days before its end gets the 30-day reminder only, not all three); null
 * before the first, and after the end.
 */
export function reminderDue(today: string, endDate: string, reminderDays: readonly number[]): number | null {
  const left = daysBetween(today, endDate);
  if (left < 0) return null;
  const reached = reminderDays.filter((days) => left <= days);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/**
 * The term of the contract that renews one from `startDate` to `endDate`: from the day after its end, as long as it
 * ran (whole months when it ran whole months, else the same number of days).
 */
export function renewalTerm(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const next = addDays(endDate, 1);
  for (let months = 1; months <= 12 * 30; months += 1) {
    const end = addMonths(startDate, months);
    if (end === next) return { startDate: next, endDate: addDays(addMonths(next, months), -1) };
    if (end > next) break;
  }
  return { startDate: next, endDate: addDays(next, daysBetween(startDate, endDate)) };
}

/** The lease routes. */
export const LEASE_API = {
  rules: '/api/estate/lease-rules',
  settings: '/api/estate/lease-rules/settings',
  rentRules: '/api/estate/lease-rules/rent-rules',
  rentRule: (id: string) => `/api/estate/lease-rules/rent-rules/${id}`,
  rentLimit: '/api/estate/lease-rules/rent-limit',
  run: '/api/estate/lease-rules/run',
  notice: (contractId: string) => `/api/estate/contracts/${contractId}/notice`,
  /** The tenant portal's: the signed-in tenant gives (POST) or withdraws (DELETE) notice on their own contract. */
  tenantNotice: (contractId: string) => `/api/me/tenant/contracts/${contractId}/notice`,
} as const;
