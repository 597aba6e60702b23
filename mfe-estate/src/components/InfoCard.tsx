import type { ReactNode } from 'react';

export interface InfoRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** A titled card of label / value rows (a view screen's sections). */
export function InfoCard({
  title,
  rows,
  children,
  testId,
}: {
  title: string;
  rows?: InfoRow[];
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="estate-card" data-testid={testId}>
      <h2 className="estate-card-title">{title}</h2>
      {rows?.length ? (
        <dl className="estate-info">
          {rows.map((row) => (
            <div key={row.key} className="estate-info-row" data-testid={`info-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>{row.value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}
