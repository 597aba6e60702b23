import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  localizedText,
  type MaintenanceTicketDetail,
  type TicketEvent,
  type TicketStatus,
} from '@estate/contracts';
import { formatCurrency, formatDate, formatDateTime, formatNumber, useLang } from '@estate/platform';
import { Button, LoadError, Ltr, Spin, useToast } from '@estate/platform/ui';
import { Descriptions, Drawer, RecordHistoryButton } from '@estate/platform/ui-extra';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useChangeTicketStatus } from '../api/change-ticket-status.js';
import { useTicket } from '../api/get-ticket.js';
import { ticketRefusalText } from '../utils/ticket-refusals.js';
import { CompleteTicketModal } from './CompleteTicketModal.js';
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from './TicketBadges.js';

/**
 * A ticket's page in a drawer: its facts, photos and history, and the status moves the signed-in user may make
 * (only the allowed next statuses; "assigned" goes through the assign dialog, "completed" through the dialog that asks
 * for the actual cost).
 */
export function TicketDrawer({
  id,
  userId,
  manager,
  onClose,
  onAssign,
  onTake,
}: {
  id: string;
  userId: string | null;
  manager: boolean;
  onClose: () => void;
  onAssign: (ticket: MaintenanceTicketDetail) => void;
  onTake: (ticket: MaintenanceTicketDetail) => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const ticket = useTicket(id);
  const move = useChangeTicketStatus();
  const [completing, setCompleting] = useState(false);
  const data = ticket.data;
  const canWork = !!data && (manager || (!!userId && data.assignedTo === userId));
  const statusName = (status: string) => t(`maintenance.enums.status.${status}`);

  const moveTo = (status: TicketStatus) => {
    if (!data) return;
    if (status === 'assigned') {
      if (manager) onAssign(data);
      else onTake(data);
      return;
    }
    if (status === 'completed') {
      setCompleting(true);
      return;
    }
    move.mutate(
      { id: data.id, input: { status } },
      {
        onSuccess: (saved) => toast.success(t('maintenance.toast.statusChanged'), statusName(saved.status)),
        onError: (error) =>
          toast.error(t('toast.error'), ticketRefusalText(error, t) ?? refusalText(error, t('toast.saveFailed'))),
      },
    );
  };

  const eventText = (event: TicketEvent) => {
    switch (event.type) {
      case 'updated':
        return t('maintenance.history.updated', {
          fields: (event.details.fields ?? []).map((field) => t(`maintenance.fields.${field}`)).join('، '),
        });
      case 'assigned':
        return t('maintenance.history.assigned', { name: event.details.toName ?? '' });
      case 'status':
        return t('maintenance.history.status', {
          from: statusName(event.details.from ?? ''),
          to: statusName(event.details.to ?? ''),
        });
      default:
        return t(`maintenance.history.${event.type}`);
    }
  };

  // Open tickets go to "assigned" by assigning: staff take an unassigned one for themselves.
  const moves = data
    ? data.allowedMoves.filter((status) => (status === 'assigned' ? manager || !data.assignedTo : canWork))
    : [];

  return (
    <Drawer
      open
      size={560}
      onClose={onClose}
      title={data ? t('maintenance.detail.title', { number: data.ticketNumber }) : ''}
      extra={
        data ? (
          <RecordHistoryButton
            targetType="estate_ticket"
            targetId={data.id}
            name={data.ticketNumber}
            size="small"
            testId="ticket-audit-history"
          />
        ) : null
      }
      data-testid="ticket-drawer"
    >
      {ticket.isError ? <LoadError onRetry={() => void ticket.refetch()} /> : null}
      {!data ? (
        <Spin />
      ) : (
        <div className="estate-cell" data-testid="ticket-detail" data-status={data.status}>
          <h2 className="estate-strong">{lang === 'ar' ? data.titleAr : data.title}</h2>
          <p>{data.description}</p>
          <div className="estate-actions">
            <TicketStatusBadge status={data.status} />
            <TicketPriorityBadge priority={data.priority} />
            <SlaBadge sla={data.slaStatus} />
          </div>
          <p className="estate-muted">{t('maintenance.detail.slaRule', { n: formatNumber(data.slaDays, lang) })}</p>
          {moves.length ? (
            <div className="estate-actions" role="group" aria-label={t('maintenance.actions.changeStatus')}>
              {moves.map((status) => (
                <Button
                  key={status}
                  danger={status === 'cancelled'}
                  type={status === 'cancelled' ? 'default' : 'primary'}
                  loading={move.isPending && move.variables?.input.status === status}
                  onClick={() => moveTo(status)}
                  data-testid={`ticket-move-${status}`}
                >
                  {status === 'assigned' && !manager
                    ? t('maintenance.actions.take')
                    : t('maintenance.actions.moveTo', { status: statusName(status) })}
                </Button>
              ))}
            </div>
          ) : null}
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'property',
                label: t('maintenance.fields.property'),
                children: data.propertyId
                  ? `${localizedText(data.propertyTitle ?? '', data.propertyTitleEn, lang).text}${
                      data.unitNumber ? ` · ${data.unitNumber}` : ''
                    }`
                  : (data.propertyAddress ?? t('maintenance.unlinked')),
              },
              {
                key: 'tenant',
                label: t('maintenance.fields.tenant'),
                children: data.tenantName
                  ? localizedText(data.tenantName, data.tenantNameEn, lang).text
                  : t('maintenance.noTenant'),
              },
              {
                key: 'category',
                label: t('maintenance.fields.category'),
                children: t(`maintenance.enums.category.${data.category}`),
              },
              {
                key: 'assignee',
                label: t('maintenance.fields.assignee'),
                children: (
                  <span data-testid="ticket-assignee-name">{data.assignedToName ?? t('maintenance.unassigned')}</span>
                ),
              },
              {
                key: 'estimated',
                label: t('maintenance.fields.estimatedCost'),
                children: data.estimatedCost === null ? t('dash') : formatCurrency(data.estimatedCost, lang),
              },
              {
                key: 'actual',
                label: t('maintenance.fields.actualCost'),
                children: data.actualCost === null ? t('dash') : formatCurrency(data.actualCost, lang),
              },
              ...(data.noCostReason
                ? [
                    {
                      key: 'noCostReason',
                      label: t('maintenance.fields.noCostReason'),
                      children: <span data-testid="ticket-no-cost-reason-shown">{data.noCostReason}</span>,
                    },
                  ]
                : []),
              {
                key: 'scheduled',
                label: t('maintenance.fields.scheduledDate'),
                children: data.scheduledDate ? formatDate(data.scheduledDate, lang, 'short') : t('dash'),
              },
              {
                key: 'created',
                label: t('maintenance.fields.createdAt'),
                children: formatDateTime(data.createdAt, lang),
              },
              {
                key: 'completed',
                label: t('maintenance.fields.completedAt'),
                children: data.completedAt ? formatDateTime(data.completedAt, lang) : t('dash'),
              },
              {
                key: 'source',
                label: t('maintenance.fields.source'),
                children: t(`maintenance.enums.source.${data.source}`),
              },
              ...(data.contactPhone
                ? [
                    {
                      key: 'phone',
                      label: t('maintenance.fields.contactPhone'),
                      children: <Ltr>{formatPhone(data.contactPhone, lang)}</Ltr>,
                    },
                  ]
                : []),
            ]}
          />
          <h3>{t('maintenance.fields.photos')}</h3>
          {data.photos.length ? (
            <div className="estate-actions" data-testid="ticket-photos">
              {data.photos.map((photo) => (
                <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={photo.fileName}
                    width={96}
                    height={96}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                </a>
              ))}
            </div>
          ) : (
            <p className="estate-muted">{t('maintenance.detail.noPhotos')}</p>
          )}
          <h3>{t('maintenance.detail.history')}</h3>
          <ol className="estate-cell" data-testid="ticket-history">
            {data.history.map((event) => (
              <li key={event.id} data-type={event.type}>
                <span>{eventText(event)}</span>{' '}
                <span className="estate-muted">
                  {t('maintenance.history.by', { name: event.actorName ?? t('maintenance.history.system') })} ·{' '}
                  {formatDateTime(event.createdAt, lang)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {completing && data ? <CompleteTicketModal ticket={data} onClose={() => setCompleting(false)} /> : null}
    </Drawer>
  );
}
