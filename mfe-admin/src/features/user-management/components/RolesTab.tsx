import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleDto } from '@estate/contracts';
import { serverMessageOf, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, PlusOutlined, useToast } from '@estate/platform/ui';
import { Alert, App, Tag, Tooltip } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useRoles } from '../api/get-roles.js';
import { useDeleteRole } from '../api/delete-role.js';
import { RoleFormModal } from './RoleFormModal.js';

const SHOWN_PERMISSIONS = 2;

export function RolesTab() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { modal } = App.useApp();
  const toast = useToast();
  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<RoleDto | 'new' | null>(null);

  const confirmDelete = (role: RoleDto) =>
    modal.confirm({
      title: t('rolesTab.confirmDelete.title'),
      content: t('rolesTab.confirmDelete.message', { name: lang === 'ar' ? role.nameAr : role.name }),
      okText: t('rolesTab.confirmDelete.ok'),
      cancelText: t('rolesTab.confirmDelete.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        deleteRole
          .mutateAsync(role.id)
          .then(() => toast.success(t('rolesTab.toast.deleted')))
          .catch((error: unknown) =>
            toast.error(t('rolesTab.toast.error'), serverMessageOf(error, t('rolesTab.toast.deleteFailed'))),
          ),
    });

  return (
    <div className="admin-tab" data-testid="roles-tab">
      <div className="admin-toolbar">
        <div className="admin-toolbar-actions">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-role">
            {t('rolesTab.addRole')}
          </Button>
        </div>
      </div>
      {roles.isError ? <Alert type="error" showIcon title={t('rolesTab.loadError')} className="admin-alert" /> : null}
      <Table<RoleDto>
        rowKey="id"
        loading={roles.isPending}
        dataSource={roles.data ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('rolesTab.empty') }}
        columns={[
          {
            key: 'name',
            title: t('rolesTab.columns.name'),
            render: (_value, role) => (
              <div>
                <span className="cell-strong">{lang === 'ar' ? role.nameAr || role.name : role.name}</span>{' '}
                {role.isSystem ? <Tag>{t('rolesTab.system')}</Tag> : null}
                <div className="cell-muted">{lang === 'ar' ? role.name : role.nameAr}</div>
              </div>
            ),
          },
          {
            key: 'description',
            title: t('rolesTab.columns.description'),
            render: (_value, role) =>
              (lang === 'ar' ? role.descriptionAr || role.description : role.description) || '-',
          },
          {
            key: 'permissions',
            title: t('rolesTab.columns.permissions'),
            render: (_value, role) =>
              role.permissions.length ? (
                <div className="tag-list">
                  {role.permissions.slice(0, SHOWN_PERMISSIONS).map((name) => (
                    <Tag key={name} color="blue">
                      {name}
                    </Tag>
                  ))}
                  {role.permissions.length > SHOWN_PERMISSIONS ? (
                    <Tooltip title={role.permissions.slice(SHOWN_PERMISSIONS).join(', ')}>
                      <Tag>{t('rolesTab.morePermissions', { count: role.permissions.length - SHOWN_PERMISSIONS })}</Tag>
                    </Tooltip>
                  ) : null}
                </div>
              ) : (
                <span className="cell-muted">{t('rolesTab.noPermissions')}</span>
              ),
          },
          {
            key: 'actions',
            title: t('rolesTab.columns.actions'),
            render: (_value, role) => (
              <div className="row-actions">
                <Tooltip title={t('rolesTab.actions.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('rolesTab.actions.edit')}
                    onClick={() => setEditing(role)}
                  />
                </Tooltip>
                {role.isSystem ? null : (
                  <Tooltip title={t('rolesTab.actions.delete')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('rolesTab.actions.delete')}
                      onClick={() => confirmDelete(role)}
                    />
                  </Tooltip>
                )}
              </div>
            ),
          },
        ]}
      />
      {editing ? (
        <RoleFormModal role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
