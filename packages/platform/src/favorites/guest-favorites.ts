import { GUEST_FAVORITES_STORAGE_KEY, MAX_FAVORITES } from '@estate/contracts';

const NO_FAVORITES: readonly string[] = Object.freeze([]);

/**
 * The guest's favorite ids from their stored text, newest first. Whatever else is found there (an
 * older format, a hand-edited value, a half-written string) reads as the ids it still holds, or none.
 */
export function parseGuestFavorites(raw: string | null | undefined): readonly string[] {
  if (!raw) return NO_FAVORITES;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NO_FAVORITES;
  }
  if (!Array.isArray(value)) return NO_FAVORITES;
  const ids = value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_FAVORITES);
}

export function serializeGuestFavorites(ids: readonly string[]): string {
  return JSON.stringify(ids.slice(0, MAX_FAVORITES));
}

/** The list with the property added first (newest first) or taken out. */
export function withFavorite(ids: readonly string[], propertyId: string, favorite: boolean): string[] {
  const others = ids.filter((id) => id !== propertyId);
  return favorite ? [propertyId, ...others].slice(0, MAX_FAVORITES) : others;
}

/**
 * Where the favorites of this visitor come from: a guest's live in local storage; a signed-in
 * user's on the server, after their guest list (if any) has been merged into it once.
 */
export function favoritesSource(userId: string | null | undefined, guestIds: readonly string[]) {
  if (!userId) return 'guest' as const;
  return guestIds.length ? ('merge' as const) : ('server' as const);
}

// The guest list as an external store for useSyncExternalStore. Other tabs tell through the
// storage event; this tab's own writes do not raise it, so they notify the listeners directly.
const listeners = new Set<() => void>();
// Kept in memory when storage cannot be used (private mode, quota): the list then lasts for this page.
let unstoredRaw: string | null = null;
let snapshotRaw: string | null | undefined;
let snapshot: readonly string[] = NO_FAVORITES;

function readRaw(): string | null {
  if (unstoredRaw !== null) return unstoredRaw;
  try {
    return globalThis.localStorage?.getItem(GUEST_FAVORITES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The guest's ids; the same array until the stored text changes. */
export function readGuestFavorites(): readonly string[] {
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parseGuestFavorites(raw);
  }
  return snapshot;
}

export const noGuestFavorites = (): readonly string[] => NO_FAVORITES;

export function writeGuestFavorites(ids: readonly string[]): void {
  const raw = serializeGuestFavorites(ids);
  try {
    globalThis.localStorage.setItem(GUEST_FAVORITES_STORAGE_KEY, raw);
    unstoredRaw = null;
  } catch {
    unstoredRaw = raw;
  }
  notify();
}

export function clearGuestFavorites(): void {
  unstoredRaw = null;
  try {
    globalThis.localStorage?.removeItem(GUEST_FAVORITES_STORAGE_KEY);
  } catch {
    /* nothing stored to clear */
  }
  notify();
}

export function subscribeGuestFavorites(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === GUEST_FAVORITES_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
