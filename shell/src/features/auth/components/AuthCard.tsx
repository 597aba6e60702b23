import type { ReactNode } from 'react';

/** The frame of every auth screen: a centered card with a heading, a lead line and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  testId,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
}) {
  return (
    <div className="page auth-page" data-testid={testId}>
      <section className="auth-card" aria-labelledby={`${testId}-title`}>
        <h1 id={`${testId}-title`} className="auth-title">
          {title}
        </h1>
        {subtitle ? <p className="muted auth-subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth-footer">{footer}</div> : null}
      </section>
    </div>
  );
}
