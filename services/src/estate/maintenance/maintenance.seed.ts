import {
  formatTicketNumber,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../../seed/seed-runner.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Issues by category: the title in English and Arabic, and the description (a ticket has one, in the words its
 * writer used) in Arabic, as the site's tenants and staff write them by default.
 */
const ISSUES: Record<TicketCategory, [string, string, string]> = {
  plumbing: ['Leaking kitchen tap', 'تسرب في صنبور المطبخ', 'يتسرب الماء من صنبور المطبخ طوال اليوم.'],
  electrical: ['Power socket not working', 'مقبس الكهرباء لا يعمل', 'لا تصل الكهرباء إلى مقابس غرفة المعيشة.'],
  hvac: ['Air conditioner not cooling', 'المكيف لا يبرد', 'المكيف الجداري يخرج هواءً دافئًا.'],
  structural: ['Crack in the bedroom wall', 'شق في جدار غرفة النوم', 'يتسع شق فوق النافذة.'],
  appliances: ['Water heater broken', 'سخان الماء معطل', 'لا يوجد ماء ساخن منذ أمس.'],
  cleaning: ['Stairwell needs cleaning', 'الدرج يحتاج إلى تنظيف', 'غبار ومخلفات على الدرج.'],
  pest: ['Cockroaches in the kitchen', 'صراصير في المطبخ', 'يلزم رش المطبخ لمكافحة الحشرات.'],
  security: ['Entrance door lock jammed', 'قفل الباب الرئيسي عالق', 'قفل الباب الرئيسي لا يدور.'],
  other: ['Parking gate remote lost', 'فقدان جهاز بوابة المواقف', 'مطلوب جهاز تحكم جديد لبوابة المواقف.'],
};

/** The path of each status from open (the events it went through). */
const PATHS: Record<TicketStatus, TicketStatus[]> = {
  open: [],
  assigned: ['assigned'],
  inProgress: ['assigned', 'inProgress'],
  completed: ['assigned', 'inProgress', 'completed'],
  cancelled: ['cancelled'],
};

const STATUSES: TicketStatus[] = [
  'completed',
  'open',
  'assigned',
  'inProgress',
  'completed',
  'completed',
  'cancelled',
  'completed',
];

/**
 * About 40 tickets over the seeded properties: every status, priority and category; completed ones with costs
 * spread over the last 12 months; some open ones past their SLA; assigned to the seeded maintenance staff; each
 * with its history.
 */
async function seedTickets(manager: EntityManager): Promise<void> {
  const units = (await manager.query(
    `SELECT u.id AS unit_id, u.property_id,
            (SELECT c.tenant_id FROM estate_contracts c
              WHERE c.unit_id = u.id AND c.termination_date IS NULL AND c.start_date <= current_date
                AND c.end_date >= current_date ORDER BY c.start_date DESC LIMIT 1) AS tenant_id
       FROM estate_units u ORDER BY u.property_id, u.unit_number LIMIT 60`,
  )) as { unit_id: string; property_id: string; tenant_id: string | null }[];
  if (units.length === 0) return;
  const staff = (
    (await manager.query(`SELECT id FROM users WHERE role = 'maintenance' AND is_active ORDER BY created_at`)) as {
      id: string;
    }[]
  ).map((row) => row.id);
  const [creator] = (await manager.query(
    `SELECT id FROM users WHERE role IN ('property_manager', 'admin') ORDER BY role DESC, created_at LIMIT 1`,
  )) as { id: string }[];
  const createdBy = creator?.id ?? null;
  const now = Date.now();

  for (let index = 0; index < 40; index += 1) {
    const place = units[(index * 7) % units.length]!;
    const category = TICKET_CATEGORIES[index % TICKET_CATEGORIES.length]!;
    const priority: TicketPriority = TICKET_PRIORITIES[index % TICKET_PRIORITIES.length]!;
    // The first eight are recent open work (some past their SLA); the rest spread over the last 12 months.
    const status: TicketStatus =
      index < 8 ? (['open', 'assigned', 'inProgress'] as const)[index % 3]! : STATUSES[index % STATUSES.length]!;
    const ageMs = index < 8 ? (index % 2 === 0 ? 0.2 : 20) * DAY + index * HOUR : ((index * 9) % 360) * DAY + 5 * HOUR;
    const createdAt = new Date(now - ageMs);
    const assignee = status !== 'open' && status !== 'cancelled' && staff.length ? staff[index % staff.length]! : null;
    const path = assignee ? PATHS[status] : PATHS[status].filter((step) => step === 'cancelled');
    const resolution = (0.3 + (index % 6) * 1.1) * DAY;
    const completedAt =
      status === 'completed' ? new Date(Math.min(createdAt.getTime() + resolution, now - HOUR)) : null;
    const cancelledAt = status === 'cancelled' ? new Date(createdAt.getTime() + 2 * HOUR) : null;
    const estimated = 150 + ((index * 137) % 20) * 50;
    const actual = status === 'completed' ? estimated + ((index % 5) - 2) * 40 : null;
    const [title, titleAr, description] = ISSUES[category];
    const year = new Date(createdAt.getTime() + 3 * HOUR).getUTCFullYear();
    const [{ serial }] = (await manager.query(`SELECT nextval('estate_ticket_number_seq')::int AS serial`)) as [
      { serial: number },
    ];
    const [ticket] = (await manager.query(
      `INSERT INTO estate_maintenance_tickets (ticket_number, property_id, unit_id, tenant_id, title, title_ar,
              description, category, priority, status, assigned_to, estimated_cost, actual_cost, scheduled_date,
              completed_at, cancelled_at, source, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)
       RETURNING id`,
      [
        formatTicketNumber(year, serial),
        place.property_id,
        place.unit_id,
        place.tenant_id,
        title,
        titleAr,
        description,
        category,
        priority,
        assignee || status === 'cancelled' || status === 'open' ? status : 'open',
        assignee,
        estimated,
        actual,
        assignee ? new Date(createdAt.getTime() + DAY).toISOString().slice(0, 10) : null,
        completedAt,
        cancelledAt,
        index % 5 === 0 && place.tenant_id ? 'tenant' : 'staff',
        createdBy,
        createdAt,
      ],
    )) as { id: string }[];
    const id = ticket!.id;
    const events: [string, Record<string, unknown>, Date, string | null][] = [['created', {}, createdAt, createdBy]];
    let from: TicketStatus = 'open';
    path.forEach((step, position) => {
      const at =
        step === 'completed' && completedAt
          ? completedAt
          : step === 'cancelled' && cancelledAt
            ? cancelledAt
            : new Date(createdAt.getTime() + (position + 1) * HOUR);
      if (step === 'assigned') events.push(['assigned', { from: null, to: assignee }, at, createdBy]);
      events.push([
        'status',
        { from, to: step },
        at,
        step === 'assigned' || step === 'cancelled' ? createdBy : assignee,
      ]);
      from = step;
    });
    for (const [type, details, at, actor] of events) {
      await manager.query(
        `INSERT INTO estate_ticket_events (ticket_id, type, details, actor_id, created_at) VALUES ($1, $2, $3::jsonb, $4, $5)`,
        [id, type, JSON.stringify(details), actor, at],
      );
    }
  }
}

/** Seed data of estate maintenance, after the portfolio's. */
export const maintenanceSeedSteps: readonly SeedStep[] = [{ name: 'estate-maintenance-tickets', run: seedTickets }];
