import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * One figure of a tab: its label, its value (already written by the format helpers) and a note; a link when it leads
 * to the screen that holds the records. `data-value` carries the raw number for whoever reads it.
 */
export function Figure({
  label,
  value,
  raw,
  note,
  to,
  tone,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  raw?: number | null;
  note?: ReactNode;
  to?: string;
  tone?: 'danger' | 'warning' | 'success';
  testId: string;
}) {
  const body = (
    <>
      <span className="dashboard-figure-label">{label}</span>
      <strong className="dashboard-figure-value">{value}</strong>
      {note ? <span className="dashboard-figure-note">{note}</span> : null}
    </>
  );
  const className = `dashboard-figure${tone ? ` dashboard-figure-${tone}` : ''}${to ? ' dashboard-figure-link' : ''}`;
  const data = { 'data-testid': testId, 'data-value': raw ?? undefined };
  return to ? (
    <Link to={to} className={className} {...data}>
      {body}
    </Link>
  ) : (
    <div className={className} {...data}>
      {body}
    </div>
  );
}

/** A row of figures that wraps on narrow screens. */
export function Figures({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="dashboard-figures" role="group" aria-label={label}>
      {children}
    </div>
  );
}
