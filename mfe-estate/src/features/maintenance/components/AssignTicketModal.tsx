import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Modal, Select } from '@estate/platform/ui-extra';
import type { MaintenanceTicket } from '@estate/contracts';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useAssignTicket } from '../api/assign-ticket.js';
import { useAssignees } from '../api/get-assignees.js';
import { ticketRefusalText } from '../utils/ticket-refusals.js';

/** Assigns a ticket to one of the maintenance staff (with the open tickets each has). */
export function AssignTicketModal({ ticket, onClose }: { ticket: MaintenanceTicket; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const assignees = useAssignees();
  const assign = useAssignTicket();
  const [chosen, setChosen] = useState<string | undefined>(ticket.assignedTo ?? undefined);

  const save = () => {
    if (!chosen) return;
    assign.mutate(
      { id: ticket.id, assignedTo: chosen },
      {
        onSuccess: (saved) => {
          toast.success(t('maintenance.toast.assigned'), saved.assignedToName ?? saved.ticketNumber);
          onClose();
        },
        onError: (error) =>
          toast.error(t('toast.error'), ticketRefusalText(error, t) ?? refusalText(error, t('toast.saveFailed'))),
      },
    );
  };

  return (
    <Modal
      open
      title={t('maintenance.assignTitle', { number: ticket.ticketNumber })}
      onCancel={onClose}
      onOk={save}
      okText={t('maintenance.actions.assign')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: assign.isPending, disabled: !chosen, 'data-testid': 'assign-save' }}
      destroyOnHidden
    >
      <Select<string>
        style={{ inlineSize: '100%' }}
        aria-label={t('maintenance.fields.assignee')}
        value={chosen}
        onChange={setChosen}
        loading={assignees.isPending}
        placeholder={t('form.select')}
        options={(assignees.data ?? []).map((user) => ({
          value: user.id,
          label: `${user.name} (${formatNumber(user.openTickets, lang)})`,
        }))}
        data-testid="assign-select"
      />
    </Modal>
  );
}
