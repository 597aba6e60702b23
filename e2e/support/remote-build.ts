import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './site';

/**
 * Builds a second version of one remote, as its team would: a copy of its sources with a change,
 * compiled on its own into a new folder. The copy lives under e2e/.tmp so it resolves the
 * workspace's packages like the original does.
 */
export async function buildRemoteVariant(options: {
  app: string;
  outputPath: string;
  edit: (file: string, text: string) => string;
  files: string[];
}): Promise<void> {
  const copy = join(REPO_ROOT, 'e2e/.tmp', `${options.app}-variant`);
  await rm(copy, { recursive: true, force: true });
  await cp(join(REPO_ROOT, options.app), copy, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)([\\/]|$)/.test(source.slice(REPO_ROOT.length)),
  });
  for (const file of options.files) {
    const path = join(copy, file);
    await writeFile(path, options.edit(file, await readFile(path, 'utf8')));
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const webpack = require('webpack');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(join(copy, 'webpack.config.cjs'))({}, { mode: 'production' });
  config.output.path = options.outputPath;
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error: Error | null, stats: { hasErrors(): boolean; toString(o: string): string }) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
  await rm(copy, { recursive: true, force: true });
}
