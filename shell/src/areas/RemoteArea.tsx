import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@estate/contracts';
import { DesignSystemAppFrame, PageLoader } from '@estate/platform/ui';
import { AreaErrorBoundary } from './AreaErrorBoundary.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';
import { areaComponent, areaGeneration } from './area-cache.js';
import { dropPrerenderedArea, prerenderedAreaFor } from './prerendered-area.js';

/**
 * antd's App (its modal, message and notification hooks) for the staff areas. The area does not wait for it: its
 * methods arrive with the first page that loads the design system's second entry. The public area never uses them.
 */
function AreaFrame({ name, children }: { name: RemoteName; children: ReactNode }) {
  return name === 'mfe_public' ? children : <DesignSystemAppFrame>{children}</DesignSystemAppFrame>;
}

/** Rendered beside the live area: once it shows, the prerendered start of page is not used again. */
function AreaShown() {
  useEffect(dropPrerenderedArea, []);
  return null;
}

/** Renders a remote's routes inside the shell's own React tree (same providers, same router). */
export function RemoteArea({ name }: { name: RemoteName }) {
  const generation = useSyncExternalStore(areaGeneration.subscribe, areaGeneration.get);
  const Area = areaComponent(name);
  const prerendered = prerenderedAreaFor(useLocation().pathname);
  const loading = prerendered ? <div dangerouslySetInnerHTML={{ __html: prerendered }} /> : <PageLoader />;
  return (
    <AreaErrorBoundary key={`${name}:${generation}`} fallback={<RemoteUnavailable remote={name} />}>
      <Suspense fallback={loading}>
        <AreaShown />
        <AreaFrame name={name}>
          {/* One lazy component per remote, cached in area-cache: the same instance on every render. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Area />
        </AreaFrame>
      </Suspense>
    </AreaErrorBoundary>
  );
}
