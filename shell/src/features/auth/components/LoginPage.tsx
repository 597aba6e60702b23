import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEMO_ADMIN, type LoginRequest } from '@estate/contracts';
import { safeNextPath, useAuth, useSignIn } from '@estate/platform';
import { Button, PageLoader, useToast } from '@estate/platform/ui';
import { Alert, Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { isInactiveAccount, isTooManyAttempts } from '../utils/auth-errors.js';
import { AuthCard } from './AuthCard.js';
import { PasswordInput } from './PasswordInput.js';

/** /login: email and password, demo credentials, then `?next=` (same-site only) or /dashboard. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginRequest>();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const toast = useToast();
  const { user, loading } = useAuth();
  const signIn = useSignIn();
  const [problem, setProblem] = useState<string | null>(null);

  if (loading) return <PageLoader />;
  // Already signed in (or just signed in): go on to where the visitor was heading.
  if (user && !signIn.isPending && !signIn.isSuccess) return <Navigate to={next} replace />;

  const submit = (values: LoginRequest) => {
    setProblem(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success(t('login.successTitle'));
          navigate(next, { replace: true });
        },
        onError: (error) => {
          if (isTooManyAttempts(error)) {
            setProblem(t('common.tooManyAttempts'));
            toast.error(t('login.errorTitle'), t('common.tooManyAttempts'));
          } else if (isInactiveAccount(error)) {
            setProblem(t('login.inactive'));
            toast.error(t('login.errorTitle'), t('login.inactive'));
          } else {
            setProblem(t('login.errorMessage'));
            toast.error(t('login.errorTitle'), t('login.errorMessage'));
          }
        },
      },
    );
  };

  return (
    <AuthCard
      testId="login-page"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </p>
      }
    >
      {problem ? <Alert type="error" showIcon title={problem} className="auth-alert" role="alert" /> : null}
      <Form
        form={form}
        name="login"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        disabled={signIn.isPending}
      >
        <Form.Item
          name="email"
          label={t('common.email')}
          rules={[
            { required: true, whitespace: true, message: t('common.required') },
            { type: 'email', message: t('common.invalidEmail') },
          ]}
        >
          <Input type="email" autoComplete="username" placeholder={t('common.emailPlaceholder')} dir="ltr" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('common.password')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <PasswordInput autoComplete="current-password" dir="ltr" />
        </Form.Item>
        <div className="auth-row">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </div>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={signIn.isPending}
          data-testid="login-submit"
        >
          {signIn.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <Button
          block
          className="auth-demo"
          onClick={() => form.setFieldsValue({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })}
          title={t('login.demoHint')}
          data-testid="login-demo"
        >
          {t('login.demo')}
        </Button>
      </Form>
    </AuthCard>
  );
}
