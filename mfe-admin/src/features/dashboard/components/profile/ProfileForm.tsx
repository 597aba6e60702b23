import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  isPhoneNumber,
  phoneToSend,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_NAME_MIN_LENGTH,
  type ProfileInput,
  type SessionUser,
} from '@estate/contracts';
import { phoneRule } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { RoleBadge } from '../../../../components/RoleBadge.js';
import { useUpdateProfile } from '../../api/profile.js';
import { profileProblemOf, refusedFields } from './profile-errors.js';

/**
 * The signed-in user as the profile form reads them. The phone is there when the session's answer carries it (then
 * clearing the field removes it); when it does not, an empty field leaves the stored phone as it is.
 */
type ProfileUser = SessionUser & { phone?: string | null };

interface ProfileValues {
  name: string;
  phone: string;
}

const FIELDS = ['name', 'phone'] as const;

/** One's own name and phone (the shared Saudi mobile rule); email and role shown, not editable. */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const phoneKnown = user.phone !== undefined;
  const nameLength = t('dashboardProfile.profile.nameLength', {
    min: PROFILE_NAME_MIN_LENGTH,
    max: PROFILE_NAME_MAX_LENGTH,
  });
  const invalidPhone = t('dashboardProfile.profile.invalidPhone');

  const submit = (values: ProfileValues) => {
    const phone = phoneToSend(values.phone, 'saudiMobile');
    const input: ProfileInput = { name: values.name.trim() };
    if (phone) input.phone = phone;
    else if (phoneKnown) input.phone = null;
    update.mutate(input, {
      onSuccess: (saved) => {
        form.setFieldsValue({ name: saved.name });
        toast.success(t('dashboardProfile.profile.saved'));
      },
      onError: (error) => {
        const problem = profileProblemOf(error);
        const fields = refusedFields(error, FIELDS);
        if (problem === 'invalid' && fields.length) {
          form.setFields(fields.map((name) => ({ name, errors: [name === 'phone' ? invalidPhone : nameLength] })));
        }
        toast.error(t('dashboardProfile.profile.saveError'), t(`dashboardProfile.errors.${problem}`));
      },
    });
  };

  return (
    <Form<ProfileValues>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: user.name, phone: user.phone ? formatPhone(user.phone, 'en') : '' }}
      disabled={update.isPending}
      data-testid="profile-form"
    >
      <Form.Item
        name="name"
        label={t('dashboardProfile.profile.name')}
        rules={[
          { required: true, whitespace: true, message: t('dashboardProfile.profile.nameRequired') },
          {
            validator: (_rule, value?: string) => {
              const length = value?.trim().length ?? 0;
              return length === 0 || (length >= PROFILE_NAME_MIN_LENGTH && length <= PROFILE_NAME_MAX_LENGTH)
                ? Promise.resolve()
                : Promise.reject(new Error(nameLength));
            },
          },
        ]}
      >
        <Input autoComplete="name" maxLength={PROFILE_NAME_MAX_LENGTH + 20} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('dashboardProfile.profile.phone')}
        extra={phoneKnown ? undefined : t('dashboardProfile.profile.phoneKeptHint')}
        rules={[phoneRule((value) => isPhoneNumber(value, 'saudiMobile'), invalidPhone)]}
      >
        <Input type="tel" autoComplete="tel" placeholder={t('dashboardProfile.profile.phonePlaceholder')} dir="ltr" />
      </Form.Item>
      <dl className="profile-readonly">
        <div>
          <dt>{t('dashboardProfile.profile.email')}</dt>
          <dd data-testid="profile-email">
            <bdi>{user.email}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('dashboardProfile.profile.role')}</dt>
          <dd data-testid="profile-role">
            <RoleBadge role={user.role} />
          </dd>
        </div>
      </dl>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
        {t('dashboardProfile.profile.save')}
      </Button>
    </Form>
  );
}
