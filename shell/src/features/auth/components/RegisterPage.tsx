import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formFieldErrorsIn,
  isPhoneNumber,
  PASSWORD_MIN_LENGTH,
  phoneToSend,
  SELF_SERVICE_ROLES,
  type RegisterRequest,
} from '@estate/contracts';
import { fieldErrorsOf, phoneRule, serverMessageOf, useRegister } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input, Radio } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { isTooManyAttempts } from '../utils/auth-errors.js';
import { AuthCard } from './AuthCard.js';
import { PasswordInput } from './PasswordInput.js';

type RegisterForm = RegisterRequest & { confirmPassword: string };
const fields = ['name', 'email', 'phone', 'role', 'password', 'confirmPassword'] as const;

/**
 * /register: creates a user account (asking for an agent account if chosen), then goes to /login with a message
 * that also tells someone who already had an account to look in their mail.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  const toast = useToast();
  const register = useRegister();
  const required = t('register.requiredFields');
  const role = Form.useWatch('role', form);

  const submit = ({ confirmPassword: _confirm, ...values }: RegisterForm) => {
    register.mutate(
      {
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: phoneToSend(values.phone, 'saudiMobile') || undefined,
      },
      {
        // The same answer whether or not the email had an account (the owner of one is mailed): the message says so.
        onSuccess: ({ agentRequested }) => {
          toast.success(
            t('register.successTitle'),
            t(agentRequested ? 'register.agentRequestSent' : 'register.successMessage'),
          );
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          // The server's messages are English; the phone's is the form's own, in the language shown.
          const known = formFieldErrorsIn(fieldErrorsOf(error), fields).map(({ name, errors }) => ({
            name,
            errors: name === 'phone' ? [t('register.invalidPhone')] : errors,
          }));
          if (known.length) form.setFields(known);
          const text = isTooManyAttempts(error)
            ? t('common.tooManyAttempts')
            : serverMessageOf(error, t('register.errorTitle'));
          toast.error(t('register.errorTitle'), text);
        },
      },
    );
  };

  // The spec's messages as toasts, besides the messages under each field.
  const failed = ({ errorFields }: { errorFields: { errors: string[] }[] }) => {
    const errors = errorFields.flatMap((field) => field.errors);
    const first = errors.includes(required) ? required : errors[0];
    if (first) toast.error(t('register.errorTitle'), first);
  };

  return (
    <AuthCard
      testId="register-page"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </p>
      }
    >
      <Form
        form={form}
        name="register"
        layout="vertical"
        onFinish={submit}
        onFinishFailed={failed}
        initialValues={{ role: 'user' }}
        disabled={register.isPending}
      >
        <Form.Item
          name="name"
          label={t('register.name')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('common.email')}
          rules={[
            { required: true, whitespace: true, message: required },
            { type: 'email', message: t('common.invalidEmail') },
          ]}
        >
          <Input type="email" autoComplete="email" placeholder={t('common.emailPlaceholder')} dir="ltr" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('register.phone')}
          rules={[phoneRule((value) => isPhoneNumber(value, 'saudiMobile'), t('register.invalidPhone'))]}
        >
          <Input type="tel" autoComplete="tel" placeholder={t('register.phonePlaceholder')} dir="ltr" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('register.accountType')}
          extra={role === 'agent' ? <span data-testid="agent-review-hint">{t('register.agentReviewHint')}</span> : null}
        >
          <Radio.Group
            optionType="button"
            options={SELF_SERVICE_ROLES.map((role) => ({
              value: role,
              label: role === 'agent' ? t('register.roleAgent') : t('register.roleUser'),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('common.password')}
          rules={[
            { required: true, message: required },
            { min: PASSWORD_MIN_LENGTH, message: t('common.passwordLength', { min: PASSWORD_MIN_LENGTH }) },
          ]}
        >
          <PasswordInput autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('common.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: required },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('common.passwordsDoNotMatch'))),
            }),
          ]}
        >
          <PasswordInput autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={register.isPending}
          data-testid="register-submit"
        >
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
