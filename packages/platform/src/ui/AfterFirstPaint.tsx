import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children (typically a lazy part of a page) only once the browser has painted what is around them,
 * and the fallback until then and while they load. A page's heading shows first, before the heavier part below
 * it (tabs, tables, the design system's second entry) is even requested, so the two do not share the connection.
 * In a tab that is not shown, which paints nothing, the children start at once.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(
    () => typeof document !== 'undefined' && document.visibilityState !== 'visible',
  );
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
