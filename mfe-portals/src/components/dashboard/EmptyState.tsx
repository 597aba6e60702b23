import type { ReactNode } from 'react';
import { Empty } from '@estate/platform/ui';

/** Nothing to show yet, said in words (and what to do about it when there is something). */
export function EmptyState({ title, hint, testId }: { title: string; hint?: ReactNode; testId?: string }) {
  return (
    <div className="portal-empty" data-testid={testId}>
      <Empty
        description={
          <>
            <strong className="portal-empty-title">{title}</strong>
            {hint ? <span className="portal-empty-hint">{hint}</span> : null}
          </>
        }
      />
    </div>
  );
}
