import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useLang } from '@estate/platform';
import {
  Button,
  ButtonLink,
  DashboardOutlined,
  GlobalOutlined,
  LogoutOutlined,
  Spin,
  UserOutlined,
} from '@estate/platform/ui';
import { NotificationBell } from './NotificationBell.js';

export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { toggleLang } = useLang();
  return (
    <Button
      className={className}
      type="text"
      icon={<GlobalOutlined />}
      onClick={toggleLang}
      title={t('header.switchLanguage')}
      data-testid="language-toggle"
    >
      {/* The visible name of the other language is the button's name, spoken in that language. */}
      <span lang={t('header.languageCode')}>{t('header.languageName')}</span>
    </Button>
  );
}

/** The account's actions: the bell (unless the header shows it already), name, dashboard and sign-out. */
export function AccountActions({ onNavigate, withBell = true }: { onNavigate?: () => void; withBell?: boolean }) {
  const { t } = useTranslation('common');
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  if (loading) {
    // The session is being restored from the server: hold the place, announce it, show no login button yet.
    return (
      <span className="header-account-loading" role="status" data-testid="header-session-loading">
        <Spin size="small" />
        <span className="visually-hidden">{t('loading')}</span>
      </span>
    );
  }
  if (!user) {
    return (
      <ButtonLink to="/login" onClick={onNavigate} data-testid="login-button">
        {t('header.login')}
      </ButtonLink>
    );
  }
  return (
    <>
      {withBell ? <NotificationBell /> : null}
      <span className="header-user" data-testid="header-user" title={user.name || user.email}>
        <UserOutlined aria-hidden /> <span className="header-user-name">{user.name || user.email}</span>
      </span>
      <ButtonLink
        to="/dashboard"
        onClick={onNavigate}
        icon={<DashboardOutlined />}
        data-testid="dashboard-button"
        aria-label={t('header.dashboard')}
        title={t('header.dashboard')}
        className="account-button"
      >
        <span className="account-button-text">{t('header.dashboard')}</span>
      </ButtonLink>
      <Button
        icon={<LogoutOutlined />}
        data-testid="logout-button"
        aria-label={t('header.logout')}
        title={t('header.logout')}
        className="account-button"
        onClick={async () => {
          onNavigate?.();
          // Leave a guarded page first, so its guard does not send the visitor to /login.
          // flushSync: leave the guarded page now, not in a transition that would outlive the sign-out.
          navigate('/', { flushSync: true });
          await signOut();
        }}
      >
        <span className="account-button-text">{t('header.logout')}</span>
      </Button>
    </>
  );
}
