import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@estate/contracts';
import { Button, useToast } from '@estate/platform/ui';
import { Alert, Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useChangePassword } from '../../api/profile.js';
import { isSamePassword, profileProblemOf, refusedFields } from './profile-errors.js';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change one's password: the current one, a new one by the rule of registration (PASSWORD_MIN_LENGTH to
 * PASSWORD_MAX_LENGTH characters, not the current one) typed twice. The server then ends every other session of the
 * account, which the form says once it is done.
 */
export function PasswordForm() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const required = t('dashboardProfile.password.required');
  const length = t('dashboardProfile.password.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

  const submit = ({ currentPassword, newPassword }: PasswordValues) => {
    setChanged(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          setChanged(true);
          toast.success(t('dashboardProfile.password.changed'), t('dashboardProfile.password.othersSignedOut'));
        },
        onError: (error) => {
          const problem = profileProblemOf(error);
          if (problem === 'wrongPassword') {
            form.setFields([{ name: 'currentPassword', errors: [t('dashboardProfile.errors.wrongPassword')] }]);
          } else if (isSamePassword(error)) {
            form.setFields([{ name: 'newPassword', errors: [t('dashboardProfile.password.sameAsCurrent')] }]);
          } else if (problem === 'invalid') {
            form.setFields(
              refusedFields(error, ['currentPassword', 'newPassword'] as const).map((name) => ({
                name,
                errors: [name === 'newPassword' ? length : required],
              })),
            );
          }
          const text = isSamePassword(error)
            ? t('dashboardProfile.password.sameAsCurrent')
            : t(`dashboardProfile.errors.${problem}`);
          toast.error(t('dashboardProfile.password.error'), text);
        },
      },
    );
  };

  return (
    <Form<PasswordValues>
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setChanged(false)}
      disabled={change.isPending}
      data-testid="password-form"
    >
      {changed ? (
        <Alert
          type="success"
          showIcon
          className="profile-alert"
          title={t('dashboardProfile.password.changed')}
          description={t('dashboardProfile.password.othersSignedOut')}
          data-testid="password-changed"
        />
      ) : null}
      <Form.Item
        name="currentPassword"
        label={t('dashboardProfile.password.current')}
        rules={[{ required: true, message: required }]}
      >
        <Input.Password autoComplete="current-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('dashboardProfile.password.new')}
        extra={t('dashboardProfile.password.rule', { min: PASSWORD_MIN_LENGTH })}
        dependencies={['currentPassword']}
        rules={[
          { required: true, message: required },
          { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, message: length },
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              !value || value !== getFieldValue('currentPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('dashboardProfile.password.sameAsCurrent'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('dashboardProfile.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: required },
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('dashboardProfile.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-save">
        {t('dashboardProfile.password.save')}
      </Button>
    </Form>
  );
}
