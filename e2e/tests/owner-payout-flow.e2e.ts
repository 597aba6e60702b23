import { DEMO_PASSWORD, type OwnerOverview, type OwnerPayout, todayInRiyadh, type UserDto } from '@estate/contracts';
import { ApiClient, signInAs } from '@estate/test-support';
import { pdfToText } from '../../services/test/support/pdftotext';
import { openPage } from '../support/browser';
import { ownerWithTenant, payFirstRent, uniqueNationalId } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually } from '../support/wait';

const harness = useSiteAndBrowser();

/** An amount as the statement PDF prints it: SAR, en-US groups, halalas only when there are some. */
const statementMoney = (amount: number) => {
  const decimals = Math.round(Math.abs(amount) * 100) % 100 === 0 ? 0 : 2;
  return `SAR ${amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
};

test("the accountant pays an owner out: the owner's balance falls by it, the payout is listed, and the statement's closing balance is the dashboard's", async () => {
  const base = harness.site.baseUrl;
  const { owner, property } = await ownerWithTenant(base);
  const accountant = await signInAs(base, 'accountant');
  const { invoice } = await payFirstRent(accountant, property.id);

  // The owner's account, linked to the owner record.
  const admin = await signInAs(base, 'admin');
  const email = `owner.flow.${uniqueNationalId('1')}@example.sa`;
  const account = await admin.post<UserDto>('/api/users', {
    name: owner.name,
    email,
    role: 'owner',
    password: DEMO_PASSWORD,
  });
  expect(account.status).toBe(201);
  const manager = await signInAs(base, 'property_manager');
  expect((await manager.patch(`/api/estate/owners/${owner.id}`, { userId: account.body.id })).status).toBe(200);
  const portal = await new ApiClient(base).signIn(email, DEMO_PASSWORD);
  const held = async () => (await portal.get<OwnerOverview>('/api/me/owner')).body.money.held;
  const before = await held();
  // A residential rent carries no VAT: what is held is the rent collected.
  expect(before).toBe(invoice.netAmount);

  const { page, problems } = await openPage(harness.browser, { viewport: { width: 390, height: 844 }, language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/owner-dashboard')}`);
  await signInWithForm(page, email, DEMO_PASSWORD);
  await page.getByTestId('owner-dashboard').waitFor();
  const heldCard = page.getByTestId('owner-held');
  const openFinancial = async () => {
    await page.getByRole('tab', { name: 'Financial' }).click();
    await heldCard.waitFor();
  };
  await openFinancial();
  expect(
    await eventually(
      () => heldCard.innerText(),
      (text) => text.includes(statementMoney(before).slice(4)),
    ),
  ).toContain(statementMoney(before).slice(4));

  const payout = await accountant.post<OwnerPayout>(`/api/estate/owners/${owner.id}/payouts`, {
    amount: 1_000,
    paidOn: todayInRiyadh(),
    method: 'bank_transfer',
    iban: 'SA0380000000608010167519',
  });
  expect(payout.status).toBe(201);
  const after = await held();
  expect(Math.round((before - after) * 100) / 100).toBe(1_000);

  await page.reload();
  await page.getByTestId('owner-dashboard').waitFor();
  await openFinancial();
  expect(
    await eventually(
      () => heldCard.innerText(),
      (text) => text.includes(statementMoney(after).slice(4)),
    ),
  ).toContain(statementMoney(after).slice(4));
  const row = page.locator(`[data-testid="owner-payout"][data-number="${payout.body.payoutNumber}"]`);
  await row.waitFor();

  // The year's statement closes on what the dashboard says is held.
  const year = todayInRiyadh().slice(0, 4);
  const response = await fetch(`${base}/api/me/owner/statement?year=${year}&lang=en`, {
    headers: { cookie: portal.cookieHeader() },
  });
  expect(response.status).toBe(200);
  const text = await pdfToText(Buffer.from(await response.arrayBuffer()));
  const closing = text.indexOf('Closing balance', text.indexOf('Your balance with us'));
  expect(closing).toBeGreaterThan(0);
  expect(text.slice(closing, closing + 200)).toContain(statementMoney(after));
  expect(problems.errors).toEqual([]);
});
