import type { AppConfig } from '../config/app-config.js';
import { START_SCRIPT_SOURCE } from './page-html.js';

/** Origins of the remotes configured with absolute URLs (MFE_*_URL); their scripts and manifests are allowed. */
export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = Object.values(remoteUrls)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export function contentSecurityPolicyDirectives(config: Pick<AppConfig, 'remoteUrls' | 'publicUrl'>) {
  const remotes = remoteOrigins(config.remoteUrls);
  return {
    defaultSrc: ["'self'"],
    // START_SCRIPT_SOURCE: the one inline script of the page, which starts its scripts after the first paint.
    scriptSrc: ["'self'", START_SCRIPT_SOURCE, ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes],
    frameSrc: ['https://www.google.com', 'https://maps.google.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
  };
}
