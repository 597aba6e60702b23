import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { type AuctionListResponse, type PropertyListResponse, SESSION_COOKIE } from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { animationsDone } from '../support/wait';

const harness = useSiteAndBrowser();
let propertyPath: string;
let auctionPath: string;

// axe-core is evaluated in the page through the DevTools protocol, which the page's CSP does not govern.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  const listing = (await (
    await fetch(`${harness.site.baseUrl}/api/properties?limit=1`)
  ).json()) as PropertyListResponse;
  propertyPath = `/property/${listing.properties[0].id}`;
  const auctions = (await (
    await fetch(`${harness.site.baseUrl}/api/auctions?status=active`)
  ).json()) as AuctionListResponse;
  auctionPath = `/auctions/${auctions.auctions[0].id}`;
});

/** The public pages a visitor reaches without signing in, and the sign-in pages. */
const PAGES = () => [
  '/',
  '/properties',
  '/search?city=riyadh',
  propertyPath,
  '/auctions',
  auctionPath,
  '/services',
  '/about',
  '/contact',
  '/service-request',
  '/privacy',
  '/terms',
  '/login',
  '/register',
];

/** Waits until the area has rendered its main heading and no request is still running. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 });
  // Mid-animation (a dialog zooming in) colours are blended and their contrast is not what the reader sees.
  await animationsDone(page);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // The embedded maps are third-party frames that cannot load offline.
      iframes: false,
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Arabic is read on a phone-sized window (where a page must not scroll sideways either), English on a desktop one.
test.each([
  ['ar', { width: 390, height: 844 }],
  ['en', { width: 1280, height: 800 }],
] as const)('public pages have no serious or critical axe violation (%s, %o)', async (language, viewport) => {
  const { page, problems } = await openPage(harness.browser, { language, viewport });
  const found: Record<string, string[]> = {};
  const overflowing: Record<string, number> = {};
  for (const path of PAGES()) {
    await page.goto(harness.site.baseUrl + path);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (width > 0) overflowing[path] = width;
  }
  expect(found).toEqual({});
  expect(overflowing).toEqual({});
  expect(problems.errors).toEqual([]);
});

test('staff pages have no serious or critical axe violation', async () => {
  const { context, page, problems } = await openPage(harness.browser);
  const admin = await signInAs(harness.site.baseUrl, 'admin');
  await context.addCookies([{ name: SESSION_COOKIE, value: admin.sessionToken!, url: harness.site.baseUrl }]);
  const found: Record<string, string[]> = {};
  const staffPages = [
    '/dashboard',
    '/admin/users',
    '/admin/requests',
    '/admin/properties',
    '/add-property',
    '/admin/auctions',
    '/add-auction',
    '/estate/properties',
    '/estate/contracts',
    '/estate/payments',
    '/estate/maintenance',
    '/estate/reports',
    '/estate/notifications',
    '/estate/ledger',
    '/estate/ledger?tab=journal',
    '/estate/einvoices',
    '/estate/einvoices?tab=vat',
    '/estate/einvoices?tab=settings',
    '/estate/owners',
  ];
  for (const path of staffPages) {
    await page.goto(harness.site.baseUrl + path);
    await settled(page);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  // The listing dialog, open over its page.
  await page.goto(harness.site.baseUrl + '/admin/properties');
  await settled(page);
  await page.getByTestId('add-listing').click();
  await page.getByTestId('property-form').waitFor();
  await settled(page);
  const dialog = await seriousViolations(page);
  if (dialog.length) found['/admin/properties (add dialog)'] = dialog;
  expect(found).toEqual({});
  expect(problems.errors).toEqual([]);
});

test.each(['ar', 'en'] as const)(
  'the portals on a phone: no serious or critical axe violation and no sideways scroll (%s)',
  async (language) => {
    const { context, page, problems } = await openPage(harness.browser, {
      language,
      viewport: { width: 390, height: 844 },
    });
    const found: Record<string, string[]> = {};
    const overflowing: Record<string, number> = {};
    const visit = async (who: string, path: string) => {
      await page.goto(harness.site.baseUrl + path);
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[`${path} (${who})`] = violations;
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (width > 0) overflowing[`${path} (${who})`] = width;
    };
    await visit('visitor', '/maintenance-request');
    const accounts = [
      ['owner', ['/owner-dashboard', '/notifications']],
      ['tenant', ['/tenant-portal', '/maintenance-request']],
      ['property_manager', ['/property-management']],
    ] as const;
    for (const [role, paths] of accounts) {
      const client = await signInAs(harness.site.baseUrl, role);
      await context.clearCookies();
      await context.addCookies([{ name: SESSION_COOKIE, value: client.sessionToken!, url: harness.site.baseUrl }]);
      for (const path of paths) await visit(role, path);
    }
    expect(found).toEqual({});
    expect(overflowing).toEqual({});
    expect(problems.errors).toEqual([]);
  },
);
