import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@estate/platform';
import { AfterFirstPaint, Button, ButtonLink, HomeOutlined, LogoutOutlined, PageLoader } from '@estate/platform/ui';
import '../dashboard.css';

// The tabs (antd's Tabs, tables, figures) and the role's badge come with the design system's second entry, after
// the welcome has been painted.
const DashboardTabs = lazy(() => import('./DashboardTabs.js').then((m) => ({ default: m.DashboardTabs })));
const RoleBadge = lazy(() => import('../../../components/RoleBadge.js').then((m) => ({ default: m.RoleBadge })));

/**
 * /dashboard: a welcome, and the tabs the user's role may see, each reading its own figures when it is opened.
 * The welcome shows first; the tabs follow once it is on screen.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return <PageLoader />;

  return (
    <div className="page dashboard" data-testid="dashboard-page">
      <div className="dashboard-welcome">
        <div>
          <h1 className="dashboard-title">{t('dashboard.welcome', { name: user.name || user.email })}</h1>
          <p className="muted dashboard-subtitle">
            <span>{t('dashboard.signedInAs')}</span>
            <AfterFirstPaint fallback={null}>
              <RoleBadge role={user.role} />
            </AfterFirstPaint>
          </p>
        </div>
        <div className="dashboard-actions">
          <ButtonLink to="/" icon={<HomeOutlined />} data-testid="dashboard-home">
            {t('dashboard.backHome')}
          </ButtonLink>
          <Button
            icon={<LogoutOutlined />}
            danger
            data-testid="dashboard-logout"
            onClick={async () => {
              // Leave the guarded page first, so the guard does not send the visitor to /login.
              navigate('/', { replace: true, flushSync: true });
              await signOut();
            }}
          >
            {t('dashboard.logout')}
          </Button>
        </div>
      </div>
      <AfterFirstPaint fallback={<PageLoader tall />}>
        <DashboardTabs role={user.role} permissions={user.permissions ?? []} />
      </AfterFirstPaint>
    </div>
  );
}
