import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formFieldsIn, isPhoneNumber, phoneToSend, REQUEST_LIMITS } from '@estate/contracts';
import { ApiError, fieldErrorsOf, formatNumber, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { TitledSection } from '../../../components/TitledSection.js';
import { refusedFieldMessages } from '../../../utils/server-field-errors.js';
import { useSendInquiry } from '../api/send-inquiry.js';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Problems = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', phone: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The inquiry about one property: name, email and message required, phone optional. Plain form controls
 * (the property page loads no form library for one form); each problem is shown under its field, named in
 * the field's description, and the first field with one takes the focus.
 */
export function InquiryForm({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const toast = useToast();
  const send = useSendInquiry();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const serverMessage = refusedFieldMessages(t, {
    invalidPhone: 'detail.inquiry.invalidPhone',
    rejected: 'detail.inquiry.invalid',
  });

  const problemOf = (field: Field, value: string): string | undefined => {
    const trimmed = value.trim();
    if (field !== 'phone' && !trimmed) return t('required', { ns: 'validation' });
    if (value.length > REQUEST_LIMITS[field]) {
      return t('detail.inquiry.tooLong', { n: formatNumber(REQUEST_LIMITS[field], lang) });
    }
    if (field === 'email' && !EMAIL.test(trimmed)) return t('email', { ns: 'validation' });
    if (field === 'phone' && trimmed && !isPhoneNumber(trimmed)) return t('detail.inquiry.invalidPhone');
    return undefined;
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field already marked is checked again as it is corrected.
    if (problems[field]) setProblems((current) => ({ ...current, [field]: problemOf(field, value) }));
  };

  const focusFirst = (found: Problems) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    for (const field of FIELDS) found[field] = problemOf(field, values[field]);
    setProblems(found);
    if (FIELDS.some((field) => found[field])) {
      focusFirst(found);
      return;
    }
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
          setValues(EMPTY);
          setProblems({});
        },
        onError: (error) => {
          const refused = formFieldsIn(fieldErrorsOf(error), FIELDS);
          if (refused.length) {
            const marked = Object.fromEntries(refused.map((field) => [field, serverMessage(field)])) as Problems;
            setProblems(marked);
            focusFirst(marked);
          }
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

  const field = (name: Field, label: string, required: boolean) => {
    const inputId = `${id}-${name}`;
    const problem = problems[name];
    return {
      // The asterisk stays outside the label, so the field's name is the label's text alone.
      label: (
        <span className="inquiry-label-row">
          <label className="inquiry-label" htmlFor={inputId}>
            {label}
          </label>
          {required ? (
            <span className="inquiry-required" aria-hidden>
              *
            </span>
          ) : null}
        </span>
      ),
      control: {
        id: inputId,
        name,
        className: problem ? 'control inquiry-control is-invalid' : 'control inquiry-control',
        value: values[name],
        maxLength: REQUEST_LIMITS[name],
        required,
        'aria-required': required,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': problem ? `${inputId}-problem` : undefined,
        disabled: send.isPending,
        onChange: (event: { target: { value: string } }) => change(name, event.target.value),
      },
      problem: problem ? (
        <p className="field-problem" id={`${inputId}-problem`} data-testid={`inquiry-${name}-problem`}>
          {problem}
        </p>
      ) : null,
    };
  };

  const name = field('name', t('detail.inquiry.name'), true);
  const email = field('email', t('detail.inquiry.email'), true);
  const phone = field('phone', t('detail.inquiry.phone'), false);
  const message = field('message', t('detail.inquiry.message'), true);

  return (
    <TitledSection
      className="detail-card detail-inquiry"
      titleId="detail-inquiry-title"
      titleClassName="detail-section-title"
      title={t('detail.inquiry.title')}
    >
      <p className="muted detail-inquiry-subtitle">{t('detail.inquiry.subtitle')}</p>
      <form className="inquiry-form" noValidate onSubmit={submit} data-testid="inquiry-form">
        <div className="inquiry-field">
          {name.label}
          <input {...name.control} autoComplete="name" />
          {name.problem}
        </div>
        <div className="inquiry-field">
          {email.label}
          <input {...email.control} type="email" autoComplete="email" dir="ltr" />
          {email.problem}
        </div>
        <div className="inquiry-field">
          {phone.label}
          <input {...phone.control} type="tel" autoComplete="tel" dir="ltr" />
          {phone.problem}
        </div>
        <div className="inquiry-field">
          {message.label}
          <textarea {...message.control} rows={4} placeholder={t('detail.inquiry.messagePlaceholder')} />
          {message.problem}
        </div>
        <Button type="primary" htmlType="submit" block loading={send.isPending} data-testid="inquiry-submit">
          {send.isPending ? t('detail.inquiry.sending') : t('detail.inquiry.submit')}
        </Button>
      </form>
    </TitledSection>
  );
}
