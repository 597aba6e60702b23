import { useTranslation } from 'react-i18next';
import { isPhoneNumber, REQUEST_LIMITS } from '@estate/contracts';
import { phoneRule } from '@estate/platform';
import { Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { requiredRule } from '../utils/form-rules.js';

/**
 * Name, email and phone as the contact and service request forms ask for them, with the same limits and checks.
 * `texts` is where the form keeps its labels (`<texts>.name`, `.email`, `.phone`, `.phonePlaceholder`, `.invalidPhone`).
 */
export function ContactFields({
  texts,
  phoneRequired = false,
}: {
  texts: 'contact.form' | 'serviceRequest.form';
  phoneRequired?: boolean;
}) {
  const { t } = useTranslation('public');
  const required = requiredRule(t);
  const phone = phoneRule((value) => isPhoneNumber(value, 'any'), t(`${texts}.invalidPhone`));
  return (
    <>
      <Form.Item name="name" label={t(`${texts}.name`)} rules={[required]}>
        <Input maxLength={REQUEST_LIMITS.name} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t(`${texts}.email`)}
        rules={[required, { type: 'email', message: t('email', { ns: 'validation' }) }]}
      >
        <Input type="email" maxLength={REQUEST_LIMITS.email} autoComplete="email" dir="ltr" />
      </Form.Item>
      <Form.Item name="phone" label={t(`${texts}.phone`)} rules={phoneRequired ? [required, phone] : [phone]}>
        <Input
          type="tel"
          maxLength={REQUEST_LIMITS.phone}
          autoComplete="tel"
          dir="ltr"
          placeholder={t(`${texts}.phonePlaceholder`)}
        />
      </Form.Item>
    </>
  );
}
