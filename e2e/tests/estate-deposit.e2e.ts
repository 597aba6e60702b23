import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  type ContractDeposit,
  type ContractInvoices,
  type Role,
  todayInRiyadh,
} from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose, ownerWithTenant, save } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/**
 * A new owner's apartment let to a tenant from 100 days ago (quarterly, rent 500 a month, deposit 4,000), the
 * deposit paid by cheque and the contract terminated today: its deposit is held and may be settled.
 */
async function endedContractWithDeposit(baseUrl: string) {
  const { manager, contract } = await ownerWithTenant(baseUrl, {
    startedDaysAgo: 100,
    rent: 500,
    deposit: 4_000,
    frequency: 'quarterly',
  });
  const accountant = await signInAs(baseUrl, 'accountant');
  const invoices = await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`);
  expect(invoices.status).toBe(200);
  const deposit = invoices.body.items.find((invoice) => invoice.type === 'deposit')!;
  const paid = await accountant.post(`/api/estate/invoices/${deposit.id}/payments`, {
    amount: 4_000,
    method: 'check',
    paidOn: todayInRiyadh(),
  });
  expect(paid.status).toBe(201);
  const ended = await manager.post(`/api/estate/contracts/${contract.id}/terminate`, {
    terminationDate: todayInRiyadh(),
    reason: 'Moved out',
  });
  expect(ended.status).toBe(200);
  return { contract, accountant };
}

/** Signs in with the form as a demo role straight onto a contract's view, and waits for its invoices to be read. */
async function openContract(page: Page, role: Role, contractId: string) {
  const path = `/estate/contracts/${contractId}`;
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor(role), DEMO_PASSWORD);
  await page.getByTestId('contract-view-page').waitFor();
  await page.locator('[data-testid="contract-invoices"][data-count]').waitFor();
}

const depositOf = async (accountant: ApiClient, contractId: string) =>
  (await accountant.get<ContractDeposit>(`/api/estate/contracts/${contractId}/deposit`)).body;

/** Digits of an amount as en-US groups them ("4,000"), as the page shows it in English. */
const grouped = (amount: number) => amount.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Two decimals, as amounts are kept. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

test('an accountant settles an ended contract’s deposit: damages and unpaid invoices are paid from it, the rest is given back', async () => {
  const { contract, accountant } = await endedContractWithDeposit(harness.site.baseUrl);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await openContract(page, 'accountant', contract.id);

  // Held: the 4,000 paid by cheque; the contract has ended, so it may be settled.
  const section = page.getByTestId('contract-deposit');
  const held = section.getByTestId('deposit-held');
  expect(await settled(() => held.getAttribute('data-value'), '4000')).toBe('4000');
  expect(await held.innerText()).toContain(grouped(4_000));
  expect(await section.getByTestId('deposit-applied').count()).toBe(0);
  expect(await section.getByTestId('deposit-return').count()).toBe(0);

  // Settle: the unpaid invoices on (by default), damages of 200 with a note, given back in cash today.
  await section.getByTestId('deposit-settle').click();
  const form = page.getByTestId('deposit-settle-form');
  await form.waitFor();
  expect(await page.getByTestId('deposit-apply-unpaid').getAttribute('aria-checked')).toBe('true');
  expect(await page.locator('#deposit-settle_returnedOn').inputValue()).not.toBe('');
  await page.locator('#deposit-settle_damages').fill('200');
  await page.locator('#deposit-settle_damagesNote').fill('Broken kitchen door');
  // A bank transfer asks for the IBAN; cash does not.
  expect(await settled(() => page.locator('#deposit-settle_iban').count(), 1)).toBe(1);
  await choose(page, 'deposit-settle_method', 'Cash');
  expect(await settled(() => page.locator('#deposit-settle_iban').count(), 0)).toBe(0);
  expect(await save(page, page.getByTestId('deposit-settle-save'), 'Deposit settled')).toBe('saved');
  const toast = await page.getByTestId('toast').filter({ hasText: 'Deposit settled' }).innerText();
  await form.waitFor({ state: 'detached' });

  // The server's deposit: nothing held, damages among what was applied, and one return of the rest.
  const after = await depositOf(accountant, contract.id);
  expect(after.held).toBe(0);
  expect(after.applied.some((line) => line.amount === 200)).toBe(true);
  expect(after.returns).toHaveLength(1);
  const returned = after.returns[0]!;
  expect(returned.method).toBe('cash');
  expect(returned.amount).toBe(cents(4_000 - after.applied.reduce((total, line) => total + line.amount, 0)));
  expect(toast).toContain(`${grouped(returned.amount)} given back to the tenant`);

  // The section follows: held 0, no settle button, the applied lines (the damages among them) and the return.
  expect(await settled(() => held.getAttribute('data-value'), '0')).toBe('0');
  expect(await settled(() => section.getByTestId('deposit-settle').count(), 0)).toBe(0);
  const appliedRows = section.getByTestId('deposit-applied');
  const appliedAmounts = await eventually(
    () => appliedRows.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-amount')))),
    (amounts) => amounts.length === after.applied.length,
  );
  expect(appliedAmounts).toContain(200);
  const returnRows = section.getByTestId('deposit-return');
  expect(await settled(() => returnRows.count(), 1)).toBe(1);
  const returnAmount = Number(await returnRows.first().getAttribute('data-amount'));
  expect(returnAmount).toBe(cents(4_000 - appliedAmounts.reduce((total, amount) => total + amount, 0)));
  const returnText = await returnRows.first().innerText();
  expect(returnText).toContain(returned.returnNumber);
  expect(returnText).toContain('Cash');
  expect(returnText).toContain(grouped(returnAmount));

  // The contract's invoices are read again: none is left unpaid.
  const statuses = () =>
    page
      .getByTestId('contract-invoices')
      .getByTestId('status-badge')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
  const shown = await eventually(statuses, (values) => values.length > 0 && values.every((value) => value === 'paid'));
  expect(shown.filter((value) => value !== 'paid')).toEqual([]);
  expect(shown.length).toBeGreaterThan(0);
  expect(problems.errors).toEqual([]);
});

test('a property manager sees no deposit on the contract and the page does not ask for it', async () => {
  const { contract } = await endedContractWithDeposit(harness.site.baseUrl);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const depositReads: string[] = [];
  page.on('request', (request) => {
    if (/\/deposit(\/|\?|$)/.test(new URL(request.url()).pathname)) depositReads.push(request.url());
  });
  await openContract(page, 'property_manager', contract.id);
  await page.getByTestId('contract-documents').waitFor();
  expect(await settled(() => page.getByTestId('contract-deposit').count(), 0)).toBe(0);
  expect(await page.getByTestId('deposit-settle').count()).toBe(0);
  expect(depositReads).toEqual([]);
  expect(problems.errors).toEqual([]);
});
