import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { brand, useLang } from '@estate/platform';
import { Button, ButtonLink, MenuOutlined } from '@estate/platform/ui';
import { navLinks } from './nav-links.js';
import { AccountActions, LanguageToggle } from './HeaderActions.js';
import { NotificationBell } from './NotificationBell.js';
import { useSmallScreen } from './use-small-screen.js';

/** The small-screen menu loads on first use, so the first page load does not carry the drawer. */
const MobileMenu = lazy(() => import('./MobileMenu.js'));

export function Header() {
  const { t } = useTranslation('common');
  const { lang } = useLang();
  const smallScreen = useSmallScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="site-header" data-testid="site-header">
      <div className="header-bar container">
        <Link to="/" className="brand" title={t('header.homeLink')}>
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
          <ButtonLink to="/service-request" type="primary" className="desktop-only header-service-request">
            {t('header.serviceRequest')}
          </ButtonLink>
          <span className="desktop-only header-account">
            <AccountActions withBell={!smallScreen} />
          </span>
          {/* On small screens the bell stays in the bar, beside the menu that holds the other account actions. */}
          {smallScreen ? <NotificationBell /> : null}
          <Button
            className="mobile-only"
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
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
      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
