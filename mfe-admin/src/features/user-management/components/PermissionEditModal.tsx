import { useTranslation } from 'react-i18next';
import type { PermissionDto, PermissionRequest } from '@estate/contracts';
import { serverMessageOf } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useUpdatePermission } from '../api/update-permission.js';

export function PermissionEditModal({ permission, onClose }: { permission: PermissionDto; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<PermissionRequest>();
  const update = useUpdatePermission();
  const name = Form.useWatch('name', form);

  const save = async () => {
    const values = await form.validateFields();
    update.mutate(
      { id: permission.id, ...values, name: values.name.trim() },
      {
        onSuccess: () => {
          toast.success(t('permissionsTab.toast.updated'));
          onClose();
        },
        onError: (error) =>
          toast.error(t('permissionsTab.toast.error'), serverMessageOf(error, t('permissionsTab.toast.updateFailed'))),
      },
    );
  };

  return (
    <Modal
      open
      title={t('permissionsTab.edit.title')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('permissionsTab.edit.save')}
      cancelText={t('permissionsTab.edit.cancel')}
      okButtonProps={{ disabled: !name?.trim(), loading: update.isPending }}
      destroyOnHidden
    >
      <Form form={form} name="edit-permission" layout="vertical" disabled={update.isPending} initialValues={permission}>
        <Form.Item
          name="name"
          label={t('permissionsTab.edit.name')}
          rules={[{ required: true, whitespace: true, message: t('permissionsTab.edit.required') }]}
        >
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="nameAr" label={t('permissionsTab.edit.nameAr')}>
          <Input dir="rtl" />
        </Form.Item>
        <Form.Item name="description" label={t('permissionsTab.edit.description')}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="descriptionAr" label={t('permissionsTab.edit.descriptionAr')}>
          <Input dir="rtl" />
        </Form.Item>
        <Form.Item name="category" label={t('permissionsTab.edit.category')}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="categoryAr" label={t('permissionsTab.edit.categoryAr')}>
          <Input dir="rtl" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
