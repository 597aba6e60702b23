import type { ReactNode } from 'react';

/** A titled part of an auction form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-form-section" aria-labelledby={id}>
      <h2 id={id} className="admin-form-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
