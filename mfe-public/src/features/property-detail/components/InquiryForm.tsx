import { useTranslation } from 'react-i18next';
import { REQUEST_LIMITS } from '@estate/contracts';
import { ApiError, fieldErrorsOf, formatNumber, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { TitledSection } from '../../../components/TitledSection.js';
import { phoneRule, requiredRule } from '../../../utils/form-rules.js';
import { isPhoneNumber, phoneToSend } from '../../../utils/phone.js';
import { formFieldsIn, refusedFieldMessages } from '../../../utils/server-field-errors.js';
import { useSendInquiry } from '../api/send-inquiry.js';

interface InquiryFields {
  name: string;
  email: string;
  phone?: string;
  message: string;
}
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** The inquiry about one property: name, email and message required, phone optional. */
export function InquiryForm({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const [form] = Form.useForm<InquiryFields>();
  const toast = useToast();
  const send = useSendInquiry();
  const required = requiredRule(t);
  const max = (field: keyof typeof REQUEST_LIMITS) => ({
    max: REQUEST_LIMITS[field],
    message: t('detail.inquiry.tooLong', { n: formatNumber(REQUEST_LIMITS[field], lang) }),
  });
  const serverMessage = refusedFieldMessages(t, {
    invalidPhone: 'detail.inquiry.invalidPhone',
    rejected: 'detail.inquiry.invalid',
  });

  const submit = (values: InquiryFields) => {
    const phone = phoneToSend(values.phone);
    send.mutate(
      {
        propertyId,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: phone || undefined,
        message: values.message.trim(),
      },
      {
        onSuccess: () => {
          toast.success(t('detail.inquiry.successTitle'), t('detail.inquiry.successMessage'));
          form.resetFields();
        },
        onError: (error) => {
          const fields = formFieldsIn(fieldErrorsOf(error), FIELDS);
          if (fields.length) form.setFields(fields.map((name) => ({ name, errors: [serverMessage(name)] })));
          // Too many inquiries from this address: say to wait rather than to try again now.
          const tooMany = error instanceof ApiError && error.status === 429;
          toast.error(
            t('detail.inquiry.errorTitle'),
            tooMany ? t('status.429', { ns: 'errors' }) : t('detail.inquiry.errorMessage'),
          );
        },
      },
    );
  };

  return (
    <TitledSection
      className="detail-card detail-inquiry"
      titleId="detail-inquiry-title"
      titleClassName="detail-section-title"
      title={t('detail.inquiry.title')}
    >
      <p className="muted detail-inquiry-subtitle">{t('detail.inquiry.subtitle')}</p>
      <Form
        form={form}
        name="inquiry"
        layout="vertical"
        onFinish={submit}
        disabled={send.isPending}
        data-testid="inquiry-form"
      >
        <Form.Item name="name" label={t('detail.inquiry.name')} rules={[required, max('name')]}>
          <Input autoComplete="name" maxLength={REQUEST_LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('detail.inquiry.email')}
          rules={[
            required,
            { type: 'email', transform: (value?: string) => value?.trim(), message: t('email', { ns: 'validation' }) },
            max('email'),
          ]}
        >
          <Input type="email" autoComplete="email" dir="ltr" maxLength={REQUEST_LIMITS.email} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('detail.inquiry.phone')}
          rules={[phoneRule(isPhoneNumber, t('detail.inquiry.invalidPhone')), max('phone')]}
        >
          <Input type="tel" autoComplete="tel" dir="ltr" maxLength={REQUEST_LIMITS.phone} />
        </Form.Item>
        <Form.Item name="message" label={t('detail.inquiry.message')} rules={[required, max('message')]}>
          <Input.TextArea
            rows={4}
            placeholder={t('detail.inquiry.messagePlaceholder')}
            maxLength={REQUEST_LIMITS.message}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={send.isPending} data-testid="inquiry-submit">
          {send.isPending ? t('detail.inquiry.sending') : t('detail.inquiry.submit')}
        </Button>
      </Form>
    </TitledSection>
  );
}
