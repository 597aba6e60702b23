import type { ReactNode } from 'react';

/**
 * A list that could not be read: the message and, if given, a way to try again. Plain markup, so the
 * listing pages do not load the design system's heavier entry for one alert.
 */
export function LoadError({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="load-error" role="alert">
      <span className="load-error-title">{title}</span>
      {action}
    </div>
  );
}
