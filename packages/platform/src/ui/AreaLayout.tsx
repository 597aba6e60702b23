import { NavLink, Outlet } from 'react-router-dom';

export interface AreaSection {
  key: string;
  to: string;
  label: string;
}

/** A band under the header with the area's title and its sections, then the area's pages. */
export function AreaLayout({
  title,
  navLabel,
  sections,
  testId,
  className,
}: {
  title: string;
  navLabel: string;
  sections: readonly AreaSection[];
  testId: string;
  /** A class on the area's root, for the area's own styles. */
  className?: string;
}) {
  return (
    <div data-testid={testId} className={className}>
      <div className="area-bar">
        <div className="container area-bar-inner">
          <h2 className="area-title">{title}</h2>
          <nav aria-label={navLabel} className="area-nav">
            {sections.map((section) => (
              <NavLink key={section.key} to={section.to} className="area-nav-link">
                {section.label}
              </NavLink>
            ))}
          </nav>
        </div>
      </div>
      <div className="container">
        <Outlet />
      </div>
    </div>
  );
}
