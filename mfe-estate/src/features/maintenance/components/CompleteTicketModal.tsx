import { useTranslation } from 'react-i18next';
import { ESTATE_INPUT_LIMITS, TICKET_INPUT_LIMITS, type MaintenanceTicketDetail } from '@estate/contracts';
import { useToast } from '@estate/platform/ui';
import { Input, InputNumber, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useChangeTicketStatus } from '../api/change-ticket-status.js';
import { ticketRefusalText } from '../utils/ticket-refusals.js';

interface Values {
  actualCost?: number | null;
  noCostReason?: string;
}

/**
 * Completes a ticket: asks for the actual cost (the one saved before filled in), and when it is left empty, the
 * reason there is none.
 */
export function CompleteTicketModal({ ticket, onClose }: { ticket: MaintenanceTicketDetail; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const toast = useToast();
  const refusalText = useRefusalText();
  const move = useChangeTicketStatus();
  const [form] = Form.useForm<Values>();
  const actualCost = Form.useWatch('actualCost', form);
  const costless = actualCost === null || actualCost === undefined;

  const submit = (values: Values) => {
    const cost = values.actualCost ?? null;
    move.mutate(
      {
        id: ticket.id,
        input:
          cost === null
            ? { status: 'completed', actualCost: null, noCostReason: values.noCostReason?.trim() }
            : { status: 'completed', actualCost: cost },
      },
      {
        onSuccess: () => {
          toast.success(t('maintenance.toast.statusChanged'), t('maintenance.enums.status.completed'));
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
      title={t('maintenance.complete.title', { number: ticket.ticketNumber })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('maintenance.complete.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: move.isPending, 'data-testid': 'ticket-complete-save' }}
      mask={{ closable: !move.isPending }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="complete-ticket"
        layout="vertical"
        disabled={move.isPending}
        initialValues={{ actualCost: ticket.actualCost }}
        onFinish={submit}
      >
        <Form.Item
          name="actualCost"
          label={t('maintenance.fields.actualCost')}
          extra={t('maintenance.complete.costHint')}
        >
          <InputNumber<number>
            min={0}
            max={ESTATE_INPUT_LIMITS.maxAmount}
            className="estate-number"
            data-testid="ticket-actual-cost"
          />
        </Form.Item>
        {costless ? (
          <Form.Item
            name="noCostReason"
            label={t('maintenance.fields.noCostReason')}
            rules={[{ required: true, whitespace: true, message: t('maintenance.complete.reasonRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={TICKET_INPUT_LIMITS.noCostReason} data-testid="ticket-no-cost-reason" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
