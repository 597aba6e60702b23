import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

// As React's own `lazy`: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A screen loaded on demand that can also be loaded ahead (`preload()`), e.g. for the page being opened. */
export type PreloadableComponent<T extends AnyComponent> = ComponentType<ComponentProps<T>> & {
  preload: () => Promise<void>;
};

/**
 * Like React's `lazy`, but a screen loaded before it is first rendered (by `preload()`) renders at once instead of
 * suspending. React holds back the reveal of content that suspended for up to 300 ms after the last fallback it
 * showed; on a first load that is time a visitor waits for a page whose code is already there. A screen rendered
 * before its code arrived keeps rendering through `lazy`, so it is never mounted twice.
 */
export function preloadableLazy<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed load may be tried again by the next render (the area's error boundary offers a retry).
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as T })));
  function Preloadable(props: ComponentProps<T>) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
