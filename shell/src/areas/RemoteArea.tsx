import { Suspense, useSyncExternalStore } from 'react';
import type { RemoteName } from '@estate/contracts';
import { PageLoader } from '@estate/platform/ui';
import { AreaErrorBoundary } from './AreaErrorBoundary.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';
import { areaComponent, areaGeneration } from './area-cache.js';

/** Renders a remote's routes inside the shell's own React tree (same providers, same router). */
export function RemoteArea({ name }: { name: RemoteName }) {
  const generation = useSyncExternalStore(areaGeneration.subscribe, areaGeneration.get);
  const Area = areaComponent(name);
  return (
    <AreaErrorBoundary key={`${name}:${generation}`} fallback={<RemoteUnavailable remote={name} />}>
      <Suspense fallback={<PageLoader />}>
        {/* One lazy component per remote, cached in area-cache: the same instance on every render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Area />
      </Suspense>
    </AreaErrorBoundary>
  );
}
