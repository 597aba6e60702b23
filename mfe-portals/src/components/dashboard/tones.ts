import type { ContractStatus, Language, TicketPriority, TicketStatus } from '@estate/contracts';
import { localeOf } from '@estate/platform';

/** Tag colours of the tickets' priorities and statuses, and of contract statuses (the back office's badges). */
export const PRIORITY_COLOR: Record<TicketPriority, string> = {
  urgent: 'red',
  high: 'volcano',
  medium: 'gold',
  low: 'default',
};

export const TICKET_STATUS_COLOR: Record<TicketStatus, string> = {
  open: 'blue',
  assigned: 'geekblue',
  inProgress: 'processing',
  completed: 'success',
  cancelled: 'default',
};

export const CONTRACT_STATUS_COLOR: Record<ContractStatus, string> = {
  active: 'success',
  pending: 'blue',
  expired: 'red',
  terminated: 'default',
};

/** A month `YYYY-MM` as the language writes it: "Mar 2025", "مارس ٢٠٢٥". */
export function formatMonth(month: string, lang: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(localeOf(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** Words joined with the language's comma: "النرجس، الرياض", "Al Narjis, Riyadh". */
export const joinWords = (words: readonly (string | null | undefined)[], lang: Language) =>
  words.filter((word): word is string => !!word).join(lang === 'ar' ? '، ' : ', ');
