import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '@estate/contracts';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** Where a piece of the header is drawn, and whether it lies inside the window. */
async function placement(page: Page, selector: string) {
  const box = await page.locator('.header-bar').locator(selector).first().boundingBox();
  const viewport = page.viewportSize()!;
  return {
    wide: (box?.width ?? 0) > 20,
    inside: !!box && box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0,
  };
}

/** The header bar's overflow and height: nothing scrolls sideways inside it, and it stays one row. */
const headerFit = (page: Page) =>
  page.locator('.header-bar').evaluate((bar) => ({
    overflows: bar.scrollWidth > bar.clientWidth,
    oneRow: bar.getBoundingClientRect().height <= 72,
    pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
  }));

const fits = { overflows: false, oneRow: true, pageOverflows: false };
const shown = { wide: true, inside: true };

// The admin's seeded name (عبدالله بن سعد القحطاني) is the longest of the demo accounts.
for (const [language, labels] of [
  ['ar', { dashboard: 'لوحة التحكم', logout: 'تسجيل الخروج' }],
  ['en', { dashboard: 'Dashboard', logout: 'Logout' }],
] as const) {
  test(`signed in, in ${language}, the header shows the name and the dashboard and logout labels at 1366 and 1280 px, and fits at 390 px`, async () => {
    const { page, problems } = await openPage(harness.browser, { viewport: { width: 1366, height: 800 }, language });
    await page.goto(harness.site.baseUrl + '/login');
    await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByTestId('dashboard-page').waitFor();
    const account = page.locator('.header-account');
    await account.getByTestId('header-user').waitFor();

    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const parts = ['.header-user-name', '[data-testid="dashboard-button"] .account-button-text'];
      parts.push('[data-testid="logout-button"] .account-button-text');
      for (const selector of parts) {
        expect({
          width,
          selector,
          ...(await eventually(
            () => placement(page, selector),
            (p) => p.wide && p.inside,
          )),
        }).toEqual({ width, selector, ...shown });
      }
      expect({
        width,
        ...(await eventually(
          () => headerFit(page),
          (fit) => !fit.overflows,
        )),
      }).toEqual({ width, ...fits });
      expect(await settled(() => account.getByTestId('dashboard-button').innerText(), labels.dashboard)).toBe(
        labels.dashboard,
      );
      expect(await settled(() => account.getByTestId('logout-button').innerText(), labels.logout)).toBe(labels.logout);
      // A name too long for its place is cut with an ellipsis and given whole as the title.
      expect(await account.getByTestId('header-user').getAttribute('title')).toBe('عبدالله بن سعد القحطاني');
    }

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId('site-header').locator('.mobile-only').first().waitFor();
    expect(
      await eventually(
        () => headerFit(page),
        (fit) => !fit.overflows && !fit.pageOverflows,
      ),
    ).toEqual(fits);
    expect(problems.errors).toEqual([]);
  });
}
