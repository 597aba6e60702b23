import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordRequest } from '@estate/contracts';
import { useForgotPassword } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Alert, Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { isTooManyAttempts } from '../utils/auth-errors.js';
import { AuthCard } from './AuthCard.js';

/** /forgot-password: always the same answer, so it never tells whether an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);

  const submit = (values: ForgotPasswordRequest) => {
    forgot.mutate(
      { email: values.email.trim() },
      {
        onSettled: (_data, error) => {
          if (error && isTooManyAttempts(error)) {
            toast.error(t('forgot.errorTitle'), t('common.tooManyAttempts'));
            return;
          }
          setSent(true);
        },
      },
    );
  };

  return (
    <AuthCard
      testId="forgot-password-page"
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<Link to="/login">{t('common.backToLogin')}</Link>}
    >
      {sent ? (
        <Alert
          type="success"
          showIcon
          title={t('forgot.sentTitle')}
          description={t('forgot.sent')}
          data-testid="forgot-sent"
        />
      ) : (
        <Form name="forgot" layout="vertical" onFinish={submit} disabled={forgot.isPending}>
          <Form.Item
            name="email"
            label={t('common.email')}
            rules={[
              { required: true, whitespace: true, message: t('common.required') },
              { type: 'email', message: t('common.invalidEmail') },
            ]}
          >
            <Input type="email" autoComplete="email" placeholder={t('common.emailPlaceholder')} dir="ltr" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={forgot.isPending}>
            {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
