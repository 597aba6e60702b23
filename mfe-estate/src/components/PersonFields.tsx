import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  isPhoneNumber,
  nationalIdProblem,
  normalizeNationalId,
  PHONE_MAX_LENGTH,
  phoneToSend,
  SAUDI_CITIES,
} from '@estate/contracts';
import { phoneRule, useLang } from '@estate/platform';
import { Input, Select } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';

/** The fields an owner and a tenant share, with the server's rules: national ID or iqama (Luhn), phone, email. */
export function PersonFields() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (
    <div className="estate-form-grid">
      <Form.Item
        name="name"
        label={t('people.fields.name')}
        rules={[{ required: true, whitespace: true, message: t('form.required') }]}
      >
        <Input maxLength={ESTATE_INPUT_LIMITS.name} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('people.fields.nameEn')}>
        <Input maxLength={ESTATE_INPUT_LIMITS.name} dir="ltr" />
      </Form.Item>
      <Form.Item
        name="nationalId"
        label={t('people.fields.nationalId')}
        rules={[
          { required: true, whitespace: true, message: t('form.required') },
          {
            validator: (_rule: unknown, value?: string) => {
              const problem = value?.trim() ? nationalIdProblem(value) : null;
              if (!problem) return Promise.resolve();
              // Ten digits from 1 or 2 whose last digit fails the Luhn check: a mistyped digit, said so.
              return Promise.reject(
                new Error(t(problem === 'checkDigit' ? 'form.nationalIdCheckDigit' : 'form.invalidNationalId')),
              );
            },
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={14} dir="ltr" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('people.fields.phone')}
        rules={[
          { required: true, whitespace: true, message: t('form.required') },
          phoneRule((value) => isPhoneNumber(value, 'any'), t('form.invalidPhone')),
        ]}
      >
        <Input type="tel" maxLength={PHONE_MAX_LENGTH} dir="ltr" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('people.fields.email')}
        rules={[{ type: 'email', message: t('form.invalidEmail') }]}
      >
        <Input type="email" maxLength={ESTATE_INPUT_LIMITS.email} dir="ltr" />
      </Form.Item>
      <Form.Item name="city" label={t('people.fields.city')}>
        <Select
          allowClear
          placeholder={t('form.select')}
          options={SAUDI_CITIES.map((city) => ({ value: city.key, label: city[lang] }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('people.fields.address')}>
        <Input maxLength={ESTATE_INPUT_LIMITS.address} />
      </Form.Item>
    </div>
  );
}

/** Fields of the person forms the server may name in a refusal. */
export const PERSON_FIELDS = ['name', 'nameEn', 'nationalId', 'phone', 'email', 'city', 'address', 'notes'] as const;

/** The message of a person field the server refused, in the page language, when the form knows its rule. */
export function usePersonFieldMessage() {
  const { t } = useTranslation('estate');
  return (field: string) =>
    field === 'nationalId'
      ? t('form.invalidNationalId')
      : field === 'phone' || field === 'emergencyPhone'
        ? t('form.invalidPhone')
        : field === 'email'
          ? t('form.invalidEmail')
          : undefined;
}

const blank = (value?: string | null) => (value?.trim() ? value.trim() : null);

/** A person form's shared values as sent: trimmed, blanks as null, digits and phone as stored. */
export function personInput(values: {
  name: string;
  nameEn?: string | null;
  nationalId: string;
  phone: string;
  email?: string | null;
  city?: string | null;
  address?: string | null;
  notes?: string | null;
}) {
  return {
    name: values.name.trim(),
    nameEn: blank(values.nameEn),
    nationalId: normalizeNationalId(values.nationalId) ?? values.nationalId.trim(),
    phone: phoneToSend(values.phone, 'any'),
    email: blank(values.email),
    city: values.city ?? null,
    address: blank(values.address),
    notes: blank(values.notes),
  };
}
