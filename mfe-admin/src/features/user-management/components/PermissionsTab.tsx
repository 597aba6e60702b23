import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionDto } from '@estate/contracts';
import { serverMessageOf, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, useToast } from '@estate/platform/ui';
import { Alert, App, Tag, Tooltip, Descriptions, Modal } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { usePermissions } from '../api/get-permissions.js';
import { useDeletePermission } from '../api/delete-permission.js';
import { PermissionCreateModal } from './PermissionCreateModal.js';
import { PermissionEditModal } from './PermissionEditModal.js';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'view'; permission: PermissionDto } | null;

export function PermissionsTab() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { modal } = App.useApp();
  const toast = useToast();
  const permissions = usePermissions();
  const deletePermission = useDeletePermission();
  const [dialog, setDialog] = useState<Dialog>(null);
  const local = (en: string, ar: string) => (lang === 'ar' ? ar || en : en) || '-';

  const confirmDelete = (permission: PermissionDto) =>
    modal.confirm({
      title: t('permissionsTab.confirmDelete.title'),
      content: t('permissionsTab.confirmDelete.message', { name: permission.name }),
      okText: t('permissionsTab.confirmDelete.ok'),
      cancelText: t('permissionsTab.confirmDelete.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        deletePermission
          .mutateAsync(permission.id)
          .then(() => toast.success(t('permissionsTab.toast.deleted')))
          .catch((error: unknown) =>
            toast.error(
              t('permissionsTab.toast.error'),
              serverMessageOf(error, t('permissionsTab.toast.deleteFailed')),
            ),
          ),
    });

  return (
    <div className="admin-tab" data-testid="permissions-tab">
      <div className="admin-toolbar">
        <div className="admin-toolbar-actions">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="add-permission"
          >
            {t('permissionsTab.addPermission')}
          </Button>
        </div>
      </div>
      {permissions.isError ? (
        <Alert type="error" showIcon title={t('permissionsTab.loadError')} className="admin-alert" />
      ) : null}
      <Table<PermissionDto>
        rowKey="id"
        loading={permissions.isPending}
        dataSource={permissions.data ?? []}
        scroll={{ x: 720 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('permissionsTab.empty') }}
        columns={[
          {
            key: 'name',
            title: t('permissionsTab.columns.name'),
            render: (_value, permission) => (
              <div>
                <bdi className="cell-strong permission-code">{permission.name}</bdi>
                {permission.nameAr ? <div className="cell-muted">{permission.nameAr}</div> : null}
              </div>
            ),
          },
          {
            key: 'description',
            title: t('permissionsTab.columns.description'),
            render: (_value, permission) => local(permission.description, permission.descriptionAr),
          },
          {
            key: 'category',
            title: t('permissionsTab.columns.category'),
            render: (_value, permission) => <Tag>{local(permission.category, permission.categoryAr)}</Tag>,
          },
          {
            key: 'actions',
            title: t('permissionsTab.columns.actions'),
            render: (_value, permission) => (
              <div className="row-actions">
                <Tooltip title={t('permissionsTab.actions.view')}>
                  <Button
                    type="text"
                    icon={<EyeOutlined />}
                    aria-label={t('permissionsTab.actions.view')}
                    onClick={() => setDialog({ kind: 'view', permission })}
                  />
                </Tooltip>
                <Tooltip title={t('permissionsTab.actions.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('permissionsTab.actions.edit')}
                    onClick={() => setDialog({ kind: 'edit', permission })}
                  />
                </Tooltip>
                <Tooltip title={t('permissionsTab.actions.delete')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('permissionsTab.actions.delete')}
                    onClick={() => confirmDelete(permission)}
                  />
                </Tooltip>
              </div>
            ),
          },
        ]}
      />
      {dialog?.kind === 'create' ? (
        <PermissionCreateModal
          existing={(permissions.data ?? []).map((permission) => permission.name)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <PermissionEditModal permission={dialog.permission} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'view' ? (
        <Modal
          open
          title={t('permissionsTab.details.title')}
          onCancel={() => setDialog(null)}
          footer={[
            <Button key="close" onClick={() => setDialog(null)}>
              {t('permissionsTab.details.close')}
            </Button>,
            <Button
              key="edit"
              type="primary"
              onClick={() => setDialog({ kind: 'edit', permission: dialog.permission })}
            >
              {t('permissionsTab.details.edit')}
            </Button>,
          ]}
        >
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'name', label: t('permissionsTab.edit.name'), children: <bdi>{dialog.permission.name}</bdi> },
              { key: 'nameAr', label: t('permissionsTab.edit.nameAr'), children: dialog.permission.nameAr || '-' },
              {
                key: 'description',
                label: t('permissionsTab.edit.description'),
                children: dialog.permission.description || '-',
              },
              {
                key: 'descriptionAr',
                label: t('permissionsTab.edit.descriptionAr'),
                children: dialog.permission.descriptionAr || '-',
              },
              {
                key: 'category',
                label: t('permissionsTab.edit.category'),
                children: dialog.permission.category || '-',
              },
              {
                key: 'categoryAr',
                label: t('permissionsTab.edit.categoryAr'),
                children: dialog.permission.categoryAr || '-',
              },
            ]}
          />
        </Modal>
      ) : null}
    </div>
  );
}
