import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');
const APPS = [
  'shell/src',
  'mfe-public/src',
  'mfe-admin/src',
  'mfe-estate/src',
  'mfe-portals/src',
  'packages/platform/src',
];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const provided = new Set(
  [...readFileSync(join(__dirname, 'router-exports.ts'), 'utf8').matchAll(/^\s+(\w+),$/gm)].map((match) => match[1]),
);

describe('the shared router entry', () => {
  it('provides every value the apps import from react-router and react-router-dom', () => {
    const missing: string[] = [];
    for (const app of APPS) {
      for (const file of sources(join(root, app))) {
        const text = readFileSync(file, 'utf8');
        for (const [, kind, names] of text.matchAll(
          /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g,
        )) {
          if (kind) continue;
          for (const raw of names!.split(',')) {
            const name = raw.trim();
            if (!name || name.startsWith('type ')) continue;
            if (!provided.has(name.split(/\s+as\s+/)[0]!)) missing.push(`${name} (${file.slice(root.length + 1)})`);
          }
        }
      }
    }
    // StaticRouter renders at build time only, from the library itself; it never reaches the browser.
    expect(missing.filter((entry) => !entry.startsWith('StaticRouter '))).toEqual([]);
    expect(provided.size).toBeGreaterThan(10);
  });
});
