import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@estate/contracts';
import { fieldErrorsOf, serverMessageOf, useResetPassword } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Alert } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { isInvalidResetToken, isTooManyAttempts } from '../utils/auth-errors.js';
import { AuthCard } from './AuthCard.js';
import { PasswordInput } from './PasswordInput.js';

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** /reset-password?token=: a new password, then /login; an unknown, used or expired token says so. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetForm>();
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useResetPassword();
  const [invalid, setInvalid] = useState(!token);

  const submit = (values: ResetForm) => {
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          toast.success(t('reset.successTitle'), t('reset.successMessage'));
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          const passwordErrors = fieldErrorsOf(error).filter((item) => item.field === 'password');
          if (passwordErrors.length) {
            form.setFields([{ name: 'password', errors: passwordErrors.flatMap((item) => item.messages) }]);
          } else if (isInvalidResetToken(error) || fieldErrorsOf(error).some((item) => item.field === 'token')) {
            setInvalid(true);
          } else {
            const text = isTooManyAttempts(error)
              ? t('common.tooManyAttempts')
              : serverMessageOf(error, t('reset.errorTitle'));
            toast.error(t('reset.errorTitle'), text);
          }
        },
      },
    );
  };

  return (
    <AuthCard
      testId="reset-password-page"
      title={t('reset.title')}
      subtitle={invalid ? undefined : t('reset.subtitle')}
      footer={<Link to="/login">{t('common.backToLogin')}</Link>}
    >
      {invalid ? (
        <Alert
          type="error"
          showIcon
          title={t('reset.invalidTitle')}
          description={t('reset.invalid')}
          data-testid="reset-invalid"
          action={<Link to="/forgot-password">{t('reset.requestNew')}</Link>}
        />
      ) : (
        <Form form={form} name="reset" layout="vertical" onFinish={submit} disabled={reset.isPending}>
          <Form.Item
            name="password"
            label={t('reset.newPassword')}
            rules={[
              { required: true, message: t('common.required') },
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
              { required: true, message: t('common.required') },
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
          <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
            {reset.isPending ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
