import type { RemoteConfig } from '@estate/contracts';
import { readFile } from 'node:fs/promises';

export const DEFAULT_REMOTE_CONFIG: Readonly<RemoteConfig> = {
  mfe_public: '/mfe/public/mf-manifest.json',
  mfe_admin: '/mfe/admin/mf-manifest.json',
  mfe_estate: '/mfe/estate/mf-manifest.json',
  mfe_portals: '/mfe/portals/mf-manifest.json',
};

export class RemoteConfigFileError extends Error {}

/** Reads the published remote map; a missing file is an empty map, an invalid one an error. */
export async function readRemoteConfigFile(file: string): Promise<RemoteConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RemoteConfigFileError(`${file} is not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new RemoteConfigFileError(`${file} must hold a JSON object of remote name to manifest URL`);
  }
  const entries = Object.entries(parsed);
  const invalid = entries.filter(([, url]) => typeof url !== 'string' || url.length === 0).map(([name]) => name);
  if (invalid.length > 0) {
    throw new RemoteConfigFileError(`${file}: the URL of ${invalid.join(', ')} must be a non-empty string`);
  }
  return Object.fromEntries(entries) as RemoteConfig;
}

export interface ResolvedRemoteConfig {
  remotes: RemoteConfig;
  /** Why the published file was ignored, when it was. */
  problem?: string;
}

/**
 * Defaults, then the published file, then the environment: the last one naming a remote wins. A broken
 * published file is ignored (and reported) rather than taking the whole site down.
 */
export async function resolveRemoteConfig(file: string, envOverrides: RemoteConfig): Promise<ResolvedRemoteConfig> {
  let published: RemoteConfig = {};
  let problem: string | undefined;
  try {
    published = await readRemoteConfigFile(file);
  } catch (error) {
    if (!(error instanceof RemoteConfigFileError)) throw error;
    problem = error.message;
  }
  const remotes = { ...DEFAULT_REMOTE_CONFIG, ...published, ...envOverrides };
  return problem === undefined ? { remotes } : { remotes, problem };
}
