import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ButtonLink, Spin } from '@estate/platform/ui';

/** A home-page section fed by one server list: a title, a link to see all, the items or an empty/error line. */
export function HomeSection<T extends { id: string }>({
  id,
  testId,
  title,
  linkTo,
  linkLabel,
  loading,
  items,
  emptyText,
  renderItem,
}: {
  id: string;
  testId: string;
  title: string;
  linkTo: string;
  linkLabel: string;
  loading: boolean;
  items: readonly T[];
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}) {
  // The list arrives in an urgent update (the query cache's); its cards are rendered in a deferred one that
  // yields to the browser between cards instead of blocking the page in one long task.
  const shown = useDeferredValue(useMemo(() => ({ loading, items }), [loading, items]));
  return (
    <section className="section container" aria-labelledby={id} data-testid={testId}>
      <div className="section-head">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <ButtonLink to={linkTo}>{linkLabel}</ButtonLink>
      </div>
      {shown.loading ? (
        // Holds a row of cards' room, so the sections below do not jump when the list arrives.
        <div className="section-loading">
          <Spin />
        </div>
      ) : shown.items.length ? (
        <ul className="card-grid">
          {shown.items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{emptyText}</p>
      )}
    </section>
  );
}
