import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  localizedText,
  TICKET_CATEGORIES,
  TICKET_INPUT_LIMITS,
  TICKET_PRIORITIES,
  type MaintenanceTicket,
  type MaintenanceTicketInput,
  type MaintenanceTicketUpdate,
  type TicketCategory,
  type TicketPriority,
} from '@estate/contracts';
import { useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, InputNumber, Modal, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { unitOptionsQueryOptions } from '../../../api/get-unit-options.js';
import { calendarDateProps, HijriOfField } from '../../../components/form-parts.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { useAssignees } from '../api/get-assignees.js';
import { useSaveTicket } from '../api/save-ticket.js';
import { useTicketPhotos } from '../hooks/use-ticket-photos.js';
import { TicketPhotosField } from './TicketPhotosField.js';

const FIELDS = [
  'propertyId',
  'unitId',
  'title',
  'titleAr',
  'description',
  'category',
  'priority',
  'assignedTo',
  'estimatedCost',
  'actualCost',
  'scheduledDate',
  'photos',
] as const;

interface Values {
  propertyId?: string;
  unitId?: string;
  title: string;
  titleAr: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  assignedTo?: string;
  estimatedCost?: number | null;
  actualCost?: number | null;
  scheduledDate?: string | null;
}

/**
 * Create (no ticket) or edit a ticket. A manager edits every field; the assignee (maintenance staff) only the
 * costs, scheduled date and photos, as the server allows.
 */
export function TicketFormModal({
  ticket,
  manager,
  onClose,
}: {
  ticket?: MaintenanceTicket;
  manager: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const save = useSaveTicket();
  const photos = useTicketPhotos(ticket?.photos ?? []);
  const assignees = useAssignees(manager && !ticket);
  const refused = useSaveFeedback(form, FIELDS);
  const propertyId = Form.useWatch('propertyId', form);
  const pending = save.isPending;
  const limited = !!ticket && !manager;
  const required = { required: true, message: t('form.required') };

  const submit = (values: Values) => {
    if (photos.uploading) return;
    const common = {
      estimatedCost: values.estimatedCost ?? null,
      scheduledDate: values.scheduledDate ?? null,
      photos: photos.urls,
    };
    const input: MaintenanceTicketInput | MaintenanceTicketUpdate = limited
      ? { ...common, actualCost: values.actualCost ?? null }
      : {
          ...common,
          propertyId: values.propertyId!,
          unitId: values.unitId ?? null,
          title: values.title,
          titleAr: values.titleAr,
          description: values.description,
          category: values.category,
          priority: values.priority,
          ...(ticket ? { actualCost: values.actualCost ?? null } : { assignedTo: values.assignedTo ?? null }),
        };
    save.mutate(
      { id: ticket?.id, input },
      {
        onSuccess: (saved) => {
          toast.success(t(ticket ? 'maintenance.toast.updated' : 'maintenance.toast.created'), saved.ticketNumber);
          onClose();
        },
        onError: refused,
      },
    );
  };

  return (
    <Modal
      open
      width={760}
      title={ticket ? t('maintenance.editTitle') : t('maintenance.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: pending || photos.uploading, 'data-testid': 'ticket-save' }}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={ticket ? 'edit-ticket' : 'add-ticket'}
        layout="vertical"
        disabled={pending}
        data-testid="ticket-form"
        initialValues={
          ticket
            ? {
                propertyId: ticket.propertyId ?? undefined,
                unitId: ticket.unitId ?? undefined,
                title: ticket.title,
                titleAr: ticket.titleAr,
                description: ticket.description,
                category: ticket.category,
                priority: ticket.priority,
                estimatedCost: ticket.estimatedCost,
                actualCost: ticket.actualCost,
                scheduledDate: ticket.scheduledDate,
              }
            : { priority: 'medium', category: 'plumbing' }
        }
        onFinish={submit}
      >
        <div className="estate-form-grid">
          {limited ? (
            <>
              {/* The assignee does not change where the ticket is (nor read the property pickers). */}
              <Form.Item label={t('maintenance.fields.property')}>
                <Input
                  disabled
                  value={
                    ticket?.propertyTitle
                      ? localizedText(ticket.propertyTitle, ticket.propertyTitleEn, lang).text
                      : t('maintenance.unlinked')
                  }
                />
              </Form.Item>
              <Form.Item label={t('maintenance.fields.unit')}>
                <Input disabled value={ticket?.unitNumber ?? t('dash')} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="propertyId" label={t('maintenance.fields.property')} rules={[required]}>
                <OptionSelect
                  optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
                  known={
                    ticket?.propertyId
                      ? { id: ticket.propertyId, label: ticket.propertyTitle ?? '', labelEn: ticket.propertyTitleEn }
                      : null
                  }
                  placeholder={t('form.select')}
                  disabled={pending}
                  onPick={() => form.setFieldsValue({ unitId: undefined })}
                  testId="ticket-property"
                />
              </Form.Item>
              <Form.Item name="unitId" label={t('maintenance.fields.unit')}>
                <OptionSelect
                  key={propertyId ?? 'none'}
                  optionsFor={(q) => unitOptionsQueryOptions({ propertyId, ...(q ? { q } : {}) })}
                  known={ticket?.unitId ? { id: ticket.unitId, label: ticket.unitNumber ?? '' } : null}
                  placeholder={t('form.select')}
                  disabled={!propertyId || pending}
                  allowClear
                  testId="ticket-unit"
                />
              </Form.Item>
            </>
          )}
          <Form.Item name="title" label={t('maintenance.fields.title')} rules={[required]}>
            <Input maxLength={TICKET_INPUT_LIMITS.title} disabled={limited} dir="ltr" data-testid="ticket-title" />
          </Form.Item>
          <Form.Item name="titleAr" label={t('maintenance.fields.titleAr')} rules={[required]}>
            <Input maxLength={TICKET_INPUT_LIMITS.title} disabled={limited} dir="rtl" data-testid="ticket-title-ar" />
          </Form.Item>
          <Form.Item name="category" label={t('maintenance.fields.category')} rules={[required]}>
            <Select
              disabled={limited}
              options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`maintenance.enums.category.${value}`) }))}
              data-testid="ticket-category"
            />
          </Form.Item>
          <Form.Item name="priority" label={t('maintenance.fields.priority')} rules={[required]}>
            <Select
              disabled={limited}
              options={TICKET_PRIORITIES.map((value) => ({ value, label: t(`maintenance.enums.priority.${value}`) }))}
              data-testid="ticket-priority"
            />
          </Form.Item>
          {manager && !ticket ? (
            <Form.Item name="assignedTo" label={t('maintenance.fields.assignee')}>
              <Select
                allowClear
                placeholder={t('maintenance.unassigned')}
                loading={assignees.isPending}
                options={(assignees.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
                data-testid="ticket-assignee"
              />
            </Form.Item>
          ) : null}
          <Form.Item name="estimatedCost" label={t('maintenance.fields.estimatedCost')}>
            <InputNumber min={0} max={ESTATE_INPUT_LIMITS.maxAmount} className="estate-number" />
          </Form.Item>
          {ticket ? (
            <Form.Item name="actualCost" label={t('maintenance.fields.actualCost')}>
              <InputNumber min={0} max={ESTATE_INPUT_LIMITS.maxAmount} className="estate-number" />
            </Form.Item>
          ) : null}
          <Form.Item
            name="scheduledDate"
            label={t('maintenance.fields.scheduledDate')}
            extra={<HijriOfField name="scheduledDate" />}
            {...calendarDateProps}
          >
            <DatePicker className="estate-number" />
          </Form.Item>
        </div>
        <Form.Item name="description" label={t('maintenance.fields.description')} rules={[required]}>
          <Input.TextArea
            rows={3}
            maxLength={TICKET_INPUT_LIMITS.description}
            disabled={limited}
            data-testid="ticket-description"
          />
        </Form.Item>
        <Form.Item label={t('maintenance.fields.photos')}>
          <TicketPhotosField id="ticket-photos" photos={photos} disabled={pending} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
