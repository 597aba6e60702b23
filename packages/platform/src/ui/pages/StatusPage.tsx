import type { ReactNode } from 'react';

/** A full-width message page (404, access denied, area unavailable): a code, a title, a message and actions. */
export function StatusPage({
  code,
  title,
  message,
  actions,
  children,
  testId,
}: {
  code: string;
  title: string;
  message?: string;
  actions?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className="page page-narrow status-page" data-testid={testId}>
      <p className="status-code" aria-hidden="true">
        {code}
      </p>
      <h1 className="result-title">{title}</h1>
      {message ? <p className="muted">{message}</p> : null}
      {actions ? <div className="button-row">{actions}</div> : null}
      {children}
    </div>
  );
}
