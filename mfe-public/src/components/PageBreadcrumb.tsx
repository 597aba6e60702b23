import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './page-breadcrumb.css';

/** Where a page sits: links to the pages above it, then its own name (the current page). */
export function PageBreadcrumb({
  label,
  trail,
  current,
}: {
  /** The landmark's name for screen readers. */
  label: string;
  trail: { to: string; label: ReactNode }[];
  current: ReactNode;
}) {
  return (
    <nav className="page-breadcrumb" aria-label={label}>
      <ol>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
