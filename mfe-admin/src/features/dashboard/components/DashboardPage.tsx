import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@estate/platform';
import { Button, ButtonLink, HomeOutlined, LogoutOutlined, PageLoader } from '@estate/platform/ui';
import { Descriptions, Tabs } from '@estate/platform/ui-extra';
import { RoleBadge } from '../../../components/RoleBadge.js';
import { MyBids } from '../../auctions/components/MyBids.js';
import { linkGroups, linksFor } from '../utils/dashboard-links.js';
import '../dashboard.css';

/** /dashboard: a welcome, the areas the user's role may open, and the profile. No sample figures. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return <PageLoader />;
  const links = linksFor(user.role);

  const overview = (
    <div className="dashboard-groups">
      <MyBids />
      {linkGroups.map((group) => {
        const items = links.filter((link) => link.group === group);
        if (!items.length) return null;
        return (
          <section key={group} className="dashboard-group" aria-labelledby={`links-${group}`}>
            <h2 id={`links-${group}`} className="dashboard-group-title">
              {t(`dashboard.groups.${group}`)}
            </h2>
            <ul className="dashboard-links">
              {items.map((link) => (
                <li key={link.key}>
                  <ButtonLink to={link.to} className="dashboard-link" block data-testid={`dashboard-link-${link.key}`}>
                    <span className="dashboard-link-title">{t(`dashboard.links.${link.key}.title`)}</span>
                    <span className="dashboard-link-text">{t(`dashboard.links.${link.key}.text`)}</span>
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );

  const profile = (
    <Descriptions
      bordered
      column={1}
      size="middle"
      data-testid="dashboard-profile"
      items={[
        { key: 'name', label: t('dashboard.profile.name'), children: user.name || '-' },
        { key: 'email', label: t('dashboard.profile.email'), children: <bdi>{user.email}</bdi> },
        { key: 'role', label: t('dashboard.profile.role'), children: <RoleBadge role={user.role} /> },
        {
          key: 'permissions',
          label: t('dashboard.profile.permissions'),
          children: user.permissions?.length ? user.permissions.join('، ') : '-',
        },
      ]}
    />
  );

  return (
    <div className="page dashboard" data-testid="dashboard-page">
      <div className="dashboard-welcome">
        <div>
          <h1 className="dashboard-title">{t('dashboard.welcome', { name: user.name || user.email })}</h1>
          <p className="muted dashboard-subtitle">
            {t('dashboard.signedInAs')} <RoleBadge role={user.role} />
          </p>
        </div>
        <div className="dashboard-actions">
          <ButtonLink to="/" icon={<HomeOutlined />}>
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
      <Tabs
        defaultActiveKey="overview"
        items={[
          { key: 'overview', label: t('dashboard.tabs.overview'), children: overview },
          { key: 'profile', label: t('dashboard.tabs.profile'), children: profile },
        ]}
      />
    </div>
  );
}
