import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteConfig, type RemoteName } from '@estate/contracts';
import { isRemoteFallback } from './remote-fallback.js';

const CONFIG_URL = '/mfe-config.json';
const ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;

/** The id of the JSON block in which the server hands the remote map to the page with its HTML. */
const INLINE_MAP_ID = 'remote-map';

/** The map the HTML carries, if the server put one in (it reads it on every page request). */
function inlineRemoteMap(): RemoteConfig | undefined {
  const text = document.getElementById(INLINE_MAP_ID)?.textContent;
  if (!text) return undefined;
  try {
    const map: unknown = JSON.parse(text);
    return map && typeof map === 'object' && !Array.isArray(map) ? (map as RemoteConfig) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads where each remote lives now (with the HTML, else served no-store), so a remote redeploys without touching the shell. */
export async function registerRemotesFromConfig(): Promise<RemoteConfig> {
  let config = inlineRemoteMap();
  if (!config) {
    config = {};
    try {
      const response = await fetch(CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
      if (response.ok) config = (await response.json()) as RemoteConfig;
    } catch {
      // Without the map every area shows its fallback; the shell itself still works.
    }
  }
  const remotes = REMOTES.filter((name) => typeof config[name] === 'string').map((name) => ({
    name,
    entry: new URL(config[name], window.location.href).href,
  }));
  registerRemotes(remotes, { force: true });
  return config;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a remote's `./routes` module gives: its routes, and optionally `preloadFor(pathname)`, which loads the code of
 * the screen at that path ahead of the first render.
 */
export type AreaModule = { default: ComponentType; preloadFor?: (pathname: string) => Promise<void> };

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
