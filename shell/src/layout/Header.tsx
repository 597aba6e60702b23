import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { brand, useAuth, useLang } from '@estate/platform';
import {
  Button,
  ButtonLink,
  DashboardOutlined,
  Drawer,
  GlobalOutlined,
  LogoutOutlined,
  MenuOutlined,
  Spin,
  UserOutlined,
} from '@estate/platform/ui';
import { navLinks } from './nav-links.js';

function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { toggleLang } = useLang();
  return (
    <Button
      className={className}
      type="text"
      icon={<GlobalOutlined />}
      onClick={toggleLang}
      aria-label={t('header.switchLanguage')}
      data-testid="language-toggle"
    >
      {t('header.languageName')}
    </Button>
  );
}

function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
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
      <span className="header-user" data-testid="header-user">
        <UserOutlined aria-hidden /> {user.name || user.email}
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
          navigate('/');
          await signOut();
        }}
      >
        <span className="account-button-text">{t('header.logout')}</span>
      </Button>
    </>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const { lang } = useLang();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="site-header" data-testid="site-header">
      <div className="header-bar container">
        <Link to="/" className="brand" aria-label={t('header.homeLink')}>
          <span className="brand-mark" aria-hidden="true">
            د
          </span>
          <span className="brand-name">{brand.name[lang]}</span>
        </Link>
        <nav className="main-nav desktop-only" aria-label={t('nav.label')}>
          {navLinks.map((link) => (
            <NavLink key={link.key} to={link.to} end={link.to === '/'} className="nav-link">
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="header-actions">
          <LanguageToggle className="desktop-only" />
          <ButtonLink to="/service-request" type="primary" className="desktop-only">
            {t('header.serviceRequest')}
          </ButtonLink>
          <span className="desktop-only header-account">
            <AccountActions />
          </span>
          <Button
            className="mobile-only"
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
        </div>
      </div>
      <nav className="compact-nav mobile-only" aria-label={t('nav.label')}>
        {navLinks.slice(0, 4).map((link) => (
          <NavLink key={link.key} to={link.to} end={link.to === '/'} className="nav-link">
            {t(`nav.${link.key}`)}
          </NavLink>
        ))}
      </nav>
      <Drawer
        open={menuOpen}
        onClose={close}
        placement={lang === 'ar' ? 'right' : 'left'}
        size={320}
        title={t('nav.menu')}
        closable={{ 'aria-label': t('nav.closeMenu') }}
      >
        <nav className="drawer-nav" aria-label={t('nav.label')}>
          {navLinks.map((link) => (
            <NavLink key={link.key} to={link.to} end={link.to === '/'} className="nav-link" onClick={close}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="drawer-actions">
          <ButtonLink to="/service-request" type="primary" block onClick={close}>
            {t('header.serviceRequest')}
          </ButtonLink>
          <AccountActions onNavigate={close} />
          <LanguageToggle />
        </div>
      </Drawer>
    </header>
  );
}
