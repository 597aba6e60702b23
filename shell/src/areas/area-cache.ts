import type { RemoteName } from '@estate/contracts';
import { preloadableLazy, type PreloadableComponent } from '@estate/platform';
import { loadArea, type AreaModule } from '../federation/remotes.js';

const cache = new Map<RemoteName, PreloadableComponent<AreaModule>>();
const listeners = new Set<() => void>();
let generation = 0;

/**
 * One component per remote, so moving between pages of an area never reloads it. Loaded ahead (preloadArea), it
 * renders at once; otherwise it loads the area's routes on its first render.
 */
export function areaComponent(name: RemoteName): PreloadableComponent<AreaModule> {
  let component = cache.get(name);
  if (!component) {
    component = preloadableLazy(() => loadArea(name));
    cache.set(name, component);
  }
  return component;
}

/**
 * Loads an area's routes and the code of the screen at this path before the first render, so the page opened first
 * renders without suspending: React holds back content revealed after a fallback by up to 300 ms each time, while the
 * prerendered page is on screen anyway. Never rejects: an area that fails is left to its first render and fallback.
 */
export async function preloadArea(name: RemoteName, pathname: string): Promise<void> {
  try {
    const module = await areaComponent(name).preload();
    await module.preloadFor?.(pathname);
  } catch {
    // The first render loads it again, and shows the area's fallback if it still fails.
  }
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
