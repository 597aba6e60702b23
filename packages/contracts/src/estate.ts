/**
 * The estate back office's portfolio (document 2, sections 2 to 6): properties, units, owners, tenants, rental
 * contracts and the invoices a contract issues. Shapes of `/api/estate/...` as the API answers them and as the
 * screens send them, their enums, bounds, error codes and the list of routes.
 *
 * Conventions:
 * - Amounts are SAR as numbers with at most 2 decimals; areas m²; calendar dates `YYYY-MM-DD`; instants ISO 8601.
 * - A contract's `rentAmount` is its rent per month; an invoice bills the months of its period (see
 *   contract-schedule.ts).
 * - "Today" is the calendar day in Riyadh (UTC+3), as `todayInRiyadh()` gives it.
 * - Figures marked "derived" are computed from the records on every read, never stored.
 * - `city` is a key of SAUDI_CITIES (`riyadh`, `jeddah`, `dammam`, `mecca`, `medina`).
 */
import type { BuyerTaxFields, EInvoiceSellerAddress } from './einvoicing.js';
import {
  NATIONAL_ADDRESS_ERROR_CODES,
  NATIONAL_ADDRESS_ERROR_MESSAGES,
  type NationalAddress,
} from './national-address.js';
import type { Role } from './roles.js';
import type { NonRenewalNotice } from './leases.js';
import type { DepositHolder, EjarStatementMatch } from './ejar.js';
import type { PaymentFrequency } from './contract-schedule.js';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_EXTENSIONS } from './requests.js';

export * from './contract-schedule.js';

/* ------------------------------------------------------------------------------------------------------------ */
/* Enums                                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

/** What an estate property is. */
export const ESTATE_PROPERTY_TYPES = [
  'building',
  'villa',
  'apartment',
  'office',
  'commercial',
  'shop',
  'warehouse',
] as const;
export type EstatePropertyType = (typeof ESTATE_PROPERTY_TYPES)[number];

/** Residential, commercial or both (a building with shops below and flats above). */
export const ESTATE_PROPERTY_CATEGORIES = ['residential', 'commercial', 'mixed'] as const;
export type EstatePropertyCategory = (typeof ESTATE_PROPERTY_CATEGORIES)[number];

/** A property's own status, set by staff. Rented/vacant is its units' occupancy, derived. */
export const ESTATE_PROPERTY_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type EstatePropertyStatus = (typeof ESTATE_PROPERTY_STATUSES)[number];

export const UNIT_TYPES = ['apartment', 'villa', 'office', 'shop', 'warehouse'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Commercial units (their rent carries 15% VAT); the others are residential (no VAT). */
export const COMMERCIAL_UNIT_TYPES = ['office', 'shop', 'warehouse'] as const satisfies readonly UnitType[];
export type UnitCategory = 'residential' | 'commercial';
export const unitCategory = (type: UnitType): UnitCategory =>
  (COMMERCIAL_UNIT_TYPES as readonly string[]).includes(type) ? 'commercial' : 'residential';

/**
 * A unit's status, derived on every read: `occupied` while an active contract covers today; else `reserved` when a
 * pending contract (starting later) is signed on it; else `maintenance` when staff took it out of letting
 * (`underMaintenance`); else `vacant`.
 */
export const UNIT_STATUSES = ['occupied', 'vacant', 'reserved', 'maintenance'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const OWNER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

/**
 * A tenant's status, derived from their contracts: `active` with an active contract; else the status of their
 * latest contract when it is `expired` or `terminated`; else `inactive` (no contract, or only a pending one).
 */
export const TENANT_STATUSES = ['active', 'inactive', 'expired', 'terminated'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/**
 * How a tenant or contract pays, derived from its invoices: `overdue` when an unpaid invoice is more than
 * LATE_PAYMENT_DAYS past its due date; `late` when one is past its due date by up to that; else `current`.
 */
export const PAYMENT_STATUSES = ['current', 'late', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const LATE_PAYMENT_DAYS = 30;

/**
 * A contract's status, derived on every read from the clock and termination: `terminated` once terminated;
 * else `pending` before its start date, `active` from its start to its end date (both included), `expired` after.
 */
export const CONTRACT_STATUSES = ['pending', 'active', 'expired', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The contracts screen's tabs: all; expiring soon (0 < days to expiry <= 30); expired; renewals (isRenewal). */
export const CONTRACT_TABS = ['all', 'expiring', 'expired', 'renewal'] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];
/** Expiring soon: more than 0 and at most this many days to expiry. */
export const CONTRACT_EXPIRING_SOON_DAYS = 30;

/** Invoice types (the spec's payment types). Contracts issue `rent` and `deposit`; the others come from payments. */
export const INVOICE_TYPES = ['rent', 'deposit', 'maintenance', 'penalty', 'refund'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Stored: pending, paid, cancelled. Read: `overdue` is a pending invoice whose due date has passed. */
export const INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The ways staff record a payment; `deposit` is a tenant's deposit applied at the contract's end (never entered);
 * `ejar` is rent paid through Ejar's channels (mada in the Ejar app or SADAD 153), recorded with Ejar's reference.
 */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'check', 'card', 'ejar'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | 'deposit';

/** `CNT-<year>-<number>`: the year of the start date and a number from 1, written with at least 4 digits. */
export const CONTRACT_NUMBER_PATTERN = /^CNT-\d{4}-\d{1,10}$/;
export const formatContractNumber = (year: number, number: number) => `CNT-${year}-${String(number).padStart(4, '0')}`;

/** `INV-<year>-<number>`: the year of the due date and a running number. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,}$/;

/* ------------------------------------------------------------------------------------------------------------ */
/* Access                                                                                                       */
/* ------------------------------------------------------------------------------------------------------------ */

/**
 * What each route of `/api/estate` needs (the seeded grants follow ESTATE_SCREEN_ROLES):
 * - read properties and units: `estate_properties_read` (admin, property_manager, accountant);
 * - write properties, units, owners and tenants: `estate_properties_write` (admin, property_manager);
 * - read owners: `estate_owners_read`; read tenants: `estate_tenants_read` (admin, property_manager, accountant);
 * - read contracts and their invoices: `estate_contracts_read` (admin, property_manager, accountant);
 * - write, terminate, renew contracts: `estate_contracts_write` (admin, property_manager);
 * - import and export: the write / read permission of the entity.
 * Owners, tenants and the other roles get 403 FORBIDDEN on every route here; their own records reach them
 * through the portals, by the user account an owner or tenant record is linked to (`userId`).
 */
export const ESTATE_PERMISSIONS = {
  propertiesRead: 'estate_properties_read',
  propertiesWrite: 'estate_properties_write',
  ownersRead: 'estate_owners_read',
  tenantsRead: 'estate_tenants_read',
  contractsRead: 'estate_contracts_read',
  contractsWrite: 'estate_contracts_write',
} as const;

/** The role an account needs to be linked to an owner record, or to a tenant record. */
export const ESTATE_LINK_ROLES = { owner: 'owner', tenant: 'tenant' } as const satisfies Record<string, Role>;
/** The kinds of record an account can be linked to (the account's role has the same name). */
export type EstateLinkRole = keyof typeof ESTATE_LINK_ROLES;
export const ESTATE_LINK_ROLE_NAMES = Object.keys(ESTATE_LINK_ROLES) as EstateLinkRole[];

/* ------------------------------------------------------------------------------------------------------------ */
/* Bounds the server enforces and the forms mirror                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

export const ESTATE_INPUT_LIMITS = {
  title: 200,
  name: 150,
  district: 120,
  address: 300,
  description: 5000,
  notes: 5000,
  features: 2000,
  email: 254,
  unitNumber: 30,
  contractNumber: 24,
  terminationReason: 1000,
  /** Amounts (rent, deposit, prices, values) in SAR: 0 up to this, 2 decimals. */
  maxAmount: 1_000_000_000_000,
  maxArea: 10_000_000,
  maxRooms: 50,
  minFloor: -5,
  maxFloor: 200,
  minYearBuilt: 1900,
  maxDocuments: 10,
  /** A contract lasts at most this many years. */
  maxContractYears: 30,
  search: 200,
} as const;

/* ------------------------------------------------------------------------------------------------------------ */
/* Lists                                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Every list: `?q` search, `?page` from 1, `?limit` 1..MAX_PAGE_SIZE (default ESTATE_PAGE_SIZE), `?sort&order`. */
export interface EstateListQuery<S extends string> {
  q?: string;
  page?: number;
  limit?: number;
  sort?: S;
  order?: SortOrder;
}
export const ESTATE_PAGE_SIZE = 20;

/** How many records past a page's first the contracts and units lists count before answering "more than". */
export const ESTATE_COUNT_UP_TO = 1000;

/**
 * Every list answers one page and the count of the matching records: all of them, or, on a list whose count stops
 * early (the contracts and units lists past ESTATE_COUNT_UP_TO records beyond the page), `totalCapped` with `total` the
 * records counted: more than that many match.
 */
export interface EstateList<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  limit: number;
}

/**
 * A choice of a picker (`/options` routes): the id and what the list shows, plus what a form needs next. `label` and
 * `hint` are the Arabic (or only) words; `labelEn` and `hintEn` the English ones when the record has them (a screen
 * picks by language with `localizedText`).
 */
export interface EstateOption {
  id: string;
  label: string;
  labelEn?: string | null;
  /** A second line: the city, the national ID, the property... */
  hint?: string | null;
  hintEn?: string | null;
}

/** Options answer at most this many, best matches first; `?q` narrows them. */
export const ESTATE_OPTIONS_LIMIT = 50;

export interface EstateOptionsQuery {
  q?: string;
  limit?: number;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Portal accounts of owners and tenants                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

/** The user account an owner or tenant record is linked to, as the lists show it. */
export interface LinkedAccount {
  id: string;
  name: string;
  email: string;
}

/**
 * GET /api/estate/accounts/options?role=owner|tenant&q=: the active accounts with that role, for the owner or tenant
 * form's account picker; `q` matches the name or email. Same access as writing owners and tenants.
 */
export interface AccountOptionsQuery extends EstateOptionsQuery {
  role: EstateLinkRole;
}

/** An account of the picker: `label` is its name, `hint` its email. */
export interface AccountOption extends EstateOption {
  name: string;
  email: string;
  /** The owner (or tenant) record this account is linked to already, or null: one record per account. */
  linkedTo: { id: string; name: string; nameEn: string | null } | null;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Owners                                                                                                       */
/* ------------------------------------------------------------------------------------------------------------ */

export interface OwnerInput extends BuyerTaxFields {
  /** Arabic (or as written on the ID). */
  name: string;
  nameEn?: string | null;
  email?: string | null;
  /** Any valid phone by the platform's phone rule; stored E.164. */
  phone: string;
  /** Saudi national ID or iqama (10 digits from 1 or 2, Luhn check; Arabic-Indic digits accepted). Unique. */
  nationalId: string;
  address?: string | null;
  city?: string | null;
  status?: OwnerStatus;
  /** Defaults to today. */
  joinDate?: string;
  notes?: string | null;
  /** The account (role `owner`) that sees this owner's records in the owner portal; one owner per account. */
  userId?: string | null;
}
export type OwnerUpdate = Partial<OwnerInput>;

export interface EstateOwner {
  id: string;
  name: string;
  nameEn: string | null;
  email: string | null;
  phone: string;
  nationalId: string;
  address: string | null;
  city: string | null;
  status: OwnerStatus;
  joinDate: string;
  notes: string | null;
  userId: string | null;
  /** As a buyer of tax invoices (see BuyerTaxFields); always answered by the API. */
  vatNumber?: string | null;
  crNumber?: string | null;
  nationalAddress?: EInvoiceSellerAddress | null;
  /** The account `userId` names, or null. */
  account: LinkedAccount | null;
  /** Derived: properties owned. */
  propertiesCount: number;
  /** Derived: units of those properties, and those occupied today. */
  totalUnits: number;
  occupiedUnits: number;
  /** Derived: occupied / total units as a whole percent (0 without units). */
  occupancyRate: number;
  /** Derived: the monthly rent of the owner's active contracts. */
  monthlyIncome: number;
  /** Derived: contracts of the owner in every status, and the active ones. */
  contractsCount: number;
  activeContractsCount: number;
  /** Derived: the latest day one of the owner's invoices was paid. */
  lastPaymentDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export const OWNER_SORTS = ['name', 'joinDate', 'propertiesCount', 'monthlyIncome', 'status', 'createdAt'] as const;
export type OwnerSort = (typeof OWNER_SORTS)[number];

/** GET /api/estate/owners: `q` matches name (Arabic or English), email, phone or national ID. */
export interface OwnerListQuery extends EstateListQuery<OwnerSort> {
  city?: string;
  status?: OwnerStatus;
}

/** GET /api/estate/owners/summary (same filters as the list). */
export interface OwnerSummary {
  totalOwners: number;
  activeOwners: number;
  totalMonthlyIncome: number;
  totalProperties: number;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Tenants                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

export interface TenantInput extends BuyerTaxFields {
  name: string;
  nameEn?: string | null;
  email?: string | null;
  phone: string;
  /** Saudi national ID or iqama; unique among tenants. */
  nationalId: string;
  address?: string | null;
  city?: string | null;
  emergencyContact?: string | null;
  emergencyPhone?: string | null;
  notes?: string | null;
  /** The account (role `tenant`) that sees this tenant's records in the tenant portal; one tenant per account. */
  userId?: string | null;
}
export type TenantUpdate = Partial<TenantInput>;

/** The contract a tenant's row shows: their active contract, else their latest one. */
export interface TenantContractBrief {
  id: string;
  contractNumber: string;
  status: ContractStatus;
  propertyId: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  unitId: string;
  unitNumber: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
  securityDeposit: number;
  paymentFrequency: PaymentFrequency;
}

export interface EstateTenant {
  id: string;
  name: string;
  nameEn: string | null;
  email: string | null;
  phone: string;
  nationalId: string;
  address: string | null;
  city: string | null;
  emergencyContact: string | null;
  emergencyPhone: string | null;
  notes: string | null;
  userId: string | null;
  /** As a buyer of tax invoices (see BuyerTaxFields); always answered by the API. */
  vatNumber?: string | null;
  crNumber?: string | null;
  nationalAddress?: EInvoiceSellerAddress | null;
  /** The account `userId` names, or null. */
  account: LinkedAccount | null;
  /** Derived from their contracts. */
  status: TenantStatus;
  /** Derived from their invoices. */
  paymentStatus: PaymentStatus;
  /** Derived: the active contract, else the latest; null without contracts. */
  contract: TenantContractBrief | null;
  /** Derived: monthly rent of their active contracts. */
  rentAmount: number;
  /** Derived: the unpaid total of their invoices already due (pending or overdue). */
  outstandingBalance: number;
  /** Derived: the due date of their earliest unpaid invoice. */
  nextPaymentDue: string | null;
  lastPaymentDate: string | null;
  contractsCount: number;
  createdAt: string;
  updatedAt: string;
}

export const TENANT_SORTS = ['name', 'rentAmount', 'outstandingBalance', 'nextPaymentDue', 'createdAt'] as const;
export type TenantSort = (typeof TENANT_SORTS)[number];

/** GET /api/estate/tenants: `q` matches name, email, phone, national ID or the unit number of a contract. */
export interface TenantListQuery extends EstateListQuery<TenantSort> {
  city?: string;
  status?: TenantStatus;
  paymentStatus?: PaymentStatus;
}

/** GET /api/estate/tenants/summary (same filters as the list). */
export interface TenantSummary {
  totalTenants: number;
  activeTenants: number;
  /** Tenants whose payment status is late or overdue. */
  latePayments: number;
  /** The monthly rent of active tenants. */
  totalRent: number;
  totalOutstanding: number;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Properties                                                                                                   */
/* ------------------------------------------------------------------------------------------------------------ */

export interface EstatePropertyInput {
  /** Arabic title. */
  title: string;
  titleEn?: string | null;
  ownerId: string;
  type: EstatePropertyType;
  category: EstatePropertyCategory;
  status?: EstatePropertyStatus;
  city: string;
  /** Arabic district name. */
  district: string;
  /** English district name (optional; English pages show the Arabic one without it). */
  districtEn?: string | null;
  address: string;
  /** m². */
  area?: number | null;
  yearBuilt?: number | null;
  purchasePrice?: number | null;
  currentValue?: number | null;
  description?: string | null;
  descriptionEn?: string | null;
  /** Its national address (printed on its contracts); null or absent when not given. */
  nationalAddress?: NationalAddress | null;
}
export type EstatePropertyUpdate = Partial<EstatePropertyInput>;

export interface EstateProperty {
  id: string;
  title: string;
  titleEn: string | null;
  ownerId: string;
  ownerName: string;
  ownerNameEn: string | null;
  type: EstatePropertyType;
  category: EstatePropertyCategory;
  status: EstatePropertyStatus;
  city: string;
  district: string;
  districtEn: string | null;
  address: string;
  area: number | null;
  yearBuilt: number | null;
  purchasePrice: number | null;
  currentValue: number | null;
  description: string | null;
  descriptionEn: string | null;
  nationalAddress: NationalAddress | null;
  /** Derived: units, those occupied today and the others. */
  totalUnits: number;
  occupiedUnits: number;
  vacantUnits: number;
  /** Derived: occupied / total units as a whole percent (0 without units). */
  occupancyRate: number;
  /** Derived: the monthly rent of the active contracts on its units. */
  monthlyIncome: number;
  /** Derived: monthly income × 12 / current value, a percent with one decimal; null without a current value. */
  annualYield: number | null;
  /**
   * Derived: money has moved on its contracts (a payment or refund recorded), so its owner changes only by a dated
   * transfer (POST …/{id}/transfer), not by an edit (409 PROPERTY_OWNER_LOCKED).
   */
  ownerLocked: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/estate/properties/{id}/transfer: the property passes to `ownerId` from `effectiveDate` on. */
export interface PropertyTransferInput {
  ownerId: string;
  /** `YYYY-MM-DD`: not after today (Riyadh), after the start of the current owner's period. */
  effectiveDate: string;
}

/**
 * One owner's period of a property (GET /api/estate/properties/{id}/ownership, oldest first): the owner holds it from
 * `fromDate` (null: since it was recorded) up to the day before `toDate` (null: still). Figures of those days (payments
 * by their paid day, contracts running then, tickets) are theirs.
 */
export interface PropertyOwnershipPeriod {
  id: string;
  ownerId: string;
  ownerName: string;
  ownerNameEn: string | null;
  fromDate: string | null;
  toDate: string | null;
  createdAt: string;
}

export const ESTATE_PROPERTY_SORTS = [
  'title',
  'city',
  'status',
  'totalUnits',
  'occupancyRate',
  'monthlyIncome',
  'currentValue',
  'createdAt',
] as const;
export type EstatePropertySort = (typeof ESTATE_PROPERTY_SORTS)[number];

/** GET /api/estate/properties: `q` matches the title or district (Arabic or English), or address. */
export interface EstatePropertyListQuery extends EstateListQuery<EstatePropertySort> {
  city?: string;
  status?: EstatePropertyStatus;
  type?: EstatePropertyType;
  ownerId?: string;
}

/** GET /api/estate/properties/summary (same filters as the list). */
export interface EstatePropertySummary {
  totalProperties: number;
  totalUnits: number;
  occupiedUnits: number;
  vacantUnits: number;
  occupancyRate: number;
  monthlyIncome: number;
  /** Sum of the properties' current values (0 where none is known). */
  totalValue: number;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Units                                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

export interface UnitInput {
  propertyId: string;
  /** Unique within its property (letter case ignored). */
  unitNumber: string;
  unitType: UnitType;
  floor?: number | null;
  /** m². */
  area?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  /** Asking rent per month (SAR); a contract states its own. */
  rentPrice: number;
  features?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  /** Taken out of letting for works: its status reads `maintenance` while no contract covers today. */
  underMaintenance?: boolean;
}
export type UnitUpdate = Partial<UnitInput>;

/** The contract a unit shows: the one covering today, else the pending one that starts next. */
export interface UnitContractBrief {
  id: string;
  contractNumber: string;
  status: ContractStatus;
  tenantId: string;
  tenantName: string;
  tenantNameEn: string | null;
  tenantPhone: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
}

export interface EstateUnit {
  id: string;
  propertyId: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  city: string;
  /** The property's district (Arabic, and English when known) and street address. */
  district: string;
  districtEn: string | null;
  address: string;
  unitNumber: string;
  unitType: UnitType;
  /** residential or commercial, from the type (commercial rent carries 15% VAT). */
  category: UnitCategory;
  floor: number | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  rentPrice: number;
  features: string | null;
  description: string | null;
  descriptionEn: string | null;
  underMaintenance: boolean;
  /** Derived. */
  status: UnitStatus;
  /** Derived: see UnitContractBrief. */
  contract: UnitContractBrief | null;
  /** The public rent listing this unit is published as, or null (POST /api/estate/units/{id}/listing). */
  listingId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const UNIT_SORTS = ['unitNumber', 'property', 'unitType', 'floor', 'area', 'rentPrice', 'createdAt'] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];

/** GET /api/estate/units: `q` matches the unit number or the property's title. */
export interface UnitListQuery extends EstateListQuery<UnitSort> {
  propertyId?: string;
  city?: string;
  status?: UnitStatus;
  unitType?: UnitType;
}

/** GET /api/estate/units/options: `propertyId` narrows to a property's units; `available` to those without a
 * contract covering today or later (a new contract's picker). */
export interface UnitOptionsQuery extends EstateOptionsQuery {
  propertyId?: string;
  available?: boolean;
}

/** A unit option carries what the contract form fills in from it (`hint`/`hintEn`: its property's title). */
export interface UnitOption extends EstateOption {
  propertyId: string;
  unitNumber: string;
  unitType: UnitType;
  rentPrice: number;
  status: UnitStatus;
}

/** A property option carries its owner, which a contract on it takes (`labelEn`: its English title). */
export interface PropertyOption extends EstateOption {
  ownerId: string;
  ownerName: string;
  ownerNameEn: string | null;
  city: string;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Contracts                                                                                                    */
/* ------------------------------------------------------------------------------------------------------------ */

/**
 * What a contract document may be, by its content (the server sniffs it; the name only guides the file picker): a PDF,
 * a Word document (DOC, DOCX) or a JPEG, PNG or GIF image, the attachment types of the platform.
 */
export const CONTRACT_DOCUMENT_CONTENT_TYPES = ATTACHMENT_CONTENT_TYPES;
export const CONTRACT_DOCUMENT_EXTENSIONS = ATTACHMENT_EXTENSIONS;

/** A document kept with a contract (the signed contract, the original...): an uploaded PDF, Word file or image. */
export interface ContractDocument {
  url: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ContractInput {
  /** `CNT-<year>-<number>`; generated from the start date's year when not given. Unique. */
  contractNumber?: string | null;
  /** The unit decides the property; `propertyId`, when sent, must be the unit's. */
  unitId: string;
  propertyId?: string;
  /** Defaults to the property's owner; when sent, it must be the property's owner. */
  ownerId?: string;
  tenantId: string;
  startDate: string;
  /** After the start date. */
  endDate: string;
  /** SAR per month, >= 0. */
  rentAmount: number;
  /** SAR, >= 0; issued as its own invoice (type deposit) when the company holds it. */
  securityDeposit: number;
  paymentFrequency: PaymentFrequency;
  /** The lease's number on Ejar (EJAR_CONTRACT_NUMBER_PATTERN: 8-20 digits); unique when set. */
  ejarContractNumber?: string | null;
  /** The day the lease was registered on Ejar. */
  ejarRegisteredOn?: string | null;
  /**
   * Who holds the deposit; defaults by the unit (defaultDepositHolder: Ejar on a residential unit). A deposit Ejar
   * holds is paid by the tenant to Ejar: the company bills and holds none of it.
   */
  depositHolder?: DepositHolder;
  notes?: string | null;
  /**
   * URLs of uploaded files (`/api/objects/...`, CONTRACT_DOCUMENT_CONTENT_TYPES), at most ESTATE_INPUT_LIMITS
   * .maxDocuments. The contract keeps them (readable by the staff who read contracts and by the tenant's account);
   * on an update the list sent replaces the old one and the documents left out are released.
   */
  documents?: string[];
}

/**
 * PATCH /api/estate/contracts/{id}. Changing the money terms (start, end, rent, deposit, frequency, unit) re-issues
 * the unpaid invoices of periods that start after today; paid invoices and those of periods already begun stay.
 * A terminated contract cannot be edited (only its notes and documents).
 */
export type ContractUpdate = Partial<Omit<ContractInput, 'tenantId'>> & { tenantId?: string };

/** POST /api/estate/contracts/{id}/terminate. */
export interface TerminateContractInput {
  /** The day the tenant leaves (the unit is free from it); defaults to today; from the start date to today. */
  terminationDate?: string;
  reason?: string | null;
}

/** POST /api/estate/contracts/{id}/renew: a new contract on the same unit, tenant and owner, starting the day
 * after the old one ends, linked to it. Unsent terms are the old contract's (its Ejar number and registration day
 * are its own: none unless sent). Only the deposit it adds is billed. */
export interface RenewContractInput {
  endDate: string;
  contractNumber?: string | null;
  rentAmount?: number;
  securityDeposit?: number;
  paymentFrequency?: PaymentFrequency;
  notes?: string | null;
  /** The renewal's own Ejar contract number (a renewal is a new Ejar contract): 8-20 digits, unique when set. */
  ejarContractNumber?: string | null;
  /** The day the renewal was registered on Ejar. */
  ejarRegisteredOn?: string | null;
}

export interface EstateContract {
  id: string;
  contractNumber: string;
  propertyId: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  city: string;
  unitId: string;
  unitNumber: string;
  unitType: UnitType;
  ownerId: string;
  ownerName: string;
  ownerNameEn: string | null;
  tenantId: string;
  tenantName: string;
  tenantNameEn: string | null;
  tenantPhone: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
  securityDeposit: number;
  paymentFrequency: PaymentFrequency;
  /** VAT percent on its rent: 15 on a commercial unit, 0 on a residential one. */
  vatPercent: number;
  ejarContractNumber: string | null;
  ejarRegisteredOn: string | null;
  depositHolder: DepositHolder;
  notes: string | null;
  documents: ContractDocument[];
  /** Derived from the clock and termination. */
  status: ContractStatus;
  terminationDate: string | null;
  terminationReason: string | null;
  /** The contract this one renews, and the one that renews it. */
  renewedFromId: string | null;
  renewedById: string | null;
  isRenewal: boolean;
  /** The notice of non-renewal in force (GET and list answer it; null: none). */
  nonRenewalNotice?: NonRenewalNotice | null;
  /** Derived: days from today to the end date (0 on the last day, negative after). */
  daysToExpiry: number;
  /** Derived: end − start in days / 30, rounded. */
  durationMonths: number;
  /** Derived: the rent invoices' total over the whole contract (net + VAT, cancelled ones left out). */
  totalValue: number;
  /** Derived: paid invoices' total. */
  totalPaid: number;
  /** Derived: unpaid invoices already due (pending past or on their due date). */
  outstandingAmount: number;
  /** Derived from its invoices. */
  paymentStatus: PaymentStatus;
  createdAt: string;
  updatedAt: string;
}

export const CONTRACT_SORTS = [
  'contractNumber',
  'startDate',
  'endDate',
  'rentAmount',
  'daysToExpiry',
  'createdAt',
] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** GET /api/estate/contracts: `q` matches the contract number, owner name, tenant name or unit number. */
export interface ContractListQuery extends EstateListQuery<ContractSort> {
  tab?: ContractTab;
  status?: ContractStatus;
  propertyId?: string;
  unitId?: string;
  ownerId?: string;
  tenantId?: string;
}

/** GET /api/estate/contracts/summary (same filters as the list, tab left out). */
export interface ContractSummary {
  totalContracts: number;
  activeContracts: number;
  expiringSoon: number;
  /** The rent of active contracts over their whole term (net + VAT). */
  activeContractsValue: number;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Invoices                                                                                                     */
/* ------------------------------------------------------------------------------------------------------------ */

export interface EstateInvoice {
  id: string;
  invoiceNumber: string;
  contractId: string;
  contractNumber: string;
  type: InvoiceType;
  /** The rent period billed (both days included); null for a deposit. */
  periodStart: string | null;
  periodEnd: string | null;
  dueDate: string;
  /** A rent period cut short by the contract's end, billed by days. */
  prorated: boolean;
  netAmount: number;
  vatPercent: number;
  vatAmount: number;
  totalAmount: number;
  /** `overdue` is derived: pending past its due date. */
  status: InvoiceStatus;
  /** Derived: days past the due date while unpaid (0 otherwise). */
  daysOverdue: number;
  paidAt: string | null;
  paymentMethod: PaymentMethod | null;
  createdAt: string;
}

/** GET /api/estate/contracts/{id}/invoices: every invoice of the contract by due date (cancelled ones with
 * `?includeCancelled=true`). */
export interface ContractInvoicesQuery {
  includeCancelled?: boolean;
}

export interface ContractInvoices {
  items: EstateInvoice[];
  total: number;
  /** Totals of the invoices listed that are not cancelled. */
  totals: { netAmount: number; vatAmount: number; totalAmount: number; paid: number; outstanding: number };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Export, import, publish (their routes are listed below)                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

export const ESTATE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type EstateExportFormat = (typeof ESTATE_EXPORT_FORMATS)[number];

/** GET /api/estate/properties/export: the list's filters plus the format. */
export type EstatePropertyExportQuery = Omit<EstatePropertyListQuery, 'page' | 'limit'> & {
  format?: EstateExportFormat;
};
/** GET /api/estate/contracts/export: the list's filters plus the format. */
export type ContractExportQuery = Omit<ContractListQuery, 'page' | 'limit'> & { format?: EstateExportFormat };
/** GET /api/estate/owners/export: the list's filters plus the format. */
export type OwnerExportQuery = Omit<OwnerListQuery, 'page' | 'limit'> & { format?: EstateExportFormat };
/** GET /api/estate/tenants/export: the list's filters plus the format. */
export type TenantExportQuery = Omit<TenantListQuery, 'page' | 'limit'> & { format?: EstateExportFormat };

/** File names of the exports (`.xlsx` instead of `.csv` for that format). */
export const ESTATE_EXPORT_FILES = {
  properties: 'properties-export.csv',
  contracts: 'contracts-export.csv',
  owners: 'owners-export.csv',
  tenants: 'tenants-export.csv',
} as const;

/** The spec's export columns, in order (headers in the language asked: `?lang=ar|en`, else Arabic). */
export const PROPERTY_EXPORT_COLUMNS = [
  'name',
  'location',
  'totalUnits',
  'occupiedVacant',
  'monthlyIncome',
  'status',
] as const;
export const CONTRACT_EXPORT_COLUMNS = [
  'contractNumber',
  'property',
  'owner',
  'tenant',
  'rentAmount',
  'status',
] as const;
export const OWNER_EXPORT_COLUMNS = [
  'name',
  'nationalId',
  'email',
  'phone',
  'city',
  'propertiesCount',
  'occupiedTotal',
  'monthlyIncome',
  'joinDate',
  'status',
] as const;
export const TENANT_EXPORT_COLUMNS = [
  'name',
  'nationalId',
  'email',
  'phone',
  'property',
  'unitNumber',
  'rentAmount',
  'contractPeriod',
  'nextPaymentDue',
  'paymentStatus',
  'contractStatus',
  'outstandingBalance',
] as const;

export const ESTATE_IMPORT_ENTITIES = [
  'properties',
  'units',
  'owners',
  'tenants',
  'contracts',
  'payments',
  'maintenance',
  'ejar-payments',
] as const;
export type EstateImportEntity = (typeof ESTATE_IMPORT_ENTITIES)[number];

export const ESTATE_IMPORT_MODES = ['dry-run', 'commit'] as const;
export type EstateImportMode = (typeof ESTATE_IMPORT_MODES)[number];

/** File types an import takes (by content): CSV (UTF-8, BOM or not) and XLSX; the file picker also offers .xls. */
export const ESTATE_IMPORT_ACCEPT = '.csv,.xlsx,.xls';
/** Rows above which a commit runs as a job the screen polls (GET /api/estate/import/jobs/{id}). */
export const ESTATE_IMPORT_SYNC_ROWS = 1000;
export const ESTATE_IMPORT_MAX_ROWS = 50_000;

/** A text in both languages. */
export interface BilingualText {
  ar: string;
  en: string;
}

/** One problem of one row: its row number in the file (1 = the first row after the header) and field. */
export interface ImportRowError {
  row: number;
  field: string | null;
  /** The field's column header in both languages (null for a row-wide problem or a field that is no column). */
  fieldLabel: BilingualText | null;
  /** One of ESTATE_FIELD_ERROR_CODES, or an ESTATE_ERROR_CODES value (e.g. CONTRACT_OVERLAP). */
  code: string;
  message: BilingualText;
}

/** What POST /api/estate/import/{entity} answers: the dry run's verdict, or a commit's result. */
export interface EstateImportResult {
  entity: EstateImportEntity;
  mode: EstateImportMode;
  totalRows: number;
  validRows: number;
  invalidRows: number;
  errors: ImportRowError[];
  /** Rows written (commit only: every valid row, in one transaction). */
  imported: number;
  /** Set when a big commit runs as a job: poll GET /api/estate/import/jobs/{jobId}. */
  jobId: string | null;
  /** An Ejar statement's rows matched to invoices (ejar-payments only). */
  matches?: EjarStatementMatch[];
}

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** GET /api/estate/import/jobs/{id}: only the account that started the job may read it. */
export interface EstateImportJob {
  id: string;
  entity: EstateImportEntity;
  status: ImportJobStatus;
  totalRows: number;
  processedRows: number;
  /** processedRows / totalRows, 0 to 1. */
  progress: number;
  /** When done. */
  result: EstateImportResult | null;
  /** When failed. */
  error: BilingualText | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/estate/units/{id}/listing: publishes a vacant unit as a rent listing on the public site. */
export interface PublishUnitInput {
  title?: string;
  titleEn?: string | null;
  description?: string;
  descriptionEn?: string | null;
  /** Defaults to the unit's rentPrice. */
  price?: number;
  images?: string[];
}

export interface UnitListing {
  unitId: string;
  listingId: string;
  /** The public page of the listing: `/property/{listingId}` (see `unitListingPath`). */
  url: string;
}

/** The public page of a listing, where staff cross to from a unit. */
export const unitListingPath = (listingId: string) => `/property/${encodeURIComponent(listingId)}`;

/**
 * `GET /api/estate/listings/{listingId}/unit` (estate readers): the unit a public listing was published from, so
 * staff on the listing's page cross back to `/estate/units/{unitId}`; null for a listing of no unit (most are).
 */
export interface ListingUnit {
  unitId: string | null;
}

/** The back-office page of a unit. */
export const estateUnitPath = (unitId: string) => `/estate/units/${encodeURIComponent(unitId)}`;

/* ------------------------------------------------------------------------------------------------------------ */
/* Errors                                                                                                       */
/* ------------------------------------------------------------------------------------------------------------ */

export const ESTATE_ERROR_CODES = {
  /** 409: another contract holds the unit for overlapping dates; details: EstateContractConflict. */
  contractOverlap: 'CONTRACT_OVERLAP',
  /** 409: deleting would orphan records; details: EstateDeleteBlocked. */
  deleteBlocked: 'ESTATE_DELETE_BLOCKED',
  /** 409: the contract number is taken; details: { contractId, contractNumber }. */
  contractNumberTaken: 'CONTRACT_NUMBER_TAKEN',
  /** 409: another owner (or tenant) has this national ID; details: { id, name }. */
  nationalIdTaken: 'NATIONAL_ID_TAKEN',
  /** 409: the property has a unit with this number; details: { unitId, unitNumber }. */
  unitNumberTaken: 'UNIT_NUMBER_TAKEN',
  /** 409: a unit with contracts cannot move to another property (its contracts name the property). */
  unitHasContracts: 'UNIT_HAS_CONTRACTS',
  /** 400: `propertyId` is not the unit's property, or `ownerId` not the property's owner; details name the field. */
  recordMismatch: 'ESTATE_RECORD_MISMATCH',
  /** 400: a referenced property, unit, owner or tenant does not exist; details name the field. */
  recordNotFound: 'ESTATE_RECORD_NOT_FOUND',
  /** 400: `userId` is not an account with the owner (or tenant) role; details name the field. */
  invalidUserLink: 'ESTATE_INVALID_USER_LINK',
  /** 409: the account is linked to another owner (or tenant) already; details: { id, name }. */
  userAlreadyLinked: 'ESTATE_USER_ALREADY_LINKED',
  /** 409: the contract is terminated (or ended) and cannot be changed, terminated or renewed that way. */
  contractClosed: 'CONTRACT_CLOSED',
  /** 409: the contract has been renewed already; details: { contractId, contractNumber } of the renewal. */
  contractAlreadyRenewed: 'CONTRACT_ALREADY_RENEWED',
  /**
   * 409: money has moved on the contract's invoices (a payment or refund recorded): its tenant stays the one the
   * receipts were issued to (end the contract and make a new one); details: EstatePartyLocked.
   */
  contractTenantLocked: 'CONTRACT_TENANT_LOCKED',
  /**
   * 409: money has moved on the property's contracts: its owner changes only by a dated transfer
   * (POST /api/estate/properties/{id}/transfer); details: EstatePartyLocked.
   */
  propertyOwnerLocked: 'PROPERTY_OWNER_LOCKED',
  /**
   * 409: money has moved on the contract's invoices: it stays on its property (a unit of another property would carry
   * its payments to that property and its owner); details: EstatePartyLocked.
   */
  contractPropertyLocked: 'CONTRACT_PROPERTY_LOCKED',
  /**
   * 400: a document is not an uploaded PDF, Word file or image of ours, or another record keeps it; details name each
   * (like INVALID_ATTACHMENT: field `documents.<index>`, index, fileName, reason not_found or type_not_allowed).
   */
  invalidDocument: 'INVALID_CONTRACT_DOCUMENT',
  /** 404s of the module. */
  propertyNotFound: 'ESTATE_PROPERTY_NOT_FOUND',
  unitNotFound: 'UNIT_NOT_FOUND',
  ownerNotFound: 'OWNER_NOT_FOUND',
  tenantNotFound: 'TENANT_NOT_FOUND',
  contractNotFound: 'CONTRACT_NOT_FOUND',
  /** Import/export/publish. */
  importFileInvalid: 'IMPORT_FILE_INVALID',
  importTooManyRows: 'IMPORT_TOO_MANY_ROWS',
  importJobNotFound: 'IMPORT_JOB_NOT_FOUND',
  /** 409: only a vacant unit (no contract covering today or later) can be published; or it is listed already. */
  unitNotPublishable: 'UNIT_NOT_PUBLISHABLE',
} as const;
export type EstateErrorCode = (typeof ESTATE_ERROR_CODES)[keyof typeof ESTATE_ERROR_CODES];

/** `details` of CONTRACT_TENANT_LOCKED, CONTRACT_PROPERTY_LOCKED and PROPERTY_OWNER_LOCKED: the payments in the way and why. */
export interface EstatePartyLocked {
  payments: number;
  message: BilingualText;
}

/** `details` of CONTRACT_OVERLAP: the other contract. */
export interface EstateContractConflict {
  contractId: string;
  contractNumber: string;
  startDate: string;
  endDate: string;
  status: ContractStatus;
}

/** Why a delete is refused. */
export const ESTATE_DELETE_BLOCK_REASONS = [
  /** A property whose units have a pending or active contract; a unit with one. */
  'active_contracts',
  /** A property or unit with contracts in its history (deleting would orphan them). */
  'contracts',
  /** A property with units. */
  'units',
  /** An owner with properties. */
  'properties',
  /** An owner or tenant with contracts. */
  'owner_contracts',
  'tenant_contracts',
  /** A contract with paid invoices. */
  'paid_invoices',
  /** A contract whose invoices were issued as tax invoices (ZATCA e-invoices are kept). */
  'tax_invoices',
] as const;
export type EstateDeleteBlockReason = (typeof ESTATE_DELETE_BLOCK_REASONS)[number];

/** `details` of ESTATE_DELETE_BLOCKED. */
export interface EstateDeleteBlocked {
  reason: EstateDeleteBlockReason;
  /** How many records stand in the way. */
  count: number;
  message: BilingualText;
}

/**
 * Codes of the field rules, for per-row import errors (and forms that want them): a VALIDATION_FAILED answer
 * names the field and says which rule in English; an import row error carries the code and both languages.
 */
export const ESTATE_FIELD_ERROR_CODES = {
  required: 'REQUIRED',
  invalidNationalId: 'INVALID_NATIONAL_ID',
  /** Ten digits from 1 or 2, as an ID reads, but the last (Luhn check) digit fails: a mistyped digit. */
  nationalIdCheckDigit: 'NATIONAL_ID_CHECK_DIGIT',
  invalidPhone: 'INVALID_PHONE',
  invalidEmail: 'INVALID_EMAIL',
  invalidDate: 'INVALID_DATE',
  endBeforeStart: 'END_BEFORE_START',
  negativeAmount: 'NEGATIVE_AMOUNT',
  /** A rent of 0 or less. */
  amountNotPositive: 'AMOUNT_NOT_POSITIVE',
  invalidNumber: 'INVALID_NUMBER',
  invalidChoice: 'INVALID_CHOICE',
  invalidCity: 'INVALID_CITY',
  invalidContractNumber: 'INVALID_CONTRACT_NUMBER',
  tooLong: 'TOO_LONG',
  unknownReference: 'UNKNOWN_REFERENCE',
  /** A national address's building number, postal code, additional number or short address (national-address.ts). */
  invalidBuildingNumber: NATIONAL_ADDRESS_ERROR_CODES.buildingNumber,
  invalidPostalCode: NATIONAL_ADDRESS_ERROR_CODES.postalCode,
  invalidAdditionalNumber: NATIONAL_ADDRESS_ERROR_CODES.additionalNumber,
  invalidShortAddress: NATIONAL_ADDRESS_ERROR_CODES.shortAddress,
} as const;
export type EstateFieldErrorCode = (typeof ESTATE_FIELD_ERROR_CODES)[keyof typeof ESTATE_FIELD_ERROR_CODES];

/** The words of each field rule in both languages. */
export const ESTATE_FIELD_ERROR_MESSAGES: Record<EstateFieldErrorCode, BilingualText> = {
  REQUIRED: { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  INVALID_NATIONAL_ID: {
    ar: 'رقم الهوية أو الإقامة غير صحيح (10 أرقام تبدأ بـ 1 أو 2)',
    en: 'Not a valid national ID or iqama (10 digits starting with 1 or 2)',
  },
  NATIONAL_ID_CHECK_DIGIT: {
    ar: 'رقم الهوية أو الإقامة غير صحيح: رقم التحقق (آخر رقم) لا يطابق',
    en: 'Not a valid national ID or iqama: its check digit (the last digit) does not match',
  },
  INVALID_PHONE: { ar: 'رقم الجوال غير صحيح', en: 'Not a valid phone number' },
  INVALID_EMAIL: { ar: 'البريد الإلكتروني غير صحيح', en: 'Not a valid email address' },
  INVALID_DATE: { ar: 'التاريخ غير صحيح (YYYY-MM-DD)', en: 'Not a valid date (YYYY-MM-DD)' },
  END_BEFORE_START: {
    ar: 'يجب أن يكون تاريخ النهاية بعد تاريخ البداية',
    en: 'The end date must be after the start date',
  },
  NEGATIVE_AMOUNT: { ar: 'يجب ألا يقل المبلغ عن صفر', en: 'The amount cannot be below 0' },
  AMOUNT_NOT_POSITIVE: { ar: 'يجب أن يكون المبلغ أكبر من صفر', en: 'The amount must be more than 0' },
  INVALID_NUMBER: { ar: 'القيمة ليست رقمًا صحيحًا', en: 'Not a valid number' },
  INVALID_CHOICE: { ar: 'القيمة غير مقبولة', en: 'Not one of the accepted values' },
  INVALID_CITY: { ar: 'المدينة غير معروفة', en: 'Unknown city' },
  INVALID_CONTRACT_NUMBER: {
    ar: 'رقم العقد يجب أن يكون بالشكل CNT-السنة-الرقم',
    en: 'The contract number must read CNT-<year>-<number>',
  },
  TOO_LONG: { ar: 'النص أطول من المسموح', en: 'The text is too long' },
  UNKNOWN_REFERENCE: { ar: 'السجل المشار إليه غير موجود', en: 'The record referred to does not exist' },
  ...NATIONAL_ADDRESS_ERROR_MESSAGES,
};

/* ------------------------------------------------------------------------------------------------------------ */
/* Audit                                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

/** Actions the estate module writes to the audit log (target types: the entity names below). */
export const ESTATE_AUDIT_ACTIONS = {
  propertyCreate: 'estate_property.create',
  propertyUpdate: 'estate_property.update',
  propertyDelete: 'estate_property.delete',
  unitCreate: 'estate_unit.create',
  unitUpdate: 'estate_unit.update',
  unitDelete: 'estate_unit.delete',
  ownerCreate: 'estate_owner.create',
  ownerUpdate: 'estate_owner.update',
  ownerDelete: 'estate_owner.delete',
  tenantCreate: 'estate_tenant.create',
  tenantUpdate: 'estate_tenant.update',
  tenantDelete: 'estate_tenant.delete',
  contractCreate: 'estate_contract.create',
  contractUpdate: 'estate_contract.update',
  contractDelete: 'estate_contract.delete',
  contractTerminate: 'estate_contract.terminate',
  contractRenew: 'estate_contract.renew',
  propertyTransfer: 'estate_property.transfer',
  invoicesIssue: 'estate_invoice.issue',
  import: 'estate.import',
  unitPublish: 'estate_unit.publish',
  unitWithdraw: 'estate_unit.withdraw',
  agreementSet: 'estate_owner.agreement',
  payoutRecord: 'estate_owner.payout',
  depositSettle: 'estate_contract.deposit',
} as const;

/* ------------------------------------------------------------------------------------------------------------ */
/* Routes                                                                                                       */
/* ------------------------------------------------------------------------------------------------------------ */

/**
 * Every route of `/api/estate` (cookie session; writes need the CSRF header like every write). Lists take the
 * query of their `…ListQuery` type and answer `EstateList<…>`; ids in paths are UUIDs (a malformed or unknown id:
 * 404 with the entity's NOT_FOUND code); bodies are validated (400 VALIDATION_FAILED naming the fields).
 *
 *   GET    /api/estate/properties                 EstatePropertyListQuery → EstateList<EstateProperty>
 *   GET    /api/estate/properties/summary         EstatePropertyListQuery → EstatePropertySummary
 *   GET    /api/estate/properties/options         EstateOptionsQuery → PropertyOption[]
 *   GET    /api/estate/properties/export          EstatePropertyExportQuery → file (UTF-8 CSV with BOM, or XLSX)
 *   GET    /api/estate/properties/{id}            → EstateProperty
 *   POST   /api/estate/properties                 EstatePropertyInput → 201 EstateProperty
 *   PATCH  /api/estate/properties/{id}            EstatePropertyUpdate → EstateProperty
 *   PATCH  /api/estate/properties/{id}            (an owner change once money moved: 409 PROPERTY_OWNER_LOCKED)
 *   DELETE /api/estate/properties/{id}            → 204 | 409 ESTATE_DELETE_BLOCKED
 *   GET    /api/estate/properties/{id}/ownership  → PropertyOwnershipPeriod[] (oldest first)
 *   POST   /api/estate/properties/{id}/transfer   PropertyTransferInput → 201 PropertyOwnershipPeriod[]
 *
 *   GET    /api/estate/units                      UnitListQuery → EstateList<EstateUnit>
 *   GET    /api/estate/units/options              UnitOptionsQuery → UnitOption[]
 *   GET    /api/estate/units/{id}                 → EstateUnit
 *   POST   /api/estate/units                      UnitInput → 201 EstateUnit | 409 UNIT_NUMBER_TAKEN
 *   PATCH  /api/estate/units/{id}                 UnitUpdate → EstateUnit
 *   DELETE /api/estate/units/{id}                 → 204 | 409 ESTATE_DELETE_BLOCKED
 *   POST   /api/estate/units/{id}/listing         PublishUnitInput → 201 UnitListing | 409 UNIT_NOT_PUBLISHABLE
 *   DELETE /api/estate/units/{id}/listing         → 204 (the listing leaves the public site)
 *
 *   GET    /api/estate/owners                     OwnerListQuery → EstateList<EstateOwner>
 *   GET    /api/estate/owners/summary             OwnerListQuery → OwnerSummary
 *   GET    /api/estate/owners/options             EstateOptionsQuery → EstateOption[]
 *   GET    /api/estate/owners/export              OwnerExportQuery → file (UTF-8 CSV with BOM, or XLSX)
 *   GET    /api/estate/owners/{id}                → EstateOwner
 *   POST   /api/estate/owners                     OwnerInput → 201 EstateOwner | 409 NATIONAL_ID_TAKEN
 *   PATCH  /api/estate/owners/{id}                OwnerUpdate → EstateOwner
 *   DELETE /api/estate/owners/{id}                → 204 | 409 ESTATE_DELETE_BLOCKED (properties, owner_contracts)
 *
 *   GET    /api/estate/tenants                    TenantListQuery → EstateList<EstateTenant>
 *   GET    /api/estate/tenants/summary            TenantListQuery → TenantSummary
 *   GET    /api/estate/tenants/options            EstateOptionsQuery → EstateOption[]
 *   GET    /api/estate/tenants/export             TenantExportQuery → file (UTF-8 CSV with BOM, or XLSX)
 *
 *   GET    /api/estate/accounts/options           AccountOptionsQuery → AccountOption[] (owner/tenant writers)
 *   GET    /api/estate/tenants/{id}               → EstateTenant
 *   POST   /api/estate/tenants                    TenantInput → 201 EstateTenant | 409 NATIONAL_ID_TAKEN
 *   PATCH  /api/estate/tenants/{id}               TenantUpdate → EstateTenant
 *   DELETE /api/estate/tenants/{id}               → 204 | 409 ESTATE_DELETE_BLOCKED (tenant_contracts)
 *
 *   GET    /api/estate/contracts                  ContractListQuery → EstateList<EstateContract>
 *   GET    /api/estate/contracts/summary          ContractListQuery → ContractSummary
 *   GET    /api/estate/contracts/export           ContractExportQuery → file (UTF-8 CSV with BOM, or XLSX)
 *   GET    /api/estate/contracts/{id}             → EstateContract
 *   GET    /api/estate/contracts/{id}/invoices    ContractInvoicesQuery → ContractInvoices
 *   POST   /api/estate/contracts                  ContractInput → 201 EstateContract | 409 CONTRACT_OVERLAP
 *   PATCH  /api/estate/contracts/{id}             ContractUpdate → EstateContract | 409 CONTRACT_OVERLAP
 *                                                 | 409 CONTRACT_TENANT_LOCKED (a new tenant once money moved)
 *   POST   /api/estate/contracts/{id}/terminate   TerminateContractInput → EstateContract
 *   POST   /api/estate/contracts/{id}/renew       RenewContractInput → 201 EstateContract (the renewal)
 *   DELETE /api/estate/contracts/{id}             → 204 | 409 ESTATE_DELETE_BLOCKED (paid_invoices)
 *
 *   POST   /api/estate/import/{entity}?mode=dry-run|commit
 *          body: multipart/form-data with one `file`, or the file itself (text/csv or the XLSX type)
 *          → EstateImportResult (a commit of more than ESTATE_IMPORT_SYNC_ROWS rows: 202 with its jobId)
 *   GET    /api/estate/import/jobs/{id}           → EstateImportJob
 */
export const ESTATE_API = {
  properties: '/api/estate/properties',
  units: '/api/estate/units',
  owners: '/api/estate/owners',
  tenants: '/api/estate/tenants',
  contracts: '/api/estate/contracts',
  accountOptions: '/api/estate/accounts/options',
  import: (entity: EstateImportEntity) => `/api/estate/import/${entity}`,
  importJob: (id: string) => `/api/estate/import/jobs/${id}`,
  unitListing: (unitId: string) => `/api/estate/units/${unitId}/listing`,
  contractInvoices: (contractId: string) => `/api/estate/contracts/${contractId}/invoices`,
  contractTerminate: (contractId: string) => `/api/estate/contracts/${contractId}/terminate`,
  contractRenew: (contractId: string) => `/api/estate/contracts/${contractId}/renew`,
  propertyOwnership: (propertyId: string) => `/api/estate/properties/${propertyId}/ownership`,
  propertyTransfer: (propertyId: string) => `/api/estate/properties/${propertyId}/transfer`,
} as const;
