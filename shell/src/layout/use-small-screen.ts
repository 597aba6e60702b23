import { useSyncExternalStore } from 'react';

/** The width below which the header shows the small-screen menu (as `.mobile-only` in global.css). */
const SMALL_SCREEN = '(max-width: 991px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is as narrow as the small-screen header, following it as the window is resized. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}
