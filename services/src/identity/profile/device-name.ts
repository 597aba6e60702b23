/**
 * A short readable name of the device a session signed in from, read from its User-Agent: "Chrome on Windows",
 * "Safari on iOS". Written here rather than taken from a user-agent library: it names a few browsers and systems
 * for a list of one's sessions, nothing else depends on it, and no such library is among the kept ones.
 */
export interface DeviceName {
  browser: string | null;
  system: string | null;
  /** "Browser on System", the one that is known, or "Unknown device". */
  device: string;
}

/** Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iOS before macOS (an iPhone says "like Mac OS X"), Android before Linux. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const text = userAgent ?? '';
  const browser = first(text, BROWSERS);
  const system = first(text, SYSTEMS);
  const device = browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Unknown device');
  return { browser, system, device };
}
