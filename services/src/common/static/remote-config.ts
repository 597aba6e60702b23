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

/** Defaults, then the published file, then the environment: the last one naming a remote wins. */
export async function resolveRemoteConfig(file: string, envOverrides: RemoteConfig): Promise<RemoteConfig> {
  return { ...DEFAULT_REMOTE_CONFIG, ...(await readRemoteConfigFile(file)), ...envOverrides };
}
