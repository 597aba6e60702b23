/* Estate maintenance: what /api/estate/maintenance answers and takes. */
import type { EstateList, SortOrder } from './estate.js';

export const TICKET_CATEGORIES = [
  'plumbing',
  'electrical',
  'hvac',
  'structural',
  'appliances',
  'cleaning',
  'pest',
  'security',
  'other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = ['open', 'assigned', 'inProgress', 'completed', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who opened a ticket: staff on the back office, a tenant from the portal, a visitor from the public form. */
export const TICKET_SOURCES = ['staff', 'tenant', 'visitor'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const TICKET_SLA_STATUSES = ['onTime', 'delayed', 'overdue'] as const;
export type TicketSlaStatus = (typeof TICKET_SLA_STATUSES)[number];

export const TICKET_TABS = ['all', 'urgent', 'overdue', 'completed'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

/** The statuses still being worked on (the "open" card counts them). */
export const OPEN_TICKET_STATUSES = ['open', 'assigned', 'inProgress'] as const satisfies readonly TicketStatus[];
/** The priorities the "urgent" card and tab count. */
export const URGENT_TICKET_PRIORITIES = ['urgent', 'high'] as const satisfies readonly TicketPriority[];

/**
 * The only moves a ticket's status makes: open → assigned → inProgress → completed, and cancelled from any of
 * the first three. Completed and cancelled are final.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['assigned', 'cancelled'],
  assigned: ['inProgress', 'cancelled'],
  inProgress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The statuses a ticket in `status` may move to next. */
export const allowedTicketMoves = (status: TicketStatus): readonly TicketStatus[] => TICKET_TRANSITIONS[status];

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean => TICKET_TRANSITIONS[from].includes(to);

/** Days a ticket of each priority may take (spec: urgent 1 day, high 3, medium 7, low 14). */
export const TICKET_SLA_DAYS: Readonly<Record<TicketPriority, number>> = { urgent: 1, high: 3, medium: 7, low: 14 };

/** Share of the SLA after which a ticket still open is `delayed` rather than `onTime`. */
export const TICKET_SLA_WARNING_SHARE = 0.75;

const DAY_MS = 86_400_000;

/**
 * A ticket's SLA status from its priority and its age (exact elapsed time, not calendar days): the age of an open
 * ticket runs until now, that of a completed or cancelled one until it was closed.
 * - onTime: age < 75% of the SLA (urgent: under 18 hours);
 * - delayed: 75% of the SLA ≤ age ≤ the SLA (urgent: 18 to 24 hours);
 * - overdue: age > the SLA.
 */
export function ticketSlaStatus(priority: TicketPriority, ageMs: number): TicketSlaStatus {
  const slaMs = TICKET_SLA_DAYS[priority] * DAY_MS;
  if (ageMs > slaMs) return 'overdue';
  if (ageMs >= slaMs * TICKET_SLA_WARNING_SHARE) return 'delayed';
  return 'onTime';
}

/** Elapsed time of a ticket: from creation until it was closed, or until `now` while open. */
export const ticketAgeMs = (createdAt: Date, closedAt: Date | null, now: Date): number =>
  Math.max(0, (closedAt ?? now).getTime() - createdAt.getTime());

/** Whole days a ticket has been (or was) open: calendar days in Riyadh from its creation day to today / its close. */
export function ticketDaysOpen(createdAt: Date, closedAt: Date | null, now: Date): number {
  const dayOf = (at: Date) => Math.floor((at.getTime() + 3 * 3_600_000) / DAY_MS);
  return Math.max(0, dayOf(closedAt ?? now) - dayOf(createdAt));
}

/** Resolution time in days with one decimal (the average of the summary). */
export const resolutionDays = (ms: number): number => Math.round((ms / DAY_MS) * 10) / 10;

/** MNT-<year>-<6 digits>. */
export const formatTicketNumber = (year: number, serial: number): string =>
  `MNT-${year}-${String(serial).padStart(6, '0')}`;

/** The file of the list's export (`?format=xlsx` answers maintenance-export.xlsx). */
export const MAINTENANCE_EXPORT_FILE = 'maintenance-export.csv';

/** At most this many photos per ticket. */
export const TICKET_MAX_PHOTOS = 5;

export const TICKET_INPUT_LIMITS = {
  title: 200,
  description: 4000,
  noCostReason: 500,
  contactPhone: 20,
  propertyAddress: 300,
  maxCost: 10_000_000,
} as const;

export const MAINTENANCE_PERMISSIONS = {
  read: 'estate_maintenance_read',
  write: 'estate_maintenance_write',
} as const;

/** Who runs every ticket (create for anyone, edit all fields, assign to others, delete). */
export const TICKET_MANAGER_ROLES = ['admin', 'property_manager'] as const;
/** The role tickets are assigned to. */
export const TICKET_ASSIGNEE_ROLE = 'maintenance';

export const MAINTENANCE_ERROR_CODES = {
  ticketNotFound: 'TICKET_NOT_FOUND',
  invalidTransition: 'INVALID_TICKET_TRANSITION',
  invalidAssignee: 'INVALID_TICKET_ASSIGNEE',
  notYourTicket: 'TICKET_NOT_YOURS',
  fieldsRestricted: 'TICKET_FIELDS_RESTRICTED',
  deleteBlocked: 'TICKET_DELETE_BLOCKED',
  invalidPhoto: 'INVALID_TICKET_PHOTO',
} as const;

export const MAINTENANCE_AUDIT_ACTIONS = {
  create: 'estate_ticket.create',
  update: 'estate_ticket.update',
  assign: 'estate_ticket.assign',
  status: 'estate_ticket.status',
  delete: 'estate_ticket.delete',
} as const;

export const TICKET_EVENT_TYPES = ['created', 'updated', 'assigned', 'status', 'photo_added', 'photo_removed'] as const;
export type TicketEventType = (typeof TICKET_EVENT_TYPES)[number];

/** One change in a ticket's history. */
export interface TicketEvent {
  id: string;
  type: TicketEventType;
  /** updated: the fields changed; assigned: assignee ids; status: from/to; photos: the file. */
  details: {
    fields?: string[];
    from?: string | null;
    to?: string | null;
    fromName?: string | null;
    toName?: string | null;
    url?: string;
  };
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface TicketPhoto {
  url: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface MaintenanceTicket {
  id: string;
  ticketNumber: string;
  propertyId: string | null;
  propertyTitle: string | null;
  propertyTitleEn: string | null;
  unitId: string | null;
  unitNumber: string | null;
  tenantId: string | null;
  tenantName: string | null;
  tenantNameEn: string | null;
  title: string;
  titleAr: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  /** The moves the status may make next (TICKET_TRANSITIONS). */
  allowedMoves: TicketStatus[];
  assignedTo: string | null;
  assignedToName: string | null;
  estimatedCost: number | null;
  actualCost: number | null;
  /** Why a ticket was completed without an actual cost (null when it has one). */
  noCostReason: string | null;
  scheduledDate: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  source: TicketSource;
  contactPhone: string | null;
  propertyAddress: string | null;
  photos: TicketPhoto[];
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  daysOpen: number;
  slaStatus: TicketSlaStatus;
  slaDays: number;
}

export interface MaintenanceTicketDetail extends MaintenanceTicket {
  history: TicketEvent[];
}

export interface MaintenanceSummary {
  total: number;
  open: number;
  /** Priority urgent or high, whatever the status: the urgent tab's count. */
  urgent: number;
  /** Mean of (completed_at - created_at) of completed tickets, in days with one decimal; null with none. */
  averageResolutionDays: number | null;
}

export type TicketSort = 'ticketNumber' | 'createdAt' | 'priority' | 'status' | 'scheduledDate' | 'cost';

export interface MaintenanceListQuery {
  q?: string;
  tab?: TicketTab;
  status?: TicketStatus;
  priority?: TicketPriority;
  category?: TicketCategory;
  propertyId?: string;
  /** A user id, or `none` for unassigned tickets. */
  assignedTo?: string;
  sort?: TicketSort;
  order?: SortOrder;
  page?: number;
  limit?: number;
}

export interface MaintenanceTicketInput {
  propertyId: string;
  unitId?: string | null;
  title: string;
  titleAr: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  assignedTo?: string | null;
  estimatedCost?: number | null;
  scheduledDate?: string | null;
  /** Uploaded files (`/api/objects/…`), at most TICKET_MAX_PHOTOS. */
  photos?: string[];
}

export interface MaintenanceTicketUpdate {
  propertyId?: string;
  unitId?: string | null;
  title?: string;
  titleAr?: string;
  description?: string;
  category?: TicketCategory;
  priority?: TicketPriority;
  estimatedCost?: number | null;
  actualCost?: number | null;
  scheduledDate?: string | null;
  photos?: string[];
}

export interface TicketAssignInput {
  /** An active user with the maintenance role. An open ticket becomes assigned; others keep their status. */
  assignedTo: string;
}

export interface TicketStatusInput {
  status: TicketStatus;
  /** Completing: what the work cost. Without it (and none saved before), `noCostReason` is required. */
  actualCost?: number | null;
  /** Completing without an actual cost: why there is none (at most TICKET_INPUT_LIMITS.noCostReason characters). */
  noCostReason?: string | null;
}

/** A maintenance user a ticket can be assigned to. */
export interface TicketAssigneeOption {
  id: string;
  name: string;
  email: string;
  openTickets: number;
}

export type MaintenanceTicketList = EstateList<MaintenanceTicket>;

/**
 * Routes (read: estate_maintenance_read; write: estate_maintenance_write; roles admin, property_manager,
 * maintenance):
 *   GET    /api/estate/maintenance                  MaintenanceListQuery → EstateList<MaintenanceTicket>
 *   GET    /api/estate/maintenance/summary          MaintenanceListQuery → MaintenanceSummary
 *   GET    /api/estate/maintenance/assignees        → TicketAssigneeOption[]
 *   GET    /api/estate/maintenance/export           MaintenanceListQuery + format (csv, xlsx), lang → file
 *   GET    /api/estate/maintenance/{id}             → MaintenanceTicketDetail (with its history)
 *   POST   /api/estate/maintenance                  MaintenanceTicketInput → 201 MaintenanceTicketDetail
 *   PATCH  /api/estate/maintenance/{id}             MaintenanceTicketUpdate → MaintenanceTicketDetail
 *   POST   /api/estate/maintenance/{id}/assign      TicketAssignInput → MaintenanceTicketDetail
 *   POST   /api/estate/maintenance/{id}/status      TicketStatusInput → MaintenanceTicketDetail
 *   DELETE /api/estate/maintenance/{id}             → 204 (open or cancelled tickets only)
 * A maintenance-role user changes the status and costs of the tickets assigned to them, and takes an unassigned
 * ticket by assigning it to themself; admin and property_manager do everything else (create, edit all fields,
 * assign anyone, delete). Refusals: TICKET_NOT_YOURS (403), TICKET_FIELDS_RESTRICTED (403), INVALID_TICKET_TRANSITION (409, details.allowed),
 * INVALID_TICKET_ASSIGNEE (400), TICKET_DELETE_BLOCKED (409).
 */
export const MAINTENANCE_ROUTES = '/api/estate/maintenance';
