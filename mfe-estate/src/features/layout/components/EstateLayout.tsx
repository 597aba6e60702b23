import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@estate/platform';
import { estateSections, sectionsFor, type EstateSection } from './estate-sections.js';

function currentSection(pathname: string): EstateSection | undefined {
  const segment = pathname.split('/')[2];
  // Units are shown under properties (their list is a tab of the properties screen).
  if (segment === 'units') return 'properties';
  return estateSections.find((section) => section === segment);
}

/**
 * Back-office frame: side navigation to the sections the signed-in role may open and a breadcrumb rooted at the
 * dashboard. Renders its children, or the matched child route.
 */
export function EstateLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('estate');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const section = currentSection(pathname);
  return (
    <div className="estate-layout container" data-testid="estate-layout">
      <aside className="estate-aside">
        <h2 className="estate-area-title">{t('area')}</h2>
        <nav aria-label={t('navLabel')} className="estate-nav">
          {sectionsFor(user?.role).map((key) => (
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
            {section ? (
              <li aria-current="page">
                <Link to={`/estate/${section}`}>{t(`nav.${section}`)}</Link>
              </li>
            ) : null}
          </ol>
        </nav>
        {children ?? <Outlet />}
      </div>
    </div>
  );
}
