import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

export interface Harness {
  site: Site;
  browser: Browser;
}

/**
 * Starts the composed site (with `env` added to the server's environment) and Chromium before the file's tests and stops both after them. Every browser context a
 * test opens (openPage) is closed after that test, passed or failed, so a failing assertion leaks no browser.
 */
export function useSiteAndBrowser(
  /** The server's extra environment, or a function giving it when the site starts (after earlier beforeAll hooks). */
  env: Record<string, string | undefined> | (() => Record<string, string | undefined>) = {},
): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    const extra = typeof env === 'function' ? env() : env;
    [harness.site, harness.browser] = await Promise.all([startSite(extra), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all((harness.browser?.contexts() ?? []).map((context) => context.close()));
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.site?.stop();
  });
  return harness;
}
