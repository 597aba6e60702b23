import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantInvoiceState, TicketPriority, TicketStatus } from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Button, Empty } from '@estate/platform/ui';
import { Tag } from '@estate/platform/ui-extra';

/** An empty list: what is missing and what will show here. */
export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div className="tenant-empty" data-testid={testId}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className="tenant-empty-title">{title}</strong>
            <span className="muted">{text}</span>
          </>
        }
      >
        {action}
      </Empty>
    </div>
  );
}

const STATE_COLORS: Record<TenantInvoiceState, string> = {
  paid: 'green',
  overdue: 'red',
  upcoming: 'blue',
  cancelled: 'default',
};

export function InvoiceStateTag({ state }: { state: TenantInvoiceState }) {
  const { t } = useTranslation('portals');
  return (
    <Tag color={STATE_COLORS[state]} data-testid="invoice-state" data-state={state} className="tenant-tag">
      {t(`tenant.states.${state}`)}
    </Tag>
  );
}

const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  assigned: 'purple',
  inProgress: 'gold',
  completed: 'green',
  cancelled: 'default',
};

const PRIORITY_COLORS: Record<TicketPriority, string> = {
  urgent: 'red',
  high: 'volcano',
  medium: 'gold',
  low: 'default',
};

export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('portals');
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="request-status" data-status={status} className="tenant-tag">
      {t(`tenant.ticketStatus.${status}`)}
    </Tag>
  );
}

export function TicketPriorityTag({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('portals');
  return (
    <Tag
      color={PRIORITY_COLORS[priority]}
      data-testid="request-priority-badge"
      data-priority={priority}
      className="tenant-tag"
    >
      {t(`request.enums.priority.${priority}`)}
    </Tag>
  );
}

/** Previous / next for a list longer than a page, with where it is. */
export function Pager({
  page,
  total,
  limit,
  onPage,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const where = t('tenant.pagination', { page: formatNumber(page, lang), pages: formatNumber(pages, lang) });
  return (
    <nav className="tenant-pager" aria-label={where}>
      <Button className="tenant-tap" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('tenant.previous')}
      </Button>
      <span className="muted">{where}</span>
      <Button className="tenant-tap" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('tenant.next')}
      </Button>
    </nav>
  );
}
