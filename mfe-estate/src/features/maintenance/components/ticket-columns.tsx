import type { TFunction } from 'i18next';
import { localizedText, type Language, type MaintenanceTicket } from '@estate/contracts';
import { formatCurrency, formatNumber } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import type { ListColumn } from '../../../components/list-page/index.js';
import { serverSort } from '../../../utils/table-sort.js';
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from './TicketBadges.js';

type Sorted = { sort?: string; order?: 'asc' | 'desc' };

/** The maintenance list's columns: the ticket, where and for whom, the issue, priority, assignee, cost and status. */
export function ticketColumns(t: TFunction<'estate'>, lang: Language, view: Sorted): ListColumn<MaintenanceTicket>[] {
  const n = (value: number) => formatNumber(value, lang);
  const name = (text: string | null, en: string | null) => (text ? localizedText(text, en, lang).text : null);
  return [
    {
      ...serverSort('ticketNumber', view),
      title: t('maintenance.columns.ticket'),
      width: '13%',
      card: 'title',
      render: (_v, ticket) => (
        <div className="estate-cell">
          <Ltr className="estate-strong">{ticket.ticketNumber}</Ltr>
          <span className="estate-muted">{t(`maintenance.enums.category.${ticket.category}`)}</span>
          <SlaBadge sla={ticket.slaStatus} />
        </div>
      ),
    },
    {
      key: 'property',
      title: t('maintenance.columns.property'),
      width: '17%',
      render: (_v, ticket) => (
        <div className="estate-cell">
          <bdi>{name(ticket.propertyTitle, ticket.propertyTitleEn) ?? t('maintenance.unlinked')}</bdi>
          {ticket.unitNumber ? <span className="estate-muted">{ticket.unitNumber}</span> : null}
          <bdi className="estate-muted">
            {name(ticket.tenantName, ticket.tenantNameEn) ?? t('maintenance.noTenant')}
          </bdi>
        </div>
      ),
    },
    {
      ...serverSort('createdAt', view),
      title: t('maintenance.columns.issue'),
      width: '19%',
      render: (_v, ticket) => (
        <div className="estate-cell">
          <bdi className="estate-strong">{lang === 'ar' ? ticket.titleAr : ticket.title}</bdi>
          <span className="estate-muted">
            {t('maintenance.daysOpen', { count: ticket.daysOpen, n: n(ticket.daysOpen) })}
          </span>
          <span className="estate-muted">{t('maintenance.photoCount', { n: n(ticket.photos.length) })}</span>
        </div>
      ),
    },
    {
      ...serverSort('priority', view),
      title: t('maintenance.columns.priority'),
      width: '9%',
      render: (_v, ticket) => <TicketPriorityBadge priority={ticket.priority} />,
    },
    {
      key: 'assignee',
      title: t('maintenance.columns.assignee'),
      width: '11%',
      render: (_v, ticket) => <bdi>{ticket.assignedToName ?? t('maintenance.unassigned')}</bdi>,
    },
    {
      ...serverSort('cost', view),
      title: t('maintenance.columns.cost'),
      width: '11%',
      render: (_v, ticket) =>
        ticket.actualCost !== null ? (
          <span className="estate-nowrap">{formatCurrency(ticket.actualCost, lang)}</span>
        ) : ticket.estimatedCost !== null ? (
          t('maintenance.estimated', { amount: formatCurrency(ticket.estimatedCost, lang) })
        ) : (
          t('dash')
        ),
    },
    {
      ...serverSort('status', view),
      title: t('maintenance.columns.status'),
      width: '10%',
      render: (_v, ticket) => <TicketStatusBadge status={ticket.status} />,
    },
  ];
}
