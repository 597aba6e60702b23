import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  formFieldErrorsIn,
  isPhoneNumber,
  PASSWORD_MIN_LENGTH,
  phoneToSend,
  ROLES,
  type CreateUserRequest,
  type UserDto,
} from '@estate/contracts';
import { ApiError, fieldErrorsOf, phoneRule, serverMessageOf } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, Select, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useCreateUser } from '../api/create-user.js';
import { useUpdateUser } from '../api/update-user.js';

type UserForm = CreateUserRequest;
const formFields = ['name', 'email', 'phone', 'role', 'department', 'employeeId', 'password'] as const;
const blankToUndefined = (value?: string) => (value?.trim() ? value.trim() : undefined);

/** Create (user absent) or edit a user. Save stays disabled until name and email (and a password on create) are filled. */
export function UserFormModal({ user, onClose }: { user?: UserDto; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<UserForm>();
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = !!user;
  const name = Form.useWatch('name', form);
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);
  const canSave = !!name?.trim() && !!email?.trim() && (editing || !!password);
  const pending = create.isPending || update.isPending;

  const showError = (error: unknown, fallback: string) => {
    // The server's messages are English; the phone's is the form's own, in the language shown.
    const fieldErrors = formFieldErrorsIn(fieldErrorsOf(error), formFields).map(({ name, errors }) => ({
      name,
      errors: name === 'phone' ? [t('users.form.invalidPhone')] : errors,
    }));
    if (fieldErrors.length) form.setFields(fieldErrors);
    if (error instanceof ApiError && error.status === 409)
      form.setFields([{ name: 'email', errors: [t('users.form.emailTaken')] }]);
    toast.error(t('users.toast.error'), serverMessageOf(error, fallback));
  };

  const save = async () => {
    const values = await form.validateFields();
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      role: values.role,
      // Blank on an edit removes the phone; on a new user it is left out.
      phone: phoneToSend(values.phone, 'saudiMobile') || (user?.phone ? '' : undefined),
      department: blankToUndefined(values.department),
      employeeId: blankToUndefined(values.employeeId),
      password: values.password || undefined,
    };
    if (user) {
      update.mutate(
        { id: user.id, ...body },
        {
          onSuccess: () => {
            toast.success(t('users.toast.updated'));
            onClose();
          },
          onError: (error) => showError(error, t('users.toast.updateFailed')),
        },
      );
    } else {
      create.mutate(
        { ...body, password: values.password },
        {
          onSuccess: () => {
            toast.success(t('users.toast.created'), t('users.toast.createdText', { name: body.name }));
            onClose();
          },
          onError: (error) => showError(error, t('users.toast.createFailed')),
        },
      );
    }
  };

  return (
    <Modal
      open
      title={editing ? t('users.form.editTitle') : t('users.form.createTitle')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('users.form.save')}
      cancelText={t('users.form.cancel')}
      okButtonProps={{ disabled: !canSave, loading: pending }}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <Form
        form={form}
        name={editing ? 'edit-user' : 'create-user'}
        layout="vertical"
        disabled={pending}
        initialValues={{
          name: user?.name ?? '',
          email: user?.email ?? '',
          phone: user?.phone ? formatPhone(user.phone, 'en') : '',
          role: user?.role ?? 'user',
          department: user?.department ?? '',
          employeeId: user?.employeeId ?? '',
        }}
        onFinish={() => void save()}
      >
        <Form.Item
          name="name"
          label={t('users.form.name')}
          rules={[{ required: true, whitespace: true, message: t('users.form.required') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('users.form.email')}
          rules={[
            { required: true, whitespace: true, message: t('users.form.required') },
            { type: 'email', message: t('users.form.invalidEmail') },
          ]}
        >
          <Input type="email" autoComplete="off" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('users.form.phone')}
          rules={[phoneRule((value) => isPhoneNumber(value, 'saudiMobile'), t('users.form.invalidPhone'))]}
        >
          <Input type="tel" dir="ltr" />
        </Form.Item>
        <Form.Item name="role" label={t('users.form.role')}>
          <Select options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        </Form.Item>
        <Form.Item name="department" label={t('users.form.department')}>
          <Input />
        </Form.Item>
        <Form.Item name="employeeId" label={t('users.form.employeeId')}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item
          name="password"
          label={editing ? t('users.form.passwordEdit') : t('users.form.password')}
          rules={[
            { required: !editing, message: t('users.form.required') },
            { min: PASSWORD_MIN_LENGTH, message: t('users.form.passwordLength', { min: PASSWORD_MIN_LENGTH }) },
          ]}
        >
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
