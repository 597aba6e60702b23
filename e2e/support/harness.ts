import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

export interface Harness {
  site: Site;
  browser: Browser;
}

/**
 * Starts the composed site and Chromium before the file's tests and stops both after them. Every browser context a
 * test opens (openPage) is closed after that test, passed or failed, so a failing assertion leaks no browser.
 */
export function useSiteAndBrowser(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    [harness.site, harness.browser] = await Promise.all([startSite(), launchBrowser()]);
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
