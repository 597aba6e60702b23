import { MAX_FAVORITES } from '@estate/contracts';
import { favoritesSource, parseGuestFavorites, serializeGuestFavorites, withFavorite } from './guest-favorites';

describe('parseGuestFavorites', () => {
  it('reads the stored list of ids', () => {
    expect(parseGuestFavorites('["b","a"]')).toEqual(['b', 'a']);
  });

  it('reads nothing from a missing, empty or corrupt value', () => {
    for (const raw of [null, undefined, '', '[', 'not json', '{"a":1}', '"a"', '42', 'null', 'true']) {
      expect(parseGuestFavorites(raw)).toEqual([]);
    }
  });

  it('keeps the ids of a partly wrong list: strings only, trimmed, once each, in order', () => {
    expect(parseGuestFavorites('["a", 1, null, {"id":"x"}, " b ", "", "a", ["c"], "c"]')).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most the allowed number of favorites', () => {
    const many = Array.from({ length: MAX_FAVORITES + 20 }, (_, i) => `id-${i}`);
    const ids = parseGuestFavorites(JSON.stringify(many));
    expect(ids).toHaveLength(MAX_FAVORITES);
    expect(ids[0]).toBe('id-0');
  });

  it('reads back what it writes', () => {
    expect(parseGuestFavorites(serializeGuestFavorites(['x', 'y']))).toEqual(['x', 'y']);
  });
});

describe('withFavorite', () => {
  it('adds a property first, once', () => {
    expect(withFavorite(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b']);
    expect(withFavorite(['a', 'b'], 'b', true)).toEqual(['b', 'a']);
  });

  it('takes a property out, and leaves a list without it unchanged', () => {
    expect(withFavorite(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withFavorite(['a', 'b'], 'z', false)).toEqual(['a', 'b']);
  });

  it('drops the oldest beyond the limit', () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => `id-${i}`);
    const next = withFavorite(full, 'new', true);
    expect(next).toHaveLength(MAX_FAVORITES);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`id-${MAX_FAVORITES - 1}`);
  });
});

describe('favoritesSource (the merge decision)', () => {
  it('keeps a guest on the local list, whatever it holds', () => {
    expect(favoritesSource(null, [])).toBe('guest');
    expect(favoritesSource(undefined, ['a'])).toBe('guest');
  });

  it('merges when a user is signed in and the guest list is not empty', () => {
    expect(favoritesSource('u1', ['a', 'b'])).toBe('merge');
  });

  it('reads the server when a signed-in user has no guest list (after the merge cleared it)', () => {
    expect(favoritesSource('u1', [])).toBe('server');
  });
});
