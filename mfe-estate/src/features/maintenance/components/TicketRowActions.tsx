import { useTranslation } from 'react-i18next';
import type { MaintenanceTicket } from '@estate/contracts';
import { DeleteOutlined, EditOutlined, EyeOutlined, UserOutlined } from '@estate/platform/ui';
import { RowButton, RowButtons, useRowAction } from '../../../components/list-page/index.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useAssignTicket } from '../api/assign-ticket.js';
import { useDeleteTicket } from '../api/delete-ticket.js';
import { ticketRefusalText } from '../utils/ticket-refusals.js';

/** What a row's buttons open on the page: the ticket's drawer, the edit and assign dialogs. */
export interface TicketRowOpeners {
  view: (ticket: MaintenanceTicket) => void;
  edit: (ticket: MaintenanceTicket) => void;
  assign: (ticket: MaintenanceTicket) => void;
  /** After a delete (the drawer of the deleted ticket closes). */
  deleted: (ticket: MaintenanceTicket) => void;
}

const closed = (ticket: MaintenanceTicket) => ticket.status === 'completed' || ticket.status === 'cancelled';

/**
 * A ticket row's buttons: view; edit for a manager or the ticket's assignee; assign (a manager, an unfinished
 * ticket); take (maintenance staff, an open unassigned ticket); delete (a manager, an open or cancelled ticket).
 * `take` is also the drawer's.
 */
export function useTicketRowActions(
  { manager, userId }: { manager: boolean; userId: string | null },
  openers: TicketRowOpeners,
) {
  const { t } = useTranslation('estate');
  const act = useRowAction();
  const refusalText = useRefusalText();
  const remove = useDeleteTicket();
  const assign = useAssignTicket();
  const failure = (error: unknown) => ticketRefusalText(error, t) ?? refusalText(error, t('toast.saveFailed'));

  const take = (ticket: MaintenanceTicket) =>
    userId &&
    act({
      run: () => assign.mutateAsync({ id: ticket.id, assignedTo: userId }),
      success: t('maintenance.toast.assigned'),
      detail: ticket.ticketNumber,
      failure,
    });

  const askDelete = (ticket: MaintenanceTicket) =>
    act({
      confirm: { question: t('maintenance.confirmDelete') },
      run: () => remove.mutateAsync(ticket.id).then(() => openers.deleted(ticket)),
      success: t('maintenance.toast.deleted'),
      detail: ticket.ticketNumber,
      failure,
    });

  const actions = (ticket: MaintenanceTicket) => (
    <RowButtons>
      <RowButton
        label={t('actions.view')}
        icon={<EyeOutlined />}
        onClick={() => openers.view(ticket)}
        testId="ticket-view"
      />
      {manager || (!!userId && ticket.assignedTo === userId) ? (
        <RowButton
          label={t('actions.edit')}
          icon={<EditOutlined />}
          onClick={() => openers.edit(ticket)}
          testId="ticket-edit"
        />
      ) : null}
      {manager && !closed(ticket) ? (
        <RowButton
          label={t('maintenance.actions.assign')}
          icon={<UserOutlined />}
          onClick={() => openers.assign(ticket)}
          testId="ticket-assign"
        />
      ) : null}
      {!manager && !ticket.assignedTo && ticket.status === 'open' ? (
        <RowButton
          label={t('maintenance.actions.take')}
          icon={<UserOutlined />}
          onClick={() => take(ticket)}
          testId="ticket-take"
        />
      ) : null}
      {manager && (ticket.status === 'open' || ticket.status === 'cancelled') ? (
        <RowButton
          label={t('actions.delete')}
          icon={<DeleteOutlined />}
          danger
          onClick={() => askDelete(ticket)}
          testId="ticket-delete"
        />
      ) : null}
    </RowButtons>
  );

  return { actions, take };
}
