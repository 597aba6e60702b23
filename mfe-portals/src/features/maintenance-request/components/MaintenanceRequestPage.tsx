import { useTranslation } from 'react-i18next';
import { useAuth } from '@estate/platform';
import { PageLoader } from '@estate/platform/ui';
import { MaintenanceRequestForm } from './MaintenanceRequestForm.js';

/**
 * /maintenance-request: anyone may send one. A signed-in tenant's request goes through their portal and is linked to
 * their unit (the address may be left empty); a visitor's is recorded for staff to match, with the address required.
 */
export function MaintenanceRequestPage() {
  const { t } = useTranslation('portals');
  const { user, loading } = useAuth();
  if (loading) return <PageLoader />;
  const sender = user?.role === 'tenant' ? 'tenant' : 'visitor';
  return (
    <div className="page request-page" data-testid="maintenance-request-page">
      <header className="request-page-header">
        <h1 className="request-page-title">{t('request.title')}</h1>
        <p className="muted">{t(sender === 'tenant' ? 'request.subtitleTenant' : 'request.subtitle')}</p>
      </header>
      <section className="request-card" aria-label={t('request.title')}>
        {/* A new form for each sender, so a sign-in or sign-out starts it afresh. */}
        <MaintenanceRequestForm key={`${sender}-${user?.id ?? 'guest'}`} sender={sender} />
      </section>
    </div>
  );
}
