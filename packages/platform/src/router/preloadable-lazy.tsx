import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

// As React's own `lazy`: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** What a screen's loader answers: the screen as its default, and whatever else its module offers. */
type ScreenModule = { default: AnyComponent };

/**
 * A screen loaded on demand that can also be loaded ahead: `preload()` loads it (once) and answers its module, e.g.
 * for the page being opened.
 */
export type PreloadableComponent<M extends ScreenModule> = ComponentType<ComponentProps<M['default']>> & {
  preload: () => Promise<M>;
};

/**
 * Like React's `lazy`, but a screen loaded before it is first rendered (by `preload()`) renders at once instead of
 * suspending. React holds back the reveal of content that suspended for up to 300 ms after the last fallback it
 * showed; on a first load that is time a visitor waits for a page whose code is already there. A screen rendered
 * before its code arrived keeps rendering through `lazy`, so it is never mounted twice.
 */
export function preloadableLazy<M extends ScreenModule>(load: () => Promise<M>): PreloadableComponent<M> {
  type Screen = M['default'];
  let loaded: Screen | undefined;
  let pending: Promise<M> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load may be tried again by the next render (the area's error boundary offers a retry).
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<Screen>) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
