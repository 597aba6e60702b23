import { useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';

/** What antd's `App.useApp()` gives a component: its message, notification and modal. */
export type DesignSystemAppApi = useAppProps;

export interface DesignSystemAppHolderProps {
  /** Called before the holder's first paint with the live methods, and again when they change. */
  onReady: (api: DesignSystemAppApi) => void;
}

type Holder = ComponentType<DesignSystemAppHolderProps>;

/**
 * The holder of antd's message, notification and modal (ui-extra's DesignSystemAppHolder), known once ui-extra has
 * been loaded by a page that uses it. Until then no page of the area can call them: every component that does
 * imports ui-extra first.
 */
let holder: Holder | undefined;
const listeners = new Set<() => void>();

const holderStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => holder,
};

/** ui-extra names its holder when it is evaluated. */
export function provideDesignSystemAppHolder(component: Holder): void {
  if (holder) return;
  holder = component;
  for (const listener of listeners) listener();
}

/** antd's own default: empty methods, as outside its App. */
const NOT_YET: DesignSystemAppApi = { message: {}, notification: {}, modal: {} } as DesignSystemAppApi;

/**
 * antd's App (`App.useApp()`: modal confirmations above all) for the staff areas, without making them wait for it.
 * antd's App would need the design system's second entry (ui-extra, about 200 KB compressed) before anything of
 * the area renders; here the area renders at once, and the methods are filled in when a page that uses them has
 * loaded ui-extra. The children keep their place in the tree throughout (the holder is added after them), so
 * nothing of the page is mounted twice.
 */
export function DesignSystemAppFrame({ children }: { children: ReactNode }) {
  const Holder = useSyncExternalStore(holderStore.subscribe, holderStore.get, holderStore.get);
  const [api, setApi] = useState<DesignSystemAppApi>(NOT_YET);
  return (
    <AppContext.Provider value={api}>
      {children}
      {/* One component, named once by ui-extra: the same on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {Holder ? <Holder onReady={setApi} /> : null}
    </AppContext.Provider>
  );
}
