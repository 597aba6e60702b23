import { useTranslation } from 'react-i18next';
import type { RoleDto, RoleRequest } from '@estate/contracts';
import { serverMessageOf, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, Select, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useCreateRole } from '../api/create-role.js';
import { useUpdateRole } from '../api/update-role.js';
import { usePermissions } from '../api/get-permissions.js';

/** Add or edit a role; Save stays disabled until name and nameAr are filled. Permissions come from the permission list. */
export function RoleFormModal({ role, onClose }: { role?: RoleDto; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<RoleRequest>();
  const permissions = usePermissions();
  const create = useCreateRole();
  const update = useUpdateRole();
  const name = Form.useWatch('name', form);
  const nameAr = Form.useWatch('nameAr', form);
  const canSave = !!name?.trim() && !!nameAr?.trim();
  const pending = create.isPending || update.isPending;

  const save = async () => {
    const values = await form.validateFields();
    const body: RoleRequest = {
      name: values.name.trim(),
      nameAr: values.nameAr.trim(),
      description: values.description?.trim() ?? '',
      descriptionAr: values.descriptionAr?.trim() ?? '',
      permissions: values.permissions ?? [],
    };
    const handlers = (success: string, fallback: string) => ({
      onSuccess: () => {
        toast.success(success);
        onClose();
      },
      onError: (error: unknown) => toast.error(t('rolesTab.toast.error'), serverMessageOf(error, fallback)),
    });
    if (role)
      update.mutate({ id: role.id, ...body }, handlers(t('rolesTab.toast.updated'), t('rolesTab.toast.updateFailed')));
    else create.mutate(body, handlers(t('rolesTab.toast.created'), t('rolesTab.toast.createFailed')));
  };

  const required = [{ required: true, whitespace: true, message: t('rolesTab.form.required') }];
  return (
    <Modal
      open
      title={role ? t('rolesTab.form.editTitle') : t('rolesTab.form.createTitle')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('rolesTab.form.save')}
      cancelText={t('rolesTab.form.cancel')}
      okButtonProps={{ disabled: !canSave, loading: pending }}
      destroyOnHidden
    >
      <Form
        form={form}
        name={role ? 'edit-role' : 'create-role'}
        layout="vertical"
        disabled={pending}
        initialValues={{
          name: role?.name ?? '',
          nameAr: role?.nameAr ?? '',
          description: role?.description ?? '',
          descriptionAr: role?.descriptionAr ?? '',
          permissions: role?.permissions ?? [],
        }}
      >
        <Form.Item name="name" label={t('rolesTab.form.name')} rules={required}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="nameAr" label={t('rolesTab.form.nameAr')} rules={required}>
          <Input dir="rtl" />
        </Form.Item>
        <Form.Item name="description" label={t('rolesTab.form.description')}>
          <Input.TextArea rows={2} dir="ltr" />
        </Form.Item>
        <Form.Item name="descriptionAr" label={t('rolesTab.form.descriptionAr')}>
          <Input.TextArea rows={2} dir="rtl" />
        </Form.Item>
        <Form.Item name="permissions" label={t('rolesTab.form.permissions')}>
          <Select
            mode="multiple"
            allowClear
            loading={permissions.isPending}
            placeholder={t('rolesTab.form.permissionsPlaceholder')}
            optionFilterProp="label"
            options={(permissions.data ?? []).map((permission) => ({
              value: permission.name,
              label: `${lang === 'ar' ? permission.nameAr || permission.name : permission.name}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
