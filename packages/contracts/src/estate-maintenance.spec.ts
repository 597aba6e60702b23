import {
  allowedTicketMoves,
  canMoveTicket,
  formatTicketNumber,
  resolutionDays,
  TICKET_STATUSES,
  ticketAgeMs,
  ticketDaysOpen,
  ticketSlaStatus,
} from './estate-maintenance.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('maintenance ticket SLA', () => {
  it.each([
    // priority, SLA days: onTime just under 75%, delayed at 75% and at the SLA, overdue just after.
    ['urgent', 1],
    ['high', 3],
    ['medium', 7],
    ['low', 14],
  ] as const)('%s (%i days) is onTime below 75%%, delayed from 75%% to the SLA, overdue after', (priority, days) => {
    const sla = days * DAY;
    expect(ticketSlaStatus(priority, 0)).toBe('onTime');
    expect(ticketSlaStatus(priority, sla * 0.75 - 1)).toBe('onTime');
    expect(ticketSlaStatus(priority, sla * 0.75)).toBe('delayed');
    expect(ticketSlaStatus(priority, sla)).toBe('delayed');
    expect(ticketSlaStatus(priority, sla + 1)).toBe('overdue');
  });

  it('reads an urgent ticket in hours: 17:59 on time, 18:00 delayed, 24:00:01 overdue', () => {
    expect(ticketSlaStatus('urgent', 18 * HOUR - 60_000)).toBe('onTime');
    expect(ticketSlaStatus('urgent', 18 * HOUR)).toBe('delayed');
    expect(ticketSlaStatus('urgent', 24 * HOUR + 1000)).toBe('overdue');
  });

  it('judges a closed ticket at its close, an open one at now', () => {
    const created = new Date('2026-01-01T08:00:00Z');
    const closed = new Date('2026-01-01T20:00:00Z');
    const now = new Date('2026-01-10T08:00:00Z');
    expect(ticketSlaStatus('urgent', ticketAgeMs(created, closed, now))).toBe('onTime');
    expect(ticketSlaStatus('urgent', ticketAgeMs(created, null, now))).toBe('overdue');
  });

  it('counts days open as calendar days in Riyadh', () => {
    // 20:59 UTC is 23:59 in Riyadh; 21:00 UTC is the next day there.
    const created = new Date('2026-03-01T20:59:00Z');
    expect(ticketDaysOpen(created, null, new Date('2026-03-01T20:59:30Z'))).toBe(0);
    expect(ticketDaysOpen(created, null, new Date('2026-03-01T21:00:00Z'))).toBe(1);
    expect(ticketDaysOpen(created, new Date('2026-03-04T10:00:00Z'), new Date('2026-04-01T00:00:00Z'))).toBe(3);
  });

  it('rounds resolution times to one decimal of a day', () => {
    expect(resolutionDays(36 * HOUR)).toBe(1.5);
    expect(resolutionDays(DAY + 2.4 * HOUR)).toBe(1.1);
  });
});

describe('maintenance ticket transitions', () => {
  it('moves only open → assigned → inProgress → completed, cancelled from the first three', () => {
    expect(allowedTicketMoves('open')).toEqual(['assigned', 'cancelled']);
    expect(allowedTicketMoves('assigned')).toEqual(['inProgress', 'cancelled']);
    expect(allowedTicketMoves('inProgress')).toEqual(['completed', 'cancelled']);
    expect(allowedTicketMoves('completed')).toEqual([]);
    expect(allowedTicketMoves('cancelled')).toEqual([]);
    const allowed = TICKET_STATUSES.flatMap((from) =>
      TICKET_STATUSES.filter((to) => canMoveTicket(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toHaveLength(6);
    expect(canMoveTicket('assigned', 'completed')).toBe(false);
    expect(canMoveTicket('open', 'inProgress')).toBe(false);
  });

  it('numbers tickets MNT-<year>-<6 digits>', () => {
    expect(formatTicketNumber(2026, 42)).toBe('MNT-2026-000042');
  });
});
