import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

export interface Harness {
  site: Site;
  browser: Browser;
}

/** Starts the composed site and Chromium before the file's tests and stops both after them. */
export function useSiteAndBrowser(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    [harness.site, harness.browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.site?.stop();
  });
  return harness;
}
