import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@estate/platform/ui-extra';
import { UsersTab } from './UsersTab.js';
import { RolesTab } from './RolesTab.js';
import { PermissionsTab } from './PermissionsTab.js';
import { AuditLogTab } from './AuditLogTab.js';
import { AgentRequestsTab } from './AgentRequestsTab.js';
import '../user-management.css';

const tabs = ['users', 'agentRequests', 'roles', 'permissions', 'audit'] as const;
type TabKey = (typeof tabs)[number];

/** /admin/users: users, roles, permissions and the audit log (admins only, see routes). */
export function UserManagementPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('tab') as TabKey | null;
  const [active, setActive] = useState<TabKey>(fromUrl && tabs.includes(fromUrl) ? fromUrl : 'users');
  const open = (key: TabKey) => {
    setActive(key);
    setParams(key === 'users' ? {} : { tab: key }, { replace: true });
  };

  return (
    <div className="page user-management" data-testid="user-management-page">
      <h1 className="admin-page-title">{t('users.title')}</h1>
      <p className="muted">{t('users.subtitle')}</p>
      <Tabs
        activeKey={active}
        onChange={(key) => open(key as TabKey)}
        destroyOnHidden
        items={[
          { key: 'users', label: t('users.tabs.users'), children: <UsersTab onManageRoles={() => open('roles')} /> },
          { key: 'agentRequests', label: t('users.tabs.agentRequests'), children: <AgentRequestsTab /> },
          { key: 'roles', label: t('users.tabs.roles'), children: <RolesTab /> },
          { key: 'permissions', label: t('users.tabs.permissions'), children: <PermissionsTab /> },
          { key: 'audit', label: t('users.tabs.audit'), children: <AuditLogTab /> },
        ]}
      />
    </div>
  );
}
