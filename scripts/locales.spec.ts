import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const owners = [
  'packages/platform/src',
  'shell/src',
  'mfe-public/src',
  'mfe-admin/src',
  'mfe-estate/src',
  'mfe-portals/src',
];

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function localeFiles(): string[] {
  const found: string[] = [];
  for (const owner of owners) {
    const dir = join(root, owner, 'locales', 'ar');
    try {
      if (!statSync(dir).isDirectory()) continue;
    } catch {
      continue;
    }
    for (const file of readdirSync(dir)) if (file.endsWith('.json')) found.push(join(dir, file));
  }
  return found;
}

describe('translation files', () => {
  const arabic = localeFiles();

  it('exist for every app that shows text', () => {
    expect(arabic.map((file) => relative(root, file)).sort()).toEqual(
      expect.arrayContaining([
        'mfe-admin/src/locales/ar/admin.json',
        'mfe-estate/src/locales/ar/estate.json',
        'mfe-portals/src/locales/ar/portals.json',
        'mfe-public/src/locales/ar/public.json',
        'packages/platform/src/locales/ar/common.json',
      ]),
    );
  });

  it.each(arabic.map((file) => [relative(root, file), file]))(
    '%s has the same keys in English, none empty',
    (_name, file) => {
      const ar = JSON.parse(readFileSync(file, 'utf8'));
      const en = JSON.parse(readFileSync(file.replace(/[\\/]ar[\\/]/, '/en/'), 'utf8'));
      expect(keys(en).sort()).toEqual(keys(ar).sort());
      for (const [lang, bundle] of [
        ['ar', ar],
        ['en', en],
      ] as const) {
        for (const key of keys(bundle)) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
          expect({ lang, key, empty: typeof text !== 'string' || text.trim() === '' }).toEqual({
            lang,
            key,
            empty: false,
          });
        }
      }
    },
  );
});
