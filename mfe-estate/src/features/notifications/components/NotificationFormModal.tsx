import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  isSitePath,
  NOTIFICATION_PRIORITIES,
  STAFF_NOTIFICATION_RECIPIENT_TYPES,
  type EstateNotificationItem,
  type NotificationInput,
} from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Input, Select } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { DatePicker } from '@estate/platform/ui-date';
import { FormDialog, useCloseOnSave } from '../../../components/FormDialog.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { useCreateNotification, useUpdateNotification } from '../api/change-notifications.js';
import { notificationRecipientsQueryOptions } from '../api/get-notification-recipients.js';

const FIELDS = [
  'title',
  'titleAr',
  'message',
  'messageAr',
  'priority',
  'recipientType',
  'recipientUserId',
  'expiresAt',
  'actionUrl',
] as const;
type Field = (typeof FIELDS)[number];

/** What the form holds: the expiry as the picker's moment, sent as an ISO instant. */
type FormValues = Omit<NotificationInput, 'expiresAt'> & { expiresAt?: Dayjs | null };

const TEXT_LIMIT = 200;
const MESSAGE_LIMIT = 2000;

/** Add (no notification) or edit a system notification: titles and messages in both languages, who it is for. */
export function NotificationFormModal({
  notification,
  onClose,
}: {
  notification?: EstateNotificationItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const pending = create.isPending || update.isPending;
  const fieldMessage = (field: Field) =>
    field === 'actionUrl'
      ? t('notifications.errors.actionUrl')
      : field === 'expiresAt'
        ? t('notifications.errors.expiresAt')
        : field === 'recipientUserId'
          ? t('notifications.errors.recipientUserId')
          : undefined;
  const closeOnSave = useCloseOnSave(onClose, useSaveFeedback(form, FIELDS, fieldMessage));
  const recipientType = Form.useWatch('recipientType', form);
  const required = { required: true, whitespace: true, message: t('notifications.errors.required') };

  const save = (values: FormValues) => {
    const input: NotificationInput = {
      title: values.title.trim(),
      titleAr: values.titleAr.trim(),
      message: values.message.trim(),
      messageAr: values.messageAr.trim(),
      priority: values.priority,
      recipientType: values.recipientType,
      recipientUserId: values.recipientType === 'specific_user' ? (values.recipientUserId ?? null) : null,
      expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null,
      actionUrl: values.actionUrl?.trim() || null,
    };
    const title = lang === 'ar' ? input.titleAr : input.title;
    closeOnSave(notification ? update.mutateAsync({ id: notification.id, input }) : create.mutateAsync(input), () => [
      t(notification ? 'notifications.toast.updated' : 'notifications.toast.saved'),
      title,
    ]);
  };

  return (
    <FormDialog<FormValues>
      form={form}
      name={notification ? 'edit-notification' : 'add-notification'}
      title={notification ? t('notifications.editTitle') : t('notifications.addTitle')}
      width={720}
      pending={pending}
      saveTestId="notification-save"
      formTestId="notification-form"
      onClose={onClose}
      initialValues={
        notification
          ? {
              title: notification.title,
              titleAr: notification.titleAr,
              message: notification.message,
              messageAr: notification.messageAr,
              priority: notification.priority,
              recipientType:
                notification.recipientType === 'maintenance_staff' ? undefined : notification.recipientType,
              recipientUserId: notification.recipientUserId ?? undefined,
              expiresAt: notification.expiresAt ? dayjs(notification.expiresAt) : null,
              actionUrl: notification.actionUrl ?? undefined,
            }
          : { priority: 'medium', recipientType: 'all_users' }
      }
      onFinish={save}
    >
      <div className="estate-form-grid">
        <Form.Item name="titleAr" label={t('notifications.fields.titleAr')} rules={[required]}>
          <Input maxLength={TEXT_LIMIT} dir="rtl" />
        </Form.Item>
        <Form.Item name="title" label={t('notifications.fields.title')} rules={[required]}>
          <Input maxLength={TEXT_LIMIT} dir="ltr" />
        </Form.Item>
        <Form.Item name="messageAr" label={t('notifications.fields.messageAr')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={MESSAGE_LIMIT} dir="rtl" />
        </Form.Item>
        <Form.Item name="message" label={t('notifications.fields.message')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={MESSAGE_LIMIT} dir="ltr" />
        </Form.Item>
        <Form.Item name="priority" label={t('notifications.fields.priority')} rules={[{ required: true }]}>
          <Select
            options={NOTIFICATION_PRIORITIES.map((value) => ({
              value,
              label: t(`notifications.priorities.${value}`),
            }))}
            data-testid="notification-priority"
          />
        </Form.Item>
        <Form.Item
          name="recipientType"
          label={t('notifications.fields.recipientType')}
          rules={[{ required: true, message: t('notifications.errors.required') }]}
        >
          <Select
            options={STAFF_NOTIFICATION_RECIPIENT_TYPES.map((value) => ({
              value,
              label: t(`notifications.recipients.${value}`),
            }))}
            data-testid="notification-recipient-type"
          />
        </Form.Item>
        {recipientType === 'specific_user' ? (
          <Form.Item
            name="recipientUserId"
            label={t('notifications.fields.recipientUserId')}
            rules={[{ required: true, message: t('notifications.errors.recipientUserId') }]}
          >
            <OptionSelect
              optionsFor={(q) => notificationRecipientsQueryOptions(q ? { q } : {})}
              known={
                notification?.recipientUserId
                  ? { id: notification.recipientUserId, label: notification.recipientUserName ?? '' }
                  : null
              }
              testId="notification-recipient-user"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="expiresAt" label={t('notifications.fields.expiresAt')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className="estate-number" />
        </Form.Item>
        <Form.Item
          name="actionUrl"
          label={t('notifications.fields.actionUrl')}
          extra={t('notifications.hints.actionUrl')}
          rules={[
            {
              validator: (_rule, value?: string) =>
                !value?.trim() || isSitePath(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('notifications.errors.actionUrl'))),
            },
          ]}
        >
          <Input maxLength={500} dir="ltr" placeholder="/estate/payments" />
        </Form.Item>
      </div>
    </FormDialog>
  );
}
