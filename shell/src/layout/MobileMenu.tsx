import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@estate/platform';
import { ButtonLink } from '@estate/platform/ui';
import { Drawer } from '@estate/platform/ui-extra';
import { navLinks } from './nav-links.js';
import { AccountActions, LanguageToggle } from './HeaderActions.js';

/** The side sheet of small screens: on the right in Arabic, on the left in English. */
export default function MobileMenu({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { lang } = useLang();
  return (
    <Drawer
      open={open}
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
        <AccountActions onNavigate={close} withBell={false} />
        <LanguageToggle />
      </div>
    </Drawer>
  );
}
