import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  ESTATE_PAGE_SIZE,
  type EstateList,
  type LedgerEntry,
  type AccountLedger,
  type DepositsRegister,
  type TrialBalance,
  todayInRiyadh,
  type VatReport,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose, ownerWithTenant } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

async function openLedger(page: Page, path = '/estate/ledger') {
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('ledger-page').waitFor();
}

/** The amount a total shows, as the page wrote it in `data-amount`. */
const amountOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-amount'));

test('an accountant reads a balanced trial balance, then the journal of the receivables account', async () => {
  const base = harness.site.baseUrl;
  // A new tenant's contract from today: its first rent invoice is due today, so it is posted today (Dr 1200).
  const { property } = await ownerWithTenant(base);
  const accountant = await signInAs(base, 'accountant');
  const server = (await accountant.get<TrialBalance>(`/api/estate/ledger/trial-balance?asOf=${todayInRiyadh()}`)).body;
  expect(server.totalDebit).toBeGreaterThan(0);

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await openLedger(page);

  // The trial balance is the first tab: balanced, its two totals equal, and the server's.
  const status = page.getByTestId('trial-balance-status');
  await status.waitFor();
  expect(await settled(() => status.getAttribute('data-balanced'), 'true')).toBe('true');
  expect(await status.innerText()).toBe('Balanced');
  const debit = await eventually(
    () => amountOf(page, 'trial-balance-total-debit'),
    (amount) => amount === server.totalDebit,
  );
  const credit = await amountOf(page, 'trial-balance-total-credit');
  expect(debit).toBeGreaterThan(0);
  expect(credit).toBe(debit);
  expect(debit).toBe(server.totalDebit);
  expect(await page.getByTestId('trial-balance-total-debit').innerText()).toContain('SAR');
  expect(
    await settled(
      () => page.getByTestId('trial-balance-table').locator('tbody tr[data-account]').count(),
      server.rows.length,
    ),
  ).toBe(server.rows.length);

  // The journal, filtered on tenants' receivables (1200): every entry listed has a line on 1200.
  await page.getByTestId('ledger-tabs').getByRole('tab', { name: 'Journal' }).click();
  await page.getByTestId('ledger-journal').waitFor();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('journal');
  const entries = page.getByTestId('ledger-journal').getByTestId('ledger-entry');
  await entries.first().waitFor();
  const filtered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/estate/ledger/entries' &&
      new URL(response.url()).searchParams.get('account') === '1200',
  );
  await choose(page, 'ledger-account', '1200');
  expect((await filtered).status()).toBe(200);
  expect(new URL(page.url()).searchParams.get('account')).toBe('1200');
  const shown = () =>
    page.getByTestId('ledger-journal').evaluate((journal) => {
      const rows = [...journal.querySelectorAll('[data-testid="ledger-entry"]')];
      return {
        loading: !!journal.querySelector('.ant-spin-spinning'),
        entries: rows.length,
        withoutReceivables: rows
          .filter((row) => !row.querySelector('[data-testid="ledger-line"][data-account="1200"]'))
          .map((row) => row.getAttribute('data-entry-number')),
      };
    });
  const journal = await eventually(
    shown,
    (value) => !value.loading && value.entries > 0 && !value.withoutReceivables.length,
  );
  expect(journal.entries).toBeGreaterThan(0);
  expect(journal.withoutReceivables).toEqual([]);
  // An invoice's posting links to the invoice in the payments screen.
  const links = await entries
    .getByTestId('ledger-entry-source')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(links.some((href) => href.startsWith('/estate/payments?invoice='))).toBe(true);

  // The journal of one property: the entries the server lists for it, no other.
  const expected = (
    await accountant.get<EstateList<LedgerEntry>>(
      `/api/estate/ledger/entries?propertyId=${property.id}&limit=${ESTATE_PAGE_SIZE}`,
    )
  ).body;
  expect(expected.total).toBeGreaterThan(0);
  await page.goto(`${base}/estate/ledger?tab=journal&propertyId=${property.id}`);
  await page.getByTestId('ledger-journal').waitFor();
  const numbers = () =>
    entries.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-entry-number'))).sort());
  const wanted = expected.items.map((entry) => entry.entryNumber).sort();
  expect(await eventually(numbers, (shown) => JSON.stringify(shown) === JSON.stringify(wanted))).toEqual(wanted);
  expect(problems.errors).toEqual([]);
});

test('in Arabic the ledger reads right to left, with its Arabic title and status', async () => {
  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await openLedger(page);
  const title = page.getByTestId('ledger-page').getByRole('heading', { level: 1 });
  expect(await settled(() => title.innerText(), 'الدفتر المحاسبي')).toBe('الدفتر المحاسبي');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const status = page.getByTestId('trial-balance-status');
  await status.waitFor();
  expect(await settled(() => status.innerText(), 'متوازن')).toBe('متوازن');
  const nav = page.getByRole('navigation', { name: 'أقسام إدارة الأملاك' });
  expect(await settled(() => nav.getByRole('link', { name: 'الدفتر المحاسبي' }).count(), 1)).toBe(1);
  expect(problems.errors).toEqual([]);
});

test('an accountant reads the deposits and VAT as the API answers them, and the general ledger of receivables adds up', async () => {
  const base = harness.site.baseUrl;
  await ownerWithTenant(base);
  const today = todayInRiyadh();
  const accountant = await signInAs(base, 'accountant');
  const deposits = (await accountant.get<DepositsRegister>(`/api/estate/ledger/deposits?asOf=${today}`)).body;
  const vat = (await accountant.get<VatReport>(`/api/estate/ledger/vat?to=${today}`)).body;

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await openLedger(page);

  // The deposits register: a row per contract and the totals, the server's.
  await page.getByTestId('ledger-tabs').getByRole('tab', { name: 'Deposits' }).click();
  await page.getByTestId('ledger-deposits').waitFor();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('deposits');
  for (const key of ['billed', 'outstanding', 'received', 'returned', 'held'] as const) {
    expect(await settled(() => amountOf(page, `ledger-deposits-total-${key}`), deposits.totals[key])).toBe(
      deposits.totals[key],
    );
  }
  expect(await settled(() => page.getByTestId('ledger-deposit').count(), deposits.rows.length)).toBe(
    deposits.rows.length,
  );

  // VAT payable by month this year: the months, the totals and the balance at the end, the server's.
  await page.getByTestId('ledger-tabs').getByRole('tab', { name: 'VAT' }).click();
  await page.getByTestId('ledger-vat').waitFor();
  expect(await settled(() => amountOf(page, 'ledger-vat-balance'), vat.balance)).toBe(vat.balance);
  for (const key of ['output', 'adjusted', 'net'] as const) {
    expect(await settled(() => amountOf(page, `ledger-vat-total-${key}`), vat.totals[key])).toBe(vat.totals[key]);
  }
  expect(await settled(() => page.getByTestId('ledger-vat-month').count(), vat.months.length)).toBe(vat.months.length);

  // A trial balance row opens its account's general ledger to the same day.
  await page.getByTestId('ledger-tabs').getByRole('tab', { name: 'Trial balance' }).click();
  await page.getByTestId('trial-balance-table').locator('tbody tr[data-account="1200"] td').nth(2).click();
  await page.getByTestId('general-ledger').waitFor();
  const address = new URL(page.url()).searchParams;
  expect([address.get('tab'), address.get('account'), address.get('to')]).toEqual(['generalLedger', '1200', today]);

  // Today's lines of receivables (the new contract's first rent invoice among them): opening + lines = closing.
  const server = (
    await accountant.get<AccountLedger>(`/api/estate/ledger/accounts/1200/lines?from=${today}&to=${today}&limit=50`)
  ).body;
  expect(server.total).toBeGreaterThan(0);
  expect(server.total).toBeLessThanOrEqual(50);
  await page.goto(`${base}/estate/ledger?tab=generalLedger&account=1200&from=${today}&to=${today}`);
  await page.getByTestId('general-ledger').waitFor();
  expect(await settled(() => amountOf(page, 'general-ledger-closing'), server.closing)).toBe(server.closing);
  const shown = await eventually(
    () =>
      page.getByTestId('general-ledger').evaluate((ledger) => ({
        loading: !!ledger.querySelector('.ant-spin-spinning'),
        opening: Number(ledger.querySelector('[data-testid="general-ledger-opening"]')?.getAttribute('data-amount')),
        closing: Number(ledger.querySelector('[data-testid="general-ledger-closing"]')?.getAttribute('data-amount')),
        lines: [...ledger.querySelectorAll('[data-testid="general-ledger-line"]')].map((row) => ({
          debit: Number(row.getAttribute('data-debit')),
          credit: Number(row.getAttribute('data-credit')),
          balance: Number(row.getAttribute('data-balance')),
        })),
      })),
    (value) => !value.loading && value.lines.length === server.total,
  );
  expect(shown.opening).toBe(server.opening);
  const moved = shown.lines.reduce((sum, line) => sum + Math.round((line.debit - line.credit) * 100), 0);
  expect(Math.round(shown.opening * 100) + moved).toBe(Math.round(shown.closing * 100));
  expect(shown.lines.at(-1)!.balance).toBe(shown.closing);
  expect(shown.lines.map((line) => line.balance)).toEqual(server.items.map((line) => line.balance));
  expect(problems.errors).toEqual([]);
});
