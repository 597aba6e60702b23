import { useSyncExternalStore } from 'react';

/** Below this width a list's rows are cards (the `.estate-cards` rules of estate.css use the same width). */
const PHONE = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-narrow, following it as the window is resized. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
