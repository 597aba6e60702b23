import type { BrowserContext, Route } from 'playwright-core';
import { DEMO_ADMIN } from '@estate/contracts';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** What the language toggle leaves behind for a returning visitor: the stored choice and its cookie copy. */
async function rememberLanguage(context: BrowserContext, language: 'ar' | 'en') {
  await context.addCookies([{ name: 'lang', value: language, url: harness.site.baseUrl }]);
}

/**
 * Installed before any script of the page: adds up every layout shift (as CLS counts them, without
 * recent input) and notes where the page area and the footer are when the HTML has been parsed, before
 * the deferred scripts run.
 */
function watchLayout() {
  const state = {
    shift: 0,
    sources: [] as string[],
    before: null as null | { main: number; footer: number; prerendered: boolean },
  };
  Object.assign(window, { __layout: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      state.shift += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node as Element | undefined;
        state.sources.push(node?.outerHTML?.slice(0, 120) ?? String(node?.nodeName));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Deferred scripts run once the stylesheets are in, and only start loading the rest: at this point the
  // page shows the HTML as served, styled.
  document.addEventListener('DOMContentLoaded', () => {
    const main = document.querySelector('main');
    const footer = document.querySelector('footer');
    if (!main || !footer) return;
    state.before = {
      main: main.getBoundingClientRect().top,
      footer: footer.getBoundingClientRect().top,
      prerendered: document.querySelector('.prerendered') !== null,
    };
  });
}

describe.each([
  ['ar', 390, 844],
  ['ar', 1366, 900],
  ['en', 390, 844],
  ['en', 1366, 900],
] as const)('first load of the home page in %s at %i px', (language, width, height) => {
  test('the page area keeps its place and nothing shifts while the area loads', async () => {
    const { context, page, problems } = await openPage(harness.browser, { viewport: { width, height }, language });
    await rememberLanguage(context, language);
    await page.addInitScript(watchLayout);
    await page.goto(harness.site.baseUrl + '/');
    await page.getByTestId('home-page').waitFor();
    // The area's data (featured listings, auctions, figures) arrives below the first screen.
    await page.waitForLoadState('networkidle');
    await page.getByTestId('home-page').getByRole('heading', { level: 1 }).waitFor();

    const after = await page.evaluate(() => ({
      main: document.querySelector('main')!.getBoundingClientRect().top,
      footer: document.querySelector('footer')!.getBoundingClientRect().top,
      layout: (window as unknown as { __layout: { shift: number; sources: string[]; before: unknown } }).__layout,
    }));
    const before = after.layout.before as { main: number; footer: number; prerendered: boolean } | null;
    expect(before).toMatchObject({ prerendered: true });
    // The header was already in the HTML: the page area starts where it will stay.
    expect(after.main).toBeCloseTo(before!.main, 0);
    // The footer was never painted inside the first screen, to be pushed down later.
    expect(before!.footer).toBeGreaterThanOrEqual(height);
    // The shifted elements are part of the object, so a failure names them.
    expect({
      small: after.layout.shift < 0.05,
      shift: after.layout.shift,
      sources: after.layout.sources,
    }).toMatchObject({
      small: true,
    });
    expect(problems.errors).toEqual([]);
  });
});

test('the header and the start of the home page are in the HTML, before any script runs', async () => {
  const { page } = await openPage(harness.browser);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(harness.site.baseUrl + '/');
  const html = await (await fetch(harness.site.baseUrl + '/')).text();
  expect(html.indexOf('data-testid="site-header"')).toBeGreaterThan(html.indexOf('<body'));
  expect(html.indexOf('data-testid="site-header"')).toBeLessThan(html.indexOf('<footer'));

  // No script ran, yet the header, its navigation and the home hero are painted.
  await expect(
    page.evaluate(() => document.querySelectorAll('script:not([type="application/json"])').length),
  ).resolves.toBeGreaterThan(0);
  const header = page.locator('header.site-header');
  expect(await settled(() => header.isVisible(), true)).toBe(true);
  expect(await settled(() => header.locator('.brand-name').textContent(), 'دار العقارية')).toBe('دار العقارية');
  expect(
    await eventually(
      () => header.locator('nav.main-nav a').count(),
      (n) => n > 3,
    ),
  ).toBeGreaterThan(3);
  expect(await settled(() => page.locator('h1.hero-title').isVisible(), true)).toBe(true);
  expect(await settled(() => page.locator('footer.site-footer').isVisible(), true)).toBe(true);
  // The remote map comes with the page: no separate request for it is needed.
  expect(JSON.parse((await page.locator('#remote-map').textContent()) ?? '{}')).toMatchObject({
    mfe_public: expect.stringMatching(/mf-manifest\.json$/),
  });
});

test('an English visitor gets the page in English from the start', async () => {
  const response = await fetch(harness.site.baseUrl + '/properties', { headers: { cookie: 'lang=en' } });
  const html = await response.text();
  expect(html).toMatch(/<html lang="en" dir="ltr">/);
  expect(html).toContain('Dar Real Estate');
  expect(response.headers.get('vary')).toMatch(/cookie/i);
});

test('scripts, stylesheets and the page itself arrive compressed, and the page asks for no remote map', async () => {
  const { page } = await openPage(harness.browser);
  const answers: { url: string; type: string; encoding?: string }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type)) return;
    answers.push({ url: response.url(), type, encoding: (await response.allHeaders())['content-encoding'] });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(harness.site.baseUrl + '/');
  await page.getByTestId('home-page').waitFor();
  await page.waitForLoadState('networkidle');

  expect(answers.filter((answer) => answer.type === 'script').length).toBeGreaterThan(3);
  expect(answers.some((answer) => answer.type === 'stylesheet')).toBe(true);
  expect(answers.filter((answer) => !['br', 'gzip'].includes(answer.encoding ?? ''))).toEqual([]);
  expect(requested).not.toContain('/mfe-config.json');
});

describe.each([
  ['/dashboard', 'h1.dashboard-title', 'dashboard-tabs'],
  ['/estate/properties', 'h1.estate-page-title', 'properties-page'],
] as const)('first load of the staff page %s', (path, heading, body) => {
  test("its heading shows before the design system's second entry has arrived, and the rest follows", async () => {
    const { page, problems } = await openPage(harness.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(harness.site.baseUrl + '/login');
    const status = await page.evaluate(async (credentials) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      return response.status;
    }, DEMO_ADMIN);
    expect(status).toBeLessThan(300);

    // The second entry's stylesheet (its tabs' rules) is held back: the entry cannot run before it arrives.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holdSecondEntry = async (route: Route) => {
      try {
        const response = await route.fetch();
        const text = await response.text();
        if (text.includes('.ant-tabs-nav')) {
          holding();
          await released;
        }
        await route.fulfill({ response, body: text });
      } catch {
        // The page was closed with a stylesheet in flight: nothing is waiting for it any more.
      }
    };
    await page.route('**/*.css', holdSecondEntry);

    try {
      // Not waiting for the load event: a stylesheet held back may be one it waits for.
      await page.goto(harness.site.baseUrl + path, { waitUntil: 'commit' });
      // While the second entry is held back, the heading is on screen and the part below it waits, a screen tall.
      await held;
      await page.locator(heading).waitFor();
      expect(await settled(() => page.locator('.ant-tabs').count(), 0)).toBe(0);
      expect(await settled(() => page.locator('.page-loader-tall').count(), 1)).toBe(1);

      release();
      await page.locator('.ant-tabs').first().waitFor();
      await page.getByTestId(body).waitFor();
      expect(await settled(() => page.locator('.page-loader-tall').count(), 0)).toBe(0);
      expect(problems.errors).toEqual([]);
    } finally {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});
