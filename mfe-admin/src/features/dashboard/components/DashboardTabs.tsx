import { Suspense, lazy, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { dashboardTabsFor, type DashboardTab, type Role } from '@estate/contracts';
import { PageLoader } from '@estate/platform/ui';
import { Tabs } from '@estate/platform/ui-extra';
import { paramsForTab, tabFromParams } from '../utils/dashboard-tab.js';
import { AlertsTab } from './tabs/AlertsTab.js';
import { FinancialTab } from './tabs/FinancialTab.js';
import { OverviewTab } from './tabs/OverviewTab.js';
import { PropertyManagementTab } from './tabs/PropertyManagementTab.js';
import { WebsiteTab } from './tabs/WebsiteTab.js';

// The charts, the profile forms and the notifications list load only with their tabs.
const AnalyticsTab = lazy(() => import('./tabs/AnalyticsTab.js').then((m) => ({ default: m.AnalyticsTab })));
const ProfileTab = lazy(() => import('./tabs/ProfileTab.js').then((m) => ({ default: m.ProfileTab })));
const NotificationsTab = lazy(() =>
  import('./tabs/NotificationsTab.js').then((m) => ({ default: m.NotificationsTab })),
);

function tabContent(tab: DashboardTab, role: Role): ReactNode {
  switch (tab) {
    case 'overview':
      return <OverviewTab role={role} />;
    case 'propertyManagement':
      return <PropertyManagementTab role={role} />;
    case 'websiteManagement':
      return <WebsiteTab role={role} />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'alerts':
      return <AlertsTab />;
    case 'financial':
      return <FinancialTab />;
    case 'profile':
      return <ProfileTab />;
    case 'notifications':
      return <NotificationsTab />;
  }
}

/**
 * The tabs of /dashboard the user's role and permissions give (DASHBOARD_TAB_ROLES, DASHBOARD_TAB_PERMISSIONS, as
 * the server answers them), each reading its own figures when it is opened. The open tab is kept in the address
 * (`?tab=`), so it can be linked to and survives a reload.
 */
export function DashboardTabs({ role, permissions }: { role: Role; permissions: readonly string[] }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tabs = dashboardTabsFor(role, permissions);
  const active = tabFromParams(params, tabs);
  return (
    <Tabs
      className="dashboard-tabs"
      data-testid="dashboard-tabs"
      activeKey={active}
      onChange={(key) => setParams(paramsForTab(params, key as DashboardTab, tabs), { replace: true })}
      // A tab left is unmounted: opened again, it reads its figures afresh.
      destroyOnHidden
      items={tabs.map((tab) => ({
        key: tab,
        label: <span data-testid={`dashboard-tablabel-${tab}`}>{t(`dashboard.tabs.${tab}`)}</span>,
        children: <Suspense fallback={<PageLoader />}>{tabContent(tab, role)}</Suspense>,
      }))}
    />
  );
}
