import { GUEST_FAVORITES_STORAGE_KEY } from '@estate/contracts';
import { loadFavorites } from './favorites-api';

/** A Map-backed stand-in for the browser's local storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadFavorites (a signed-in user)', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
  });

  it('merges the guest list once, clears it, and answers the merged list', async () => {
    localStorage.setItem(GUEST_FAVORITES_STORAGE_KEY, '["p2","p1"]');
    fetchMock.mockResolvedValueOnce(json({ propertyIds: ['p2', 'p1', 'p0'] }));

    await expect(loadFavorites('u1')).resolves.toEqual(['p2', 'p1', 'p0']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/me/favorites/merge');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ propertyIds: ['p2', 'p1'] });
    expect(localStorage.getItem(GUEST_FAVORITES_STORAGE_KEY)).toBeNull();

    // The next read goes to the server's list: nothing is merged twice.
    fetchMock.mockResolvedValueOnce(json({ propertyIds: ['p2', 'p1', 'p0'] }));
    await loadFavorites('u1');
    expect(fetchMock.mock.calls[1][0]).toBe('/api/me/favorites');
  });

  it('keeps the guest list when the merge fails, to try again later', async () => {
    localStorage.setItem(GUEST_FAVORITES_STORAGE_KEY, '["p1"]');
    fetchMock.mockResolvedValueOnce(json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500));

    await expect(loadFavorites('u1')).rejects.toThrow('500');
    expect(localStorage.getItem(GUEST_FAVORITES_STORAGE_KEY)).toBe('["p1"]');
  });

  it('reads the server when a corrupt guest value holds no ids', async () => {
    localStorage.setItem(GUEST_FAVORITES_STORAGE_KEY, '{oops');
    fetchMock.mockResolvedValueOnce(json({ propertyIds: ['p9'] }));

    await expect(loadFavorites('u1')).resolves.toEqual(['p9']);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/me/favorites');
  });
});
