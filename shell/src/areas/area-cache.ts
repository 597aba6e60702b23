import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { RemoteName } from '@estate/contracts';
import { loadArea } from '../federation/remotes.js';

const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();
const listeners = new Set<() => void>();
let generation = 0;

/** One lazy component per remote, so moving between pages of an area never reloads it. */
export function areaComponent(name: RemoteName): LazyExoticComponent<ComponentType> {
  let component = cache.get(name);
  if (!component) {
    component = lazy(() => loadArea(name));
    cache.set(name, component);
  }
  return component;
}

/** Forget a failed area so the next render loads it again. */
export function retryArea(name: RemoteName): void {
  cache.delete(name);
  generation += 1;
  for (const listener of listeners) listener();
}

export const areaGeneration = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => generation,
};
