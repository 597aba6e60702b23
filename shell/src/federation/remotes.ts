import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteConfig, type RemoteName } from '@estate/contracts';
import { isRemoteFallback } from './remote-fallback.js';

const CONFIG_URL = '/mfe-config.json';
const ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;

/** Reads where each remote lives now (served no-store), so a remote redeploys without touching the shell. */
export async function registerRemotesFromConfig(): Promise<RemoteConfig> {
  let config: RemoteConfig = {};
  try {
    const response = await fetch(CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (response.ok) config = (await response.json()) as RemoteConfig;
  } catch {
    // Without the map every area shows its fallback; the shell itself still works.
  }
  const remotes = REMOTES.filter((name) => typeof config[name] === 'string').map((name) => ({
    name,
    entry: new URL(config[name], window.location.href).href,
  }));
  registerRemotes(remotes, { force: true });
  return config;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AreaModule = { default: ComponentType };

/** Loads a remote's routes, trying again once before settling for the fallback. */
export async function loadArea(name: RemoteName): Promise<AreaModule> {
  for (let attempt = 1; ; attempt += 1) {
    let module: unknown;
    try {
      module = await loadRemote<AreaModule>(`${name}/routes`);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
    if (module && !isRemoteFallback(module)) return module as AreaModule;
    if (module && attempt >= ATTEMPTS) return module as AreaModule;
    await sleep(RETRY_DELAY_MS * attempt);
  }
}
