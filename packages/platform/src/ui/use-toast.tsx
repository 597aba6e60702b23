import { useMemo, useSyncExternalStore, type ReactNode } from 'react';

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
}

type ToastKind = keyof Toast;

interface ShownToast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
}

/** How long a toast stays, as antd's message did. */
export const TOAST_DURATION_MS = 5_000;

/**
 * The one toast channel of the page: at most one toast at a time, each replacing the one before. Written
 * here rather than taken from antd's message, which brings a notification system, motion and portals to
 * every page, the public ones included, for one line of text.
 */
let shown: ShownToast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(kind: ToastKind, title: string, description?: string): void {
  shown = { id: nextId++, kind, title, description };
  clearTimeout(timer);
  const id = shown.id;
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  emit();
}

/** Removes the toast shown, or only the one with this id if given (so a late timer spares a newer toast). */
export function dismissToast(id?: number): void {
  if (!shown || (id !== undefined && shown.id !== id)) return;
  shown = null;
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => shown,
};

const toastApi: Toast = {
  success: (title, description) => showToast('success', title, description),
  error: (title, description) => showToast('error', title, description),
  info: (title, description) => showToast('info', title, description),
};

/** The spec's toasts (a title and an optional description), on the page's one toast channel. */
export function useToast(): Toast {
  return useMemo(() => toastApi, []);
}

const ICONS: Record<ToastKind, ReactNode> = {
  success: '✓',
  error: '!',
  info: 'i',
};

/**
 * Where toasts show, once per page (AppProviders renders it): a live region that is always there, so
 * screen readers announce each toast; errors as alerts.
 */
export function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null);
  return (
    <div className="toast-region" aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className="toast-icon" aria-hidden="true">
            {ICONS[toast.kind]}
          </span>
          <span className="toast-content">
            <strong className="toast-title">{toast.title}</strong>
            {toast.description && <span className="toast-description"> {toast.description}</span>}
          </span>
        </div>
      )}
    </div>
  );
}
