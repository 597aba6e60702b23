import { useTranslation } from 'react-i18next';
import type { TicketPriority, TicketSlaStatus, TicketStatus } from '@estate/contracts';
import { type BadgeVariant, StatusBadge } from '../../../components/StatusBadge.js';

const STATUS_VARIANTS: Record<TicketStatus, BadgeVariant> = {
  open: 'outline',
  assigned: 'secondary',
  inProgress: 'default',
  completed: 'secondary',
  cancelled: 'destructive',
};
const PRIORITY_VARIANTS: Record<TicketPriority, BadgeVariant> = {
  urgent: 'destructive',
  high: 'default',
  medium: 'secondary',
  low: 'outline',
};
const SLA_VARIANTS: Record<TicketSlaStatus, BadgeVariant> = {
  onTime: 'outline',
  delayed: 'secondary',
  overdue: 'destructive',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('estate');
  return (
    <StatusBadge variant={STATUS_VARIANTS[status]} value={status} label={t(`maintenance.enums.status.${status}`)} />
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('estate');
  return (
    <StatusBadge
      variant={PRIORITY_VARIANTS[priority]}
      value={priority}
      label={t(`maintenance.enums.priority.${priority}`)}
    />
  );
}

export function SlaBadge({ sla }: { sla: TicketSlaStatus }) {
  const { t } = useTranslation('estate');
  return <StatusBadge variant={SLA_VARIANTS[sla]} value={sla} label={t(`maintenance.enums.sla.${sla}`)} />;
}
