import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formFieldsIn, REQUEST_LIMITS } from '@estate/contracts';
import { fieldErrorsOf, useAuth } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { ContactFields } from '../../../components/ContactFields.js';
import { requiredRule } from '../../../utils/form-rules.js';
import { refusedFieldMessages } from '../../../utils/server-field-errors.js';
import { useSendContactMessage } from '../api/send-contact-message.js';
import { contactFormFields, toContactMessageInput, type ContactFormValues } from '../utils/contact-payload.js';

/** The contact form: success clears it, a failure keeps everything typed. */
export function ContactForm() {
  const { t } = useTranslation('public');
  const { user } = useAuth();
  const toast = useToast();
  const send = useSendContactMessage();
  const [form] = Form.useForm<ContactFormValues>();
  const required = requiredRule(t);
  // A signed-in visitor does not type their name and email again.
  const initialValues = useMemo<Partial<ContactFormValues>>(
    () => ({ name: user?.name ?? '', email: user?.email ?? '' }),
    [user?.name, user?.email],
  );

  const serverMessage = refusedFieldMessages(t, {
    invalidPhone: 'contact.form.invalidPhone',
    rejected: 'contact.form.rejected',
  });

  const submit = (values: ContactFormValues) =>
    send.mutate(toContactMessageInput(values), {
      onSuccess: () => {
        toast.success(t('contact.toast.successTitle'), t('contact.toast.successText'));
        form.resetFields();
      },
      onError: (error) => {
        const fields = formFieldsIn(fieldErrorsOf(error), contactFormFields);
        if (fields.length) form.setFields(fields.map((name) => ({ name, errors: [serverMessage(name)] })));
        toast.error(t('contact.toast.errorTitle'), t('contact.toast.errorText'));
      },
    });

  return (
    <Form<ContactFormValues>
      form={form}
      name="contact"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      disabled={send.isPending}
      scrollToFirstError={{ block: 'center', focus: true }}
      data-testid="contact-form"
    >
      <div className="form-grid">
        <ContactFields texts="contact.form" />
        <Form.Item name="subject" label={t('contact.form.subject')} rules={[required]}>
          <Input maxLength={REQUEST_LIMITS.subject} placeholder={t('contact.form.subjectPlaceholder')} />
        </Form.Item>
        <Form.Item name="message" label={t('contact.form.message')} rules={[required]} className="form-grid-wide">
          <Input.TextArea
            rows={6}
            showCount
            maxLength={REQUEST_LIMITS.message}
            placeholder={t('contact.form.messagePlaceholder')}
          />
        </Form.Item>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={send.isPending}
        className="form-submit"
        data-testid="contact-submit"
      >
        {t('contact.form.submit')}
      </Button>
    </Form>
  );
}
