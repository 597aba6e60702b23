import type { ReactNode } from 'react';

/** A screen's title, an optional line under it, and its buttons (at the end of the line). */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="estate-page-head">
      <div className="estate-page-title-block">
        <h1 className="estate-page-title">{title}</h1>
        {subtitle ? <p className="muted estate-page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="estate-page-actions">{actions}</div> : null}
    </div>
  );
}
