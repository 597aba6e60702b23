import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  type ContractInvoices,
  DEMO_PASSWORD,
  demoEmailFor,
  ESTATE_API,
  type EstateContract,
  type EstateList,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually } from '../support/wait';

const harness = useSiteAndBrowser();

/** The back office's lists, each with the test id of its table (its cards on a phone are `<id>-card`). */
const LISTS = [
  { path: '/estate/owners', table: 'owners-table' },
  { path: '/estate/tenants', table: 'tenants-table' },
  { path: '/estate/properties', table: 'properties-table' },
  { path: '/estate/properties?tab=units', table: 'units-table' },
  { path: '/estate/payments', table: 'payments-table' },
  { path: '/estate/maintenance', table: 'maintenance-table' },
];

/** How a list's rows sit on the page: the table's overflow, the first row's actions box, the page's overflow. */
const tableLayout = (page: Page, table: string) =>
  page.evaluate((testId) => {
    const root = document.querySelector(`[data-testid="${testId}"]`);
    const scroller = root?.querySelector('.ant-table-content, .ant-table-body') as HTMLElement | null;
    const actions = root?.querySelector(
      'tbody tr.ant-table-row td:last-child .estate-actions button, tbody tr.ant-table-row td:last-child .estate-actions a',
    );
    const box = actions?.getBoundingClientRect();
    return {
      rows: root?.querySelectorAll('tbody tr.ant-table-row').length ?? 0,
      tableOverflow: scroller ? scroller.scrollWidth - scroller.clientWidth : -1,
      actionsInView: !!box && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, table);

/** A phone's list: its cards, whether the first one's actions are on screen, and the page's overflow. */
const cardLayout = (page: Page, table: string) =>
  page.evaluate((testId) => {
    const cards = document.querySelectorAll(`[data-testid="${testId}-card"]`);
    const button = cards[0]?.querySelector('.estate-row-card-actions button, .estate-row-card-actions a');
    const box = button?.getBoundingClientRect();
    return {
      cards: cards.length,
      tables: document.querySelectorAll(`[data-testid="${testId}"] table`).length,
      actionsInView: !!box && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, table);

/** The page's path with its query, as LISTS writes it. */
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function signedIn(width: number, language: 'ar' | 'en', path: string) {
  const opened = await openPage(harness.browser, { viewport: { width, height: 900 }, language });
  await opened.page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(opened.page, demoEmailFor('admin'), DEMO_PASSWORD);
  // Signed in once the form has sent the browser on to the page asked for.
  await opened.page.waitForURL((url) => url.pathname === path);
  return opened;
}

for (const language of ['ar', 'en'] as const) {
  for (const width of [1366, 1280]) {
    test(`at ${width} px in ${language}, every estate list shows all its columns and its row actions without sideways scrolling`, async () => {
      const { page, problems } = await signedIn(width, language, LISTS[0].path);
      for (const list of LISTS) {
        if (pathOf(page) !== list.path) await page.goto(`${harness.site.baseUrl}${list.path}`);
        const layout = await eventually(
          () => tableLayout(page, list.table),
          (seen) => seen.rows > 0 && seen.actionsInView,
        );
        expect({ list: list.path, ...layout }).toEqual({
          list: list.path,
          rows: layout.rows,
          tableOverflow: 0,
          actionsInView: true,
          pageOverflow: 0,
        });
        expect(layout.rows).toBeGreaterThan(0);
      }
      expect(problems.errors).toEqual([]);
    });
  }

  test(`on a 390 px phone in ${language}, each estate list's rows are cards with their actions, nothing scrolls sideways`, async () => {
    const { page, problems } = await signedIn(390, language, LISTS[0].path);
    for (const list of LISTS) {
      if (pathOf(page) !== list.path) await page.goto(`${harness.site.baseUrl}${list.path}`);
      const layout = await eventually(
        () => cardLayout(page, list.table),
        (seen) => seen.cards > 0 && seen.actionsInView,
      );
      expect({ list: list.path, ...layout }).toEqual({
        list: list.path,
        cards: layout.cards,
        tables: 0,
        actionsInView: true,
        pageOverflow: 0,
      });
      expect(layout.cards).toBeGreaterThan(0);
    }
    expect(problems.errors).toEqual([]);
  });
}

test("at 1366 px in Arabic and English, a contract's invoices show every column and their actions without sideways scrolling", async () => {
  const admin = await signInAs(harness.site.baseUrl, 'admin');
  const contracts = await admin.get<EstateList<EstateContract>>('/api/estate/contracts?limit=20');
  // A seeded contract that has issued invoices.
  let contract: EstateContract | undefined;
  for (const candidate of contracts.body.items) {
    const invoices = await admin.get<ContractInvoices>(ESTATE_API.contractInvoices(candidate.id));
    if (invoices.body.items.length > 0) {
      contract = candidate;
      break;
    }
  }
  if (!contract) throw new Error('no seeded contract has invoices');
  for (const language of ['ar', 'en'] as const) {
    const { page, problems } = await signedIn(1366, language, `/estate/contracts/${contract.id}`);
    const layout = await eventually(
      () => tableLayout(page, 'contract-invoices-table'),
      (seen) => seen.rows > 0 && seen.actionsInView,
    );
    expect(layout).toEqual({ rows: layout.rows, tableOverflow: 0, actionsInView: true, pageOverflow: 0 });
    expect(layout.rows).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
  }
});

test("an import's preview names each refused row's field by its column header in the page's language", async () => {
  const file = join(tmpdir(), `owners-import-${Date.now()}.csv`);
  // A row whose national ID is too short and whose phone is not a phone.
  await writeFile(file, '\ufeffالاسم,الجوال,رقم الهوية\nمالك المعاينة,12,123\n');
  for (const [language, header, key] of [
    ['ar', 'رقم الهوية', 'nationalId'],
    ['en', 'National ID', 'nationalId'],
  ] as const) {
    const { page, problems } = await signedIn(1366, language, '/estate/owners');
    await page.getByTestId('owners-import').click();
    await page.getByTestId('import-file').setInputFiles(file);
    const errors = page.getByTestId('import-errors');
    await errors.locator('tbody tr', { hasText: header }).first().waitFor();
    const fields = await eventually(
      () => errors.locator('tbody tr td:nth-child(2)').allInnerTexts(),
      (texts) => texts.includes(header),
    );
    expect(fields).toContain(header);
    expect(fields).not.toContain(key);
    expect(problems.errors).toEqual([]);
  }
});
