import type { AppConfig } from '../config/app-config.js';
import { START_SCRIPT_SOURCE } from './page-html.js';

/**
 * Origins of the remotes given with absolute URLs (in MFE_*_URL or in the published remote map); their manifests,
 * scripts, styles, fonts and images are allowed.
 */
export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = Object.values(remoteUrls)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * The policy's directives for a remote map. Every response carries the one of the environment's map (MFE_*_URL); a
 * page carries the one of the map it was composed with (the published file read for that request), so a remote moved
 * to another origin by editing the file loads without a restart.
 */
export function contentSecurityPolicyDirectives(config: Pick<AppConfig, 'remoteUrls' | 'publicUrl'>) {
  const remotes = remoteOrigins(config.remoteUrls);
  return {
    defaultSrc: ["'self'"],
    // START_SCRIPT_SOURCE: the one inline script of the page, which starts its scripts after the first paint.
    scriptSrc: ["'self'", START_SCRIPT_SOURCE, ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
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
