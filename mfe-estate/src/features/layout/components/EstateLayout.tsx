import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { estateSections, type EstateSection } from './estate-sections.js';

function currentSection(pathname: string): EstateSection | undefined {
  const segment = pathname.split('/')[2];
  return estateSections.find((section) => section === segment);
}

/** Back-office frame: side navigation to every section and a breadcrumb rooted at the dashboard. */
export function EstateLayout() {
  const { t } = useTranslation('estate');
  const { pathname } = useLocation();
  const section = currentSection(pathname);
  return (
    <div className="estate-layout container" data-testid="estate-layout">
      <aside className="estate-aside">
        <h2 className="estate-area-title">{t('area')}</h2>
        <nav aria-label={t('navLabel')} className="estate-nav">
          {estateSections.map((key) => (
            <NavLink key={key} to={`/estate/${key}`} className="estate-nav-link">
              {t(`nav.${key}`)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="estate-content">
        <nav aria-label={t('breadcrumbLabel')}>
          <ol className="breadcrumb">
            <li>
              <Link to="/dashboard">{t('dashboard')}</Link>
            </li>
            <li aria-current={section ? undefined : 'page'}>
              {section ? <Link to="/estate/properties">{t('area')}</Link> : t('area')}
            </li>
            {section ? <li aria-current="page">{t(`nav.${section}`)}</li> : null}
          </ol>
        </nav>
        <Outlet />
      </div>
    </div>
  );
}
