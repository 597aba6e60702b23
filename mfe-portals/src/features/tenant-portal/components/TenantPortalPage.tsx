import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { localizedText } from '@estate/contracts';
import { useAuth, useLang } from '@estate/platform';
import { ButtonLink, LoadError, PageLoader } from '@estate/platform/ui';
import { Tabs } from '@estate/platform/ui-extra';
import { useTenantOverview } from '../api/get-tenant-overview.js';
import { DocumentsTab } from './DocumentsTab.js';
import { OverviewTab } from './OverviewTab.js';
import { PaymentsTab } from './PaymentsTab.js';
import { RequestsTab } from './RequestsTab.js';
import { EmptyState } from './TenantBits.js';
import './tenant-portal.css';

const TABS = ['overview', 'requests', 'payments', 'documents'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => !!value && (TABS as readonly string[]).includes(value);

/**
 * /tenant-portal: the signed-in tenant's own home, requests, invoices and documents, read live from /api/me/tenant.
 * The tab is kept in the address (`?tab=`), so going back and sharing a link land on it.
 */
export function TenantPortalPage() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const overview = useTenantOverview();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  const open = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: false },
    );

  const name = overview.data?.tenant
    ? localizedText(overview.data.tenant.name, overview.data.tenant.nameEn, lang).text
    : (user?.name ?? '');

  let body;
  if (overview.isPending) body = <PageLoader />;
  else if (overview.isError)
    body = <LoadError message={t('tenant.loadError')} onRetry={() => void overview.refetch()} />;
  else if (!overview.data.linked) {
    body = (
      <EmptyState
        testId="tenant-not-linked"
        title={t('tenant.notLinked.title')}
        text={t('tenant.notLinked.text')}
        action={
          <ButtonLink to="/maintenance-request" type="primary" className="tenant-tap">
            {t('tenant.notLinked.action')}
          </ButtonLink>
        }
      />
    );
  } else {
    const data = overview.data;
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) => open(key as Tab)}
        className="tenant-tabs"
        destroyOnHidden
        items={[
          {
            key: 'overview',
            label: t('tenant.tabs.overview'),
            children: <OverviewTab overview={data} onOpen={open} />,
          },
          { key: 'requests', label: t('tenant.tabs.requests'), children: <RequestsTab /> },
          { key: 'payments', label: t('tenant.tabs.payments'), children: <PaymentsTab /> },
          { key: 'documents', label: t('tenant.tabs.documents'), children: <DocumentsTab /> },
        ]}
      />
    );
  }

  return (
    <div className="page tenant-portal" data-testid="tenant-portal">
      <header className="tenant-header">
        <h1 className="tenant-title">{name ? t('tenant.greeting', { name }) : t('tenant.title')}</h1>
        <p className="muted">{t('tenant.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}
