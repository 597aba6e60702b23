import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccessDeniedPage } from '@estate/platform/ui';
import { Tabs } from '@estate/platform/ui-extra';
import { FinancialsTab } from './FinancialsTab.js';
import { MaintenanceTab } from './MaintenanceTab.js';
import { OverviewTab } from './OverviewTab.js';
import { PropertiesTab } from './PropertiesTab.js';
import { TenantsTab } from './TenantsTab.js';
import { useManagementAccess } from './use-management-access.js';
import '../../../components/dashboard/dashboard.css';

const TABS = ['overview', 'properties', 'tenants', 'maintenance', 'financials'] as const;
type ManagementTab = (typeof TABS)[number];

/**
 * /property-management: the staff's dashboard over the estate back office's own APIs (admin, property_manager,
 * accountant; others signed in read 'Access denied to this page'). The tab is kept in the address (?tab=).
 */
export function PropertyManagementPage() {
  const { t } = useTranslation('portals');
  const access = useManagementAccess();
  const [params, setParams] = useSearchParams();
  if (!access.allowed) return <AccessDeniedPage />;

  const tabs = TABS.filter((key) => key !== 'maintenance' || access.maintenance);
  const asked = params.get('tab') as ManagementTab | null;
  const tab: ManagementTab = asked && tabs.includes(asked) ? asked : 'overview';

  return (
    <section className="portal-dashboard" data-testid="property-management">
      <header className="portal-dashboard-head">
        <div>
          <h1>{t('management.title')}</h1>
          <p>{t('management.subtitle')}</p>
        </div>
      </header>
      <Tabs
        className="portal-tabs"
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'overview') next.delete('tab');
              else next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        aria-label={t('management.tabs.label')}
        items={tabs.map((key) => ({
          key,
          label: t(`management.tabs.${key}`),
          children:
            key === 'overview' ? (
              <OverviewTab access={access} />
            ) : key === 'properties' ? (
              <PropertiesTab access={access} />
            ) : key === 'tenants' ? (
              <TenantsTab access={access} />
            ) : key === 'maintenance' ? (
              <MaintenanceTab />
            ) : (
              <FinancialsTab access={access} />
            ),
        }))}
      />
    </section>
  );
}
