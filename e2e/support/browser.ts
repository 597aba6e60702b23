import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import chromiumSettings from '../chromium.json';

/** Debian's Chromium with the flags this machine needs; no browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || chromiumSettings.executablePath;
const FLAGS = chromiumSettings.args;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

export interface PageProblems {
  /** Uncaught exceptions and console errors, minus the expected ones. */
  errors: string[];
}

/** A signed-out visitor's who-am-I answers 401: expected, not an error of the page. */
const isExpected = (text: string, url: string) => /status of 401/.test(text) && url.endsWith('/api/auth/me');

/**
 * A new browser context with one page, watched for errors. The harness (useSiteAndBrowser) closes every context after
 * its test, whether it passed or failed.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; language?: 'ar' | 'en' } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  if (options.language) {
    // The visitor's saved choice, as the language toggle stores it. Third-party frames (maps) may not read storage.
    await context.addInitScript((language) => {
      try {
        window.localStorage.setItem('language', language);
      } catch {
        // not this site's frame
      }
    }, options.language);
  }
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url ?? '';
    if (!isExpected(text, url)) problems.errors.push(`console: ${text} (${url})`);
  });
  return { context, page, problems };
}
