import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEMO_ADMIN } from '@estate/contracts';
import { safeNextPath, useAuth, useSignIn } from '@estate/platform';
import { Button, PageLoader, useToast } from '@estate/platform/ui';
import { isInactiveAccount, isTooManyAttempts } from '../utils/auth-errors.js';
import { AuthCard } from './AuthCard.js';
import { PasswordControl } from './PasswordControl.js';

type Field = 'email' | 'password';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /login: email and password, demo credentials, then `?next=` (same-site only) or /dashboard. Plain form
 * controls: the sign-in page loads no form library; a problem is shown under its field and named in the
 * field's description, and the first field with one takes the focus.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const toast = useToast();
  const { user, loading } = useAuth();
  const signIn = useSignIn();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  if (loading) return <PageLoader />;
  // Already signed in (or just signed in): go on to where the visitor was heading.
  if (user && !signIn.isPending && !signIn.isSuccess) return <Navigate to={next} replace />;

  const problemOf = (field: Field, value: string): string | undefined => {
    if (!value.trim()) return t('common.required');
    if (field === 'email' && !EMAIL.test(value.trim())) return t('common.invalidEmail');
    return undefined;
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: problemOf(field, value) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: problemOf('email', values.email), password: problemOf('password', values.password) };
    setProblems(found);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`login_${first}`)?.focus();
      return;
    }
    setProblem(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success(t('login.successTitle'));
          navigate(next, { replace: true });
        },
        onError: (error) => {
          const text = isTooManyAttempts(error)
            ? t('common.tooManyAttempts')
            : isInactiveAccount(error)
              ? t('login.inactive')
              : t('login.errorMessage');
          setProblem(text);
          toast.error(t('login.errorTitle'), text);
        },
      },
    );
  };

  const control = (field: Field) => ({
    id: `login_${field}`,
    name: field,
    className: problems[field] ? 'control is-invalid' : 'control',
    value: values[field],
    required: true,
    'aria-required': true,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `login_${field}_problem` : undefined,
    disabled: signIn.isPending,
    dir: 'ltr',
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });
  const fieldProblem = (field: Field) =>
    problems[field] ? (
      <p className="field-problem" id={`login_${field}_problem`}>
        {problems[field]}
      </p>
    ) : null;

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
      {problem ? (
        <p className="auth-alert auth-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <form className="auth-form" name="login" noValidate onSubmit={submit}>
        <div className="auth-field">
          <label htmlFor="login_email">{t('common.email')}</label>
          <input
            {...control('email')}
            type="email"
            autoComplete="username"
            placeholder={t('common.emailPlaceholder')}
          />
          {fieldProblem('email')}
        </div>
        <div className="auth-field">
          <label htmlFor="login_password">{t('common.password')}</label>
          <PasswordControl {...control('password')} autoComplete="current-password" />
          {fieldProblem('password')}
        </div>
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
          onClick={() => {
            setValues({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
            setProblems({});
          }}
          title={t('login.demoHint')}
          data-testid="login-demo"
        >
          {t('login.demo')}
        </Button>
      </form>
    </AuthCard>
  );
}
