import type { ContractStatus, TicketPriority, TicketStatus } from '@estate/contracts';

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
