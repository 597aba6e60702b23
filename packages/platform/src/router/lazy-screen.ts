import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { preloadableLazy, type PreloadableComponent } from './preloadable-lazy.js';

// As React's own `lazy`: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A screen loaded with its own weight when first opened, named by its module's export:
 * `lazyScreen(() => import('./features/x/components/XPage.js'), 'XPage')`. It can be loaded ahead (`preload()`), and
 * then renders without suspending (see preloadableLazy); several screens of one module share its one load.
 */
export function lazyScreen<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<{ default: M[K] }> {
  return preloadableLazy(() => load().then((module) => ({ default: module[name] })));
}

/** A route of an area's table: its path (relative, as in `<Route path>`) and the screen it shows. */
export interface ScreenPath {
  path: string;
  Page: AnyComponent;
}

/**
 * An area's `preloadFor(pathname)` from its table of screens: it loads the code of the screen at the path, when that
 * screen is loaded on demand, so the shell's first render of the page shows it without suspending. `base` is where
 * the table's paths sit under the area (`/estate` for `<Route path="estate">`).
 */
export function preloaderFor(screens: readonly ScreenPath[], base = '') {
  return async (pathname: string): Promise<void> => {
    const screen = screens.find(({ path }) => matchPath(`${base}/${path}`, pathname));
    const page: (AnyComponent & { preload?: () => Promise<unknown> }) | undefined = screen?.Page;
    if (typeof page?.preload === 'function') await page.preload();
  };
}
