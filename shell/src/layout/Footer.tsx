import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { brand, useLang } from '@estate/platform';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@estate/platform/ui';

const quickLinks = [
  { to: '/', key: 'home' },
  { to: '/properties', key: 'properties' },
  { to: '/auctions', key: 'auctions' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

const services = [
  'buyingSelling',
  'propertyManagement',
  'valuation',
  'auctions',
  'financialConsulting',
  'legalServices',
] as const;

const portalLinks = [
  { to: '/owner-dashboard', key: 'ownerPortal' },
  { to: '/tenant-portal', key: 'tenantPortal' },
  { to: '/dashboard', key: 'staff' },
  { to: '/estate/properties', key: 'backOffice' },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const { lang } = useLang();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container footer-grid">
        <section>
          <h2 className="footer-title">{brand.name[lang]}</h2>
          <p>{t('footer.about')}</p>
          <ul className="social-links" aria-label={t('footer.followUs')}>
            {brand.social.map((item) => (
              <li key={item.key}>
                <a href={item.href}>{t(`footer.social.${item.key}`)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.quickLinks')}</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`nav.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.services')}</h2>
          <ul>
            {services.map((key) => (
              <li key={key}>{t(`serviceNames.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.contactInfo')}</h2>
          <ul className="contact-list">
            <li>
              <EnvironmentOutlined aria-hidden /> {brand.address[lang]}
            </li>
            <li>
              <PhoneOutlined aria-hidden />{' '}
              <a href={brand.phoneHref}>
                <bdi>{brand.phone}</bdi>
              </a>
            </li>
            <li>
              <MailOutlined aria-hidden /> <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </li>
            <li>
              <ClockCircleOutlined aria-hidden /> {t('footer.workingHours')}
            </li>
          </ul>
          <p className="footer-legal">
            <Link to="/privacy">{t('footer.privacy')}</Link> · <Link to="/terms">{t('footer.terms')}</Link>
          </p>
        </section>
      </div>
      <div className="container footer-bottom">
        <nav aria-label={t('footer.portals')} className="footer-portals">
          {portalLinks.map((link) => (
            <Link key={link.key} to={link.to}>
              {t(`footer.${link.key}`)}
            </Link>
          ))}
        </nav>
        <p>{t('footer.copyright', { year: brand.copyrightYear, brand: brand.name[lang] })}</p>
      </div>
    </footer>
  );
}
