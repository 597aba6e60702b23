import { useTranslation } from 'react-i18next';
import { CONTACT_METHODS, REQUEST_LIMITS, SERVICE_REQUEST_TIMELINES, SERVICE_REQUEST_TYPES } from '@estate/contracts';
import { fieldErrorsOf } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input, Radio, Select } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { ContactFields } from '../../../components/ContactFields.js';
import { requiredRule } from '../../../utils/form-rules.js';
import { refusedFieldMessages } from '../../../utils/server-field-errors.js';
import { useSendServiceRequest } from '../api/send-service-request.js';
import { useAttachments } from '../hooks/use-attachments.js';
import { toServiceRequestInput, type ServiceRequestFormValues } from '../utils/service-request-payload.js';
import { splitFieldErrors } from '../utils/server-field-errors.js';
import { AttachmentPicker } from './AttachmentPicker.js';

export const SERVICE_REQUEST_FORM_NAME = 'service-request';
export type ServiceRequestFormInstance = ReturnType<typeof Form.useForm<ServiceRequestFormValues>>[0];

const formFields = [
  'type',
  'title',
  'description',
  'budget',
  'timeline',
  'location',
  'name',
  'email',
  'phone',
  'preferredContact',
] as const satisfies readonly (keyof ServiceRequestFormValues)[];

/** A Select's or radio group's options: each value with its label. */
const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** The request form: details, contact details and attachments. Sending keeps everything typed until it succeeds. */
export function ServiceRequestForm({
  form,
  initialValues,
}: {
  form: ServiceRequestFormInstance;
  initialValues: ServiceRequestFormValues;
}) {
  const { t } = useTranslation('public');
  const toast = useToast();
  const send = useSendServiceRequest();
  const attachments = useAttachments();
  const required = requiredRule(t);
  const attachmentsId = `${SERVICE_REQUEST_FORM_NAME}_attachments`;

  const serverMessage = refusedFieldMessages(t, {
    invalidPhone: 'serviceRequest.form.invalidPhone',
    rejected: 'serviceRequest.form.rejected',
  });

  const submit = (values: ServiceRequestFormValues) => {
    if (attachments.uploading) {
      toast.info(t('serviceRequest.toast.attachmentsTitle'), t('serviceRequest.attachments.waitForUploads'));
      return;
    }
    if (attachments.failed) {
      toast.error(t('serviceRequest.toast.attachmentsTitle'), t('serviceRequest.attachments.fixFailed'));
      return;
    }
    const sent = attachments.urls;
    send.mutate(toServiceRequestInput(values, sent), {
      onSuccess: () => {
        toast.success(t('serviceRequest.toast.successTitle'), t('serviceRequest.toast.successText'));
        form.resetFields();
        attachments.clear();
      },
      onError: (error) => {
        const { fields, refusedAttachments } = splitFieldErrors(fieldErrorsOf(error), formFields, sent);
        if (fields.length) form.setFields(fields.map((name) => ({ name, errors: [serverMessage(name)] })));
        if (refusedAttachments.length) attachments.reject(refusedAttachments);
        toast.error(t('serviceRequest.toast.errorTitle'), t('serviceRequest.toast.errorText'));
      },
    });
  };

  return (
    <Form<ServiceRequestFormValues>
      form={form}
      name={SERVICE_REQUEST_FORM_NAME}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      disabled={send.isPending}
      scrollToFirstError={{ block: 'center', focus: true }}
      data-testid="service-request-form"
    >
      <div className="form-grid request-grid">
        <Form.Item name="type" label={t('serviceRequest.form.type')}>
          <Select
            allowClear
            placeholder={t('serviceRequest.form.typePlaceholder')}
            options={choices(SERVICE_REQUEST_TYPES, (type) => t(`serviceRequest.types.${type}.title`))}
          />
        </Form.Item>
        <Form.Item name="timeline" label={t('serviceRequest.form.timeline')}>
          <Select
            allowClear
            placeholder={t('serviceRequest.form.timelinePlaceholder')}
            options={choices(SERVICE_REQUEST_TIMELINES, (timeline) => t(`serviceRequest.timelines.${timeline}`))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('serviceRequest.form.requestTitle')}
          rules={[required]}
          className="form-grid-wide"
        >
          <Input maxLength={REQUEST_LIMITS.title} placeholder={t('serviceRequest.form.requestTitlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('serviceRequest.form.description')}
          rules={[required]}
          className="form-grid-wide"
        >
          <Input.TextArea
            rows={5}
            showCount
            maxLength={REQUEST_LIMITS.message}
            placeholder={t('serviceRequest.form.descriptionPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="budget" label={t('serviceRequest.form.budget')}>
          <Input maxLength={REQUEST_LIMITS.budget} placeholder={t('serviceRequest.form.budgetPlaceholder')} />
        </Form.Item>
        <Form.Item name="location" label={t('serviceRequest.form.location')} rules={[required]}>
          <Input maxLength={REQUEST_LIMITS.location} placeholder={t('serviceRequest.form.locationPlaceholder')} />
        </Form.Item>
      </div>

      <h3 className="request-section-title">{t('serviceRequest.form.contactTitle')}</h3>
      <div className="form-grid request-grid">
        <ContactFields texts="serviceRequest.form" phoneRequired />
        <Form.Item name="preferredContact" label={t('serviceRequest.form.preferredContact')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={choices(CONTACT_METHODS, (method) => t(`serviceRequest.contactMethods.${method}`))}
          />
        </Form.Item>
      </div>

      <Form.Item label={t('serviceRequest.attachments.label')} htmlFor={attachmentsId}>
        <AttachmentPicker id={attachmentsId} attachments={attachments} />
      </Form.Item>

      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={send.isPending}
        disabled={attachments.uploading}
        className="form-submit"
        data-testid="service-request-submit"
      >
        {attachments.uploading ? t('serviceRequest.form.uploading') : t('serviceRequest.form.submit')}
      </Button>
    </Form>
  );
}
