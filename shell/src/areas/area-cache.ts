import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@estate/contracts';
import { loadArea, type AreaModule } from '../federation/remotes.js';

type AreaComponent = LazyExoticComponent<ComponentType> | ComponentType;

const cache = new Map<RemoteName, AreaComponent>();
/** Areas whose routes arrived before they were first rendered: rendered at once, without suspending. */
const preloaded = new Map<RemoteName, AreaModule>();
const listeners = new Set<() => void>();
let generation = 0;

/**
 * One component per remote, so moving between pages of an area never reloads it: the area's routes when they were
 * loaded ahead (preloadArea), else a lazy component that loads them.
 */
export function areaComponent(name: RemoteName): AreaComponent {
  let component = cache.get(name);
  if (!component) {
    component = preloaded.get(name)?.default ?? lazy(() => loadArea(name));
    cache.set(name, component);
  }
  return component;
}

/**
 * Loads an area's routes and the code of the screen at this path before the first render, so the page opened first
 * renders without suspending: React holds back content revealed after a fallback by up to 300 ms each time, while the
 * prerendered page is on screen anyway. Never rejects: an area that fails is left to the lazy load and its fallback.
 */
export async function preloadArea(name: RemoteName, pathname: string): Promise<void> {
  try {
    const module = await loadArea(name);
    await module.preloadFor?.(pathname);
    if (!cache.has(name)) preloaded.set(name, module);
  } catch {
    // The first render loads it again, and shows the area's fallback if it still fails.
  }
}

/** Forget a failed area so the next render loads it again. */
export function retryArea(name: RemoteName): void {
  cache.delete(name);
  preloaded.delete(name);
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
