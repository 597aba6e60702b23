import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateOwner,
  type OwnerLedger,
  type OwnerPayout,
  type Role,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { ownerWithTenant, payFirstRent, save, searchBox } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** A valid Saudi IBAN (its mod-97 check gives 1), and the same with a wrong check digit. */
const IBAN = 'SA0380000000608010167519';
const WRONG_IBAN = 'SA0480000000608010167519';

/** Signs in with the form as a demo role and opens the owner's view from the owners list, found by a search. */
async function openOwnerView(page: Page, role: Role, owner: EstateOwner) {
  const base = harness.site.baseUrl;
  await page.goto(`${base}/login?next=${encodeURIComponent('/estate/owners')}`);
  await signInWithForm(page, demoEmailFor(role), DEMO_PASSWORD);
  await page.getByTestId('owners-page').waitFor();
  await searchBox(page, 'owners-search').fill(owner.nameEn!);
  // The list shows the one owner found (the search has run), then their row's "view".
  const rows = page.getByTestId('owners-table').locator('tbody tr[data-row-key]');
  expect(await settled(() => rows.count(), 1)).toBe(1);
  const row = rows.filter({ hasText: owner.nameEn! });
  await row.waitFor();
  await row.getByTestId('owner-view').click();
  const drawer = page.getByTestId('person-view');
  await drawer.getByTestId('info-nationalId').waitFor();
  return drawer;
}

/** Digits of an amount as en-US groups them ("3,000"), as the page shows it in English. */
const grouped = (amount: number) => amount.toLocaleString('en-US', { maximumFractionDigits: 2 });

test("an accountant pays an owner out from the owner's view: a wrong IBAN records nothing, a payout lowers the balance by its amount", async () => {
  const base = harness.site.baseUrl;
  const { owner, property } = await ownerWithTenant(base);
  const accountant = await signInAs(base, 'accountant');
  const { invoice, receiptNumber } = await payFirstRent(accountant, property.id);
  const payoutsOf = async () => (await accountant.get<OwnerPayout[]>(`/api/estate/owners/${owner.id}/payouts`)).body;
  const ledgerOf = async () => (await accountant.get<OwnerLedger>(`/api/estate/owners/${owner.id}/ledger`)).body;
  // The rent collected, net of VAT, is held for the owner (no management agreement: no fee).
  expect((await ledgerOf()).closing).toBe(invoice.netAmount);

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const drawer = await openOwnerView(page, 'accountant', owner);
  const balance = drawer.getByTestId('owner-balance');
  await balance.waitFor();
  expect(await settled(() => balance.getAttribute('data-value').then(Number), invoice.netAmount)).toBe(
    invoice.netAmount,
  );
  expect(await balance.innerText()).toContain(grouped(invoice.netAmount));
  expect(await drawer.getByTestId('owner-agreement').innerText()).toContain('No agreement');
  const collected = drawer.getByTestId('owner-ledger-line').and(page.locator('[data-kind="collected"]'));
  expect(await settled(() => collected.count(), 1)).toBe(1);
  expect(await collected.innerText()).toMatch(new RegExp(`Rent collected\\s+${receiptNumber}`));

  // A payout of 1,000 by bank transfer to a wrong IBAN: the form says so under the IBAN and nothing is recorded.
  await drawer.getByTestId('owner-payout-record').click();
  const form = page.getByTestId('owner-payout-form');
  await form.waitFor();
  await page.locator('#owner-payout_amount').fill('1000');
  await page.locator('#owner-payout_iban').fill(WRONG_IBAN);
  expect(await save(page, page.getByTestId('owner-payout-save'), 'Payout recorded')).toBe(
    'not saved: IBAN: Not a valid Saudi IBAN: check its digits (SA and 22 digits)',
  );
  expect(await form.isVisible()).toBe(true);
  expect(await payoutsOf()).toEqual([]);

  // The right IBAN: recorded, the toast names its number, the balance falls by exactly 1,000 and the payout is listed.
  await page.locator('#owner-payout_iban').fill(IBAN);
  // The field checks the new IBAN as it is typed: its error goes before the save is pressed.
  await form.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
  expect(await save(page, page.getByTestId('owner-payout-save'), 'Payout recorded')).toBe('saved');
  await form.waitFor({ state: 'detached' });
  const [payout] = await payoutsOf();
  expect(payout).toMatchObject({ amount: 1000, method: 'bank_transfer', iban: IBAN });
  const toast = page.getByTestId('toast').filter({ hasText: 'Payout recorded' });
  await toast.filter({ hasText: payout!.payoutNumber }).waitFor();
  const left = invoice.netAmount - 1000;
  expect(await settled(() => balance.getAttribute('data-value').then(Number), left)).toBe(left);
  expect((await ledgerOf()).closing).toBe(left);
  const listed = drawer.locator(`[data-testid="owner-payout"][data-number="${payout!.payoutNumber}"]`);
  await listed.waitFor();
  expect(await listed.innerText()).toMatch(/Bank transfer[\s\S]*1,000/);
  // Its advice downloads as a PDF in the page's language, named after the payout.
  const [advice] = await Promise.all([
    page.waitForEvent('download'),
    listed.getByTestId('owner-payout-advice').click(),
  ]);
  expect(advice.suggestedFilename()).toBe(`${payout!.payoutNumber}-en.pdf`);
  const adviceFile = join(tmpdir(), `payout-advice-${Date.now()}.pdf`);
  await advice.saveAs(adviceFile);
  const adviceBytes = await readFile(adviceFile);
  expect(adviceBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(adviceBytes.toString('latin1')).toContain('/Lang (en)');
  const paidOut = drawer.getByTestId('owner-ledger-line').and(page.locator('[data-kind="payout"]'));
  expect(await settled(() => paidOut.count(), 1)).toBe(1);
  expect(await paidOut.innerText()).toContain(payout!.payoutNumber);

  // More than is held now: the server's refusal says how much is, under the amount; still one payout.
  await toast.waitFor({ state: 'detached' });
  await drawer.getByTestId('owner-payout-record').click();
  await form.waitFor();
  await page.locator('#owner-payout_amount').fill(String(left + 1));
  await page.locator('#owner-payout_iban').fill(IBAN);
  expect(await save(page, page.getByTestId('owner-payout-save'), 'Payout recorded')).toMatch(
    new RegExp(`^not saved: Amount: At most SAR\\s${grouped(left)} is held for this owner`),
  );
  expect(await payoutsOf()).toHaveLength(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });

  // A management agreement of 5% plus VAT from today: it shows as the one in force.
  await drawer.getByTestId('owner-agreement-set').click();
  await page.getByTestId('owner-agreement-form').waitFor();
  await page.locator('#owner-agreement_feePercent').fill('5');
  await page.locator('#owner-agreement_vatOnFee').click();
  expect(await save(page, page.getByTestId('owner-agreement-save'), 'Agreement saved')).toBe('saved');
  const agreement = drawer.getByTestId('owner-agreement');
  expect(
    await settled(
      async () => [
        await agreement.getByTestId('info-fee').innerText(),
        await agreement.getByTestId('info-vatOnFee').innerText(),
      ],
      ['Management fee\n5% of collected rent', 'VAT on the fee\nYes'],
    ),
  ).toEqual(['Management fee\n5% of collected rent', 'VAT on the fee\nYes']);
  expect(problems.errors).toEqual([expect.stringContaining('status of 409')]);
});

test("a property manager's owner view has no owner's money", async () => {
  const base = harness.site.baseUrl;
  const { owner, property } = await ownerWithTenant(base);
  await payFirstRent(await signInAs(base, 'accountant'), property.id);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const moneyReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/estate\/owners\/[^/]+\/(agreements|payouts|ledger)/.test(request.url())) moneyReads.push(request.url());
  });
  const drawer = await openOwnerView(page, 'property_manager', owner);
  await drawer.getByTestId('info-contracts').waitFor();
  expect(await settled(() => drawer.getByTestId('owner-money').count(), 0)).toBe(0);
  expect(await drawer.getByTestId('owner-balance').count()).toBe(0);
  expect(moneyReads).toEqual([]);
  expect(problems.errors).toEqual([]);
});
