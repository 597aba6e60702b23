import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type UserDto } from '@estate/contracts';
import { formatDateTime, serverMessageOf, useLang } from '@estate/platform';
import {
  Button,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SearchOutlined,
  useToast,
} from '@estate/platform/ui';
import { Alert, App, Input, Select, Tag, Tooltip } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { RoleBadge } from '../../../components/RoleBadge.js';
import { useUsers } from '../api/get-users.js';
import { useDeleteUser } from '../api/delete-user.js';
import { useUpdateUserStatus } from '../api/update-user-status.js';
import { filterUsers, type UserFilters } from '../utils/filter-users.js';
import { UserFormModal } from './UserFormModal.js';
import { UserDetailsModal } from './UserDetailsModal.js';

type Dialog = { kind: 'create' } | { kind: 'edit'; user: UserDto } | { kind: 'details'; user: UserDto } | null;

export function UsersTab({ onManageRoles }: { onManageRoles: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { modal } = App.useApp();
  const toast = useToast();
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const updateStatus = useUpdateUserStatus();
  const [filters, setFilters] = useState<UserFilters>({ search: '', role: 'all', status: 'all' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = useMemo(() => filterUsers(users.data ?? [], filters), [users.data, filters]);

  const confirmDelete = (user: UserDto) =>
    modal.confirm({
      title: t('users.confirmDelete.title'),
      content: t('users.confirmDelete.message', { name: user.name }),
      okText: t('users.confirmDelete.ok'),
      cancelText: t('users.confirmDelete.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        deleteUser
          .mutateAsync(user.id)
          .then(() => toast.success(t('users.toast.deleted')))
          .catch((error: unknown) =>
            toast.error(t('users.toast.error'), serverMessageOf(error, t('users.toast.deleteFailed'))),
          ),
    });

  const toggleStatus = (user: UserDto) =>
    updateStatus.mutate(
      { id: user.id, isActive: !user.isActive },
      {
        onSuccess: () =>
          toast.success(
            t('users.toast.statusUpdated'),
            user.isActive ? t('users.toast.deactivated') : t('users.toast.activated'),
          ),
        onError: (error) => toast.error(t('users.toast.error'), serverMessageOf(error, t('users.toast.statusFailed'))),
      },
    );

  return (
    <div className="admin-tab" data-testid="users-tab">
      <div className="admin-toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          value={filters.search}
          onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
          className="admin-search"
        />
        <Select
          aria-label={t('users.roleFilter')}
          value={filters.role}
          onChange={(role) => setFilters((current) => ({ ...current, role }))}
          options={[
            { value: 'all', label: t('users.allRoles') },
            ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          className="admin-filter"
        />
        <Select
          aria-label={t('users.statusFilter')}
          value={filters.status}
          onChange={(status) => setFilters((current) => ({ ...current, status }))}
          options={[
            { value: 'all', label: t('users.allStatuses') },
            { value: 'active', label: t('users.active') },
            { value: 'inactive', label: t('users.inactive') },
          ]}
          className="admin-filter"
        />
        <div className="admin-toolbar-actions">
          <Button onClick={onManageRoles}>{t('users.manageRoles')}</Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="add-user"
          >
            {t('users.addUser')}
          </Button>
        </div>
      </div>
      {users.isError ? <Alert type="error" showIcon title={t('users.loadError')} className="admin-alert" /> : null}
      <Table<UserDto>
        rowKey="id"
        loading={users.isPending}
        dataSource={rows}
        scroll={{ x: 900 }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (total) => t('users.count', { count: total }) }}
        locale={{ emptyText: t('users.empty') }}
        columns={[
          {
            key: 'name',
            title: t('users.columns.name'),
            render: (_value, user) => (
              <div>
                <div className="cell-strong">{user.name}</div>
                {user.employeeId ? (
                  <div className="cell-muted">{t('users.employeeId', { id: user.employeeId })}</div>
                ) : null}
              </div>
            ),
          },
          {
            key: 'email',
            title: t('users.columns.email'),
            dataIndex: 'email',
            render: (email: string) => <bdi>{email}</bdi>,
          },
          {
            key: 'role',
            title: t('users.columns.role'),
            dataIndex: 'role',
            render: (role: string) => <RoleBadge role={role} />,
          },
          {
            key: 'department',
            title: t('users.columns.department'),
            dataIndex: 'department',
            render: (value: string | null) => value || '-',
          },
          {
            key: 'status',
            title: t('users.columns.status'),
            dataIndex: 'isActive',
            render: (active: boolean) => (
              <Tag color={active ? 'success' : 'default'}>{active ? t('users.active') : t('users.inactive')}</Tag>
            ),
          },
          {
            key: 'lastLogin',
            title: t('users.columns.lastLogin'),
            dataIndex: 'lastLogin',
            render: (value: string | null) => (value ? formatDateTime(value, lang) : '-'),
          },
          {
            key: 'actions',
            title: t('users.columns.actions'),
            render: (_value, user) => (
              <div className="row-actions">
                <Tooltip title={t('users.actions.view')}>
                  <Button
                    type="text"
                    icon={<EyeOutlined />}
                    aria-label={t('users.actions.view')}
                    onClick={() => setDialog({ kind: 'details', user })}
                  />
                </Tooltip>
                <Tooltip title={t('users.actions.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('users.actions.edit')}
                    onClick={() => setDialog({ kind: 'edit', user })}
                  />
                </Tooltip>
                <Tooltip title={t('users.actions.delete')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('users.actions.delete')}
                    onClick={() => confirmDelete(user)}
                  />
                </Tooltip>
                <Button
                  size="small"
                  onClick={() => toggleStatus(user)}
                  loading={updateStatus.isPending && updateStatus.variables?.id === user.id}
                >
                  {user.isActive ? t('users.actions.deactivate') : t('users.actions.activate')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {dialog?.kind === 'create' ? <UserFormModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <UserFormModal key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'details' ? (
        <UserDetailsModal
          user={dialog.user}
          onClose={() => setDialog(null)}
          onEdit={() => setDialog({ kind: 'edit', user: dialog.user })}
        />
      ) : null}
    </div>
  );
}
