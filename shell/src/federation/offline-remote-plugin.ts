import { remoteFallbackModule } from './remote-fallback.js';

/**
 * Federation runtime plugin: when a remote (manifest, entry or exposed module) cannot be
 * loaded, hand back the shell's localized fallback instead of breaking the page.
 * It runs before shared modules exist, so it imports only a plain module.
 */
export default function offlineRemotePlugin() {
  return {
    name: 'offline-remote-plugin',
    errorLoadRemote(args: { id: string; lifecycle: string; error?: unknown; remote?: { name?: string } }) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${args.id} could not be loaded`, args.error);
      return remoteFallbackModule(args.remote?.name ?? args.id.split('/')[0]);
    },
  };
}
