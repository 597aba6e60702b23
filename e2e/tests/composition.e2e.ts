import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { motionDone, settled } from '../support/wait';
import { DEMO_ADMIN } from '@estate/contracts';

const harness = useSiteAndBrowser();

/** The back office and the admin area need sign-in: sign in as the demo admin through the API, in the page. */
async function signInAsAdmin(page: Page) {
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
    return response.status;
  }, DEMO_ADMIN);
  expect(status).toBeLessThan(300);
}

const documentState = (page: Page) =>
  page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    bodyClass: document.body.className,
    saved: localStorage.getItem('language'),
  }));

test('(a) Arabic RTL by default; the toggle switches to English LTR and the choice survives a reload', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/');
  await page.getByRole('heading', { level: 1, name: 'اعثر على عقارك القادم في المملكة العربية السعودية' }).waitFor();
  expect(await documentState(page)).toMatchObject({
    dir: 'rtl',
    lang: 'ar',
    bodyClass: expect.stringContaining('lang-ar'),
  });
  // antd inside the remote gets the shell's ConfigProvider direction (waited for: the heading is in the HTML
  // before the remote renders).
  await page.getByTestId('home-page').locator('.ant-btn-rtl').first().waitFor();
  expect(
    await page
      .locator('select.control')
      .first()
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('rtl');

  await page.getByTestId('language-toggle').first().click();
  await page.getByRole('heading', { level: 1, name: 'Find your next property in Saudi Arabia' }).waitFor();
  expect(await documentState(page)).toEqual({ dir: 'ltr', lang: 'en', bodyClass: 'lang-en', saved: 'en' });
  await page.getByTestId('home-page').locator('.ant-btn').first().waitFor();
  expect(await settled(() => page.getByTestId('home-page').locator('.ant-btn-rtl').count(), 0)).toBe(0);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Find your next property in Saudi Arabia' }).waitFor();
  expect(await documentState(page)).toMatchObject({ dir: 'ltr', lang: 'en' });
  expect(
    await settled(() => page.getByRole('link', { name: 'Properties', exact: true }).first().isVisible(), true),
  ).toBe(true);
  expect(problems.errors).toEqual([]);
});

test('(b) moving from a public page into each other area is a client-side navigation under the same header', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/about');
  await signInAsAdmin(page);
  await page.reload();
  await page.getByTestId('about-page').waitFor();
  await page.evaluate(() => Object.assign(window, { __sameDocument: 'kept' }));
  const header = await page.getByTestId('site-header').elementHandle();

  const areas = [
    { link: 'بوابة الملاك', path: '/owner-dashboard', layout: 'portals-layout' },
    { link: 'لوحة الموظفين', path: '/dashboard', layout: 'admin-layout' },
    { link: 'إدارة الأملاك', path: '/estate/properties', layout: 'estate-layout' },
  ];
  for (const area of areas) {
    await page.getByTestId('site-footer').getByRole('link', { name: area.link, exact: true }).click();
    await page.getByTestId(area.layout).waitFor();
    expect(new URL(page.url()).pathname).toBe(area.path);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument)).toBe('kept');
    expect(await header!.evaluate((el) => el.isConnected)).toBe(true);
    await page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .first()
      .getByRole('link', { name: 'من نحن' })
      .click();
    await page.getByTestId('about-page').waitFor();
  }
  expect(problems.errors).toEqual([]);
});

test('(c) every shared singleton is loaded once, from the shell, after visiting all four areas', async () => {
  const { page } = await openPage(harness.browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(harness.site.baseUrl + '/');
  await signInAsAdmin(page);
  await page.reload();
  await page.getByTestId('home-page').waitFor();
  for (const [path, marker] of [
    ['/dashboard', 'admin-layout'],
    ['/estate/properties', 'estate-layout'],
    ['/tenant-portal', 'portals-layout'],
  ]) {
    // Client-side navigation through the shell's router, as a link click would do.
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.getByTestId(marker).waitFor();
  }

  const registry = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const rows: { instance: string; pkg: string; version: string; from: string; loaded: boolean }[] = [];
    for (const [instance, scopes] of Object.entries(share))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, info] of Object.entries(versions))
            rows.push({ instance, pkg, version, from: info.from, loaded: !!info.loaded });
    return rows;
  });
  // Remotes run on the shell's federation runtime, so there is one share registry, the shell's.
  expect(new Set(registry.map((row) => row.instance.split(':')[0]))).toEqual(new Set(['shell']));
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    '@tanstack/react-query',
    'i18next',
    'react-i18next',
    '@estate/platform',
    '@estate/platform/ui',
  ]) {
    const rows = registry.filter((row) => row.pkg === pkg);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.version)).size).toBe(1);
    expect(new Set(rows.map((row) => row.from))).toEqual(new Set(['shell']));
    expect(rows.some((row) => row.loaded)).toBe(true);
  }
  // A remote ships only its entry and its own code; never a second copy of a shared library.
  const remoteScripts = scripts.filter((path) => path.startsWith('/mfe/'));
  for (const remote of ['public', 'admin', 'estate', 'portals']) {
    expect(remoteScripts).toContain(`/mfe/${remote}/remoteEntry.js`);
  }
  for (const path of remoteScripts) {
    expect(path).toMatch(/^\/mfe\/\w+\/(remoteEntry\.js|[\w-]+\.[0-9a-f]{8}\.js)$/);
    const body = await (await fetch(harness.site.baseUrl + path)).text();
    expect({ path, bundlesReact: body.includes('@license React') }).toEqual({ path, bundlesReact: false });
  }
});

test('(d) a remote whose manifest fails shows the localized fallback; header, language and other areas keep working', async () => {
  const { page } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/about');
  await signInAsAdmin(page);
  await page.route('**/mfe/estate/mf-manifest.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(harness.site.baseUrl + '/estate/properties');
  const fallback = page.getByTestId('remote-unavailable');
  await fallback.getByRole('heading', { name: 'هذا القسم غير متاح مؤقتاً' }).waitFor();
  expect(await settled(() => page.getByTestId('site-header').isVisible(), true)).toBe(true);

  await page.getByTestId('language-toggle').first().click();
  await fallback.getByRole('heading', { name: 'This section is temporarily unavailable' }).waitFor();

  await page.getByTestId('site-footer').getByRole('link', { name: 'Owner portal', exact: true }).click();
  await page.getByTestId('portals-layout').waitFor();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'About Us' })
    .click();
  await page.getByTestId('about-page').waitFor();

  // Once the remote is back, "Try again" loads it without reloading the page.
  await page.unroute('**/mfe/estate/mf-manifest.json');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Back office', exact: true }).click();
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await page.getByTestId('estate-layout').waitFor();
});

test('(e) an unknown path shows the 404 page, at the top level and inside an area', async () => {
  const { page } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/no-such-page');
  await page.getByRole('heading', { name: 'الصفحة غير موجودة' }).waitFor();
  await page.getByTestId('language-toggle').first().click();
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  for (const label of ['Home', 'Browse Properties', 'Search', 'Contact Us']) {
    expect(await settled(() => page.getByTestId('not-found').getByRole('link', { name: label }).count(), 1)).toBe(1);
  }

  await signInAsAdmin(page);
  await page.goto(harness.site.baseUrl + '/estate/no-such-screen');
  await page.getByTestId('estate-layout').getByRole('heading', { name: 'Page Not Found' }).waitFor();
  expect(await settled(() => page.getByTestId('site-header').isVisible(), true)).toBe(true);
});

test('the small-screen menu opens from the right in Arabic and from the left in English', async () => {
  const { page } = await openPage(harness.browser, { viewport: { width: 390, height: 800 } });
  await page.goto(harness.site.baseUrl + '/');
  await page.getByTestId('home-page').waitFor();
  expect(await settled(() => page.locator('.compact-nav .nav-link').count(), 4)).toBe(4);
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await motionDone(drawer);
  const arBox = await drawer.boundingBox();
  expect(arBox!.x + arBox!.width).toBeGreaterThan(385);
  expect(await settled(() => page.locator('.drawer-nav .nav-link').count(), 6)).toBe(6);
  await page.locator('.drawer-actions').getByTestId('language-toggle').click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const openDrawer = page.locator('.ant-drawer-open .ant-drawer-content-wrapper');
  await motionDone(openDrawer);
  const enBox = await openDrawer.boundingBox();
  expect(enBox!.x).toBeLessThan(5);
});

test('signed in, the desktop header fits the window in both languages and shows no small-screen menu button', async () => {
  const { page } = await openPage(harness.browser, { viewport: { width: 1440, height: 800 } });
  await page.goto(harness.site.baseUrl + '/properties');
  await signInAsAdmin(page);
  for (const [lang, menuName] of [
    ['ar', 'فتح القائمة'],
    ['en', 'Open menu'],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('language', value), lang);
    await page.goto(harness.site.baseUrl + '/properties');
    await page.locator('.header-account').getByTestId('header-user').waitFor({ state: 'attached' });
    for (const width of [1920, 1440, 1366, 1280, 1152, 1024, 992]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ lang, width, overflow }).toEqual({ lang, width, overflow: 0 });
      expect({ lang, width, menu: await page.getByRole('button', { name: menuName }).isVisible() }).toEqual({
        lang,
        width,
        menu: false,
      });
    }
    await page.setViewportSize({ width: 991, height: 800 });
    expect(await settled(() => page.getByRole('button', { name: menuName }).isVisible(), true)).toBe(true);
  }
});
