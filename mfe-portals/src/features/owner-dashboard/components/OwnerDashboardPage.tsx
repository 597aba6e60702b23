import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useLang } from '@estate/platform';
import { LoadError, PageLoader } from '@estate/platform/ui';
import { Tabs } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { useOwnerOverview } from '../api/get-owner-overview.js';
import { FinancialTab } from './FinancialTab.js';
import { MaintenanceTab } from './MaintenanceTab.js';
import { OverviewTab } from './OverviewTab.js';
import { PropertiesTab } from './PropertiesTab.js';
import { StatementActions } from './StatementActions.js';
import { TenantsTab } from './TenantsTab.js';
import '../../../components/dashboard/dashboard.css';

const TABS = ['overview', 'properties', 'financial', 'maintenance', 'tenants'] as const;
type OwnerTab = (typeof TABS)[number];

/** /owner-dashboard: the signed-in owner's properties, income, tickets and tenants, from their own records. */
export function OwnerDashboardPage() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const { user } = useAuth();
  const overview = useOwnerOverview();
  const [tab, setTab] = useState<OwnerTab>('overview');

  const data = overview.data;
  const name = data?.owner ? (lang === 'en' && data.owner.nameEn ? data.owner.nameEn : data.owner.name) : user?.name;

  const body = () => {
    if (overview.isPending) return <PageLoader />;
    if (overview.isError || !data) {
      return <LoadError message={t('owner.loadError')} onRetry={() => void overview.refetch()} />;
    }
    if (!data.linked) {
      return <EmptyState testId="owner-unlinked" title={t('owner.unlinked.title')} hint={t('owner.unlinked.hint')} />;
    }
    return (
      <Tabs
        className="portal-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as OwnerTab)}
        aria-label={t('owner.tabs.label')}
        items={TABS.map((key) => ({
          key,
          label: t(`owner.tabs.${key}`),
          children:
            key === 'overview' ? (
              <OverviewTab overview={data} />
            ) : key === 'properties' ? (
              <PropertiesTab />
            ) : key === 'financial' ? (
              <FinancialTab overview={data} />
            ) : key === 'maintenance' ? (
              <MaintenanceTab />
            ) : (
              <TenantsTab />
            ),
        }))}
      />
    );
  };

  return (
    <section className="portal-dashboard" data-testid="owner-dashboard">
      <header className="portal-dashboard-head">
        <div>
          <h1 data-testid="owner-greeting">{t('owner.greeting', { name: name ?? '' })}</h1>
          <p>{t('owner.subtitle')}</p>
        </div>
        {data?.linked ? <StatementActions /> : null}
      </header>
      {body()}
    </section>
  );
}
