import {
  type AdminAuction,
  type AuctionDetail,
  DEMO_PASSWORD,
  localizeDigits,
  type ProxyBidState,
  type PropertyListResponse,
  type RegisterResponse,
  SANDBOX_CARDS,
  SESSION_COOKIE,
} from '@estate/contracts';
import { ApiClient, newNationalId, payDeposit, signInAs, verifyBidder } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { eventually, motionDone, settled } from '../support/wait';

// Staff's auctions here start at once: no notice (AUCTION_NOTICE_DAYS) asked before the start.
const harness = useSiteAndBrowser({ AUCTION_NOTICE_DAYS: '0' });

/** A new account for this file (registration is rate limited per address: one is enough). */
const account = {
  name: 'سلمان الدوسري',
  email: `verified.bidder.${Date.now()}@example.sa`,
  password: 'Bidder@2025',
};

const START_PRICE = 400_000;

beforeAll(async () => {
  const response = await new ApiClient(harness.site.baseUrl).post<RegisterResponse>('/api/auth/register', {
    name: account.name,
    email: account.email,
    phone: '0501234568',
    password: account.password,
    role: 'user',
  });
  expect(response.status).toBe(202);
});

/** A running auction with no bid yet, created by staff on the first listing that takes one. */
async function createActiveAuction(): Promise<AuctionDetail> {
  const base = harness.site.baseUrl;
  const admin = await signInAs(base, 'admin');
  const listings = await admin.get<PropertyListResponse>('/api/properties?limit=30');
  let created: AdminAuction | undefined;
  for (const listing of listings.body.properties) {
    const answer = await admin.post<AdminAuction>('/api/admin/auctions', {
      propertyId: listing.id,
      title: 'مزاد للمزايدين الموثقين',
      titleEn: 'Verified bidders auction',
      startPrice: START_PRICE,
      minIncrement: 1_000,
      startDate: new Date(Date.now() + 2_000).toISOString(),
      endDate: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      licenseNumber: '1450012345',
      licenseDate: new Date().toISOString().slice(0, 10),
      licenseDurationDays: 30,
    });
    if (answer.status === 201) {
      created = answer.body;
      break;
    }
  }
  expect(created).toBeDefined();
  const visitor = new ApiClient(base);
  const active = await eventually(
    () => visitor.get<AuctionDetail>(`/api/auctions/${created!.id}`),
    (answer) => answer.body.status === 'active',
    { timeout: 10_000 },
  );
  return active.body;
}

test('a new bidder verifies with Nafath, pays the entry deposit, bids and bids by a maximum, in Arabic', async () => {
  const base = harness.site.baseUrl;
  const auction = await createActiveAuction();
  const path = `/auctions/${auction.id}`;
  const client = await new ApiClient(base).signIn(account.email, account.password);
  const { context, page, problems } = await openPage(harness.browser, { language: 'ar' });
  await context.addCookies([{ name: SESSION_COOKIE, value: client.sessionToken!, url: base }]);
  await page.goto(base + path);

  // Not verified yet: the Nafath step, and no bidding.
  const admission = page.getByTestId('bidder-admission');
  await admission.waitFor();
  expect(await settled(() => admission.getByText('التوثيق عبر نفاذ').count(), 1)).toBe(1);
  expect(await page.getByTestId('bid-button').isDisabled()).toBe(true);

  // A mistyped ID is refused in place; the right one is typed in Arabic-Indic digits.
  const idField = page.locator('#national-id');
  await idField.fill('1000000009');
  await idField.blur();
  expect(await settled(() => admission.getByText('هذا الرقم غير صحيح: تحقق من أرقامه.').count(), 1)).toBe(1);
  await idField.fill(localizeDigits(newNationalId(), 'ar'));
  await page.getByTestId('nafath-start').click();

  // The number to pick, and the sandbox's stand-in for the Nafath app (another tab of the same browser).
  const shown = page.getByTestId('nafath-number');
  await shown.waitFor();
  const number = Number(await shown.getAttribute('data-number'));
  expect(await shown.textContent()).toBe(localizeDigits(String(number), 'ar'));
  const sandboxPath = (await page.getByTestId('nafath-sandbox-link').getAttribute('href'))!;
  const app = await context.newPage();
  await app.goto(base + sandboxPath);
  await app.getByTestId('nafath-sandbox').waitFor();
  await app.getByTestId(`nafath-choice-${number}`).click();
  expect(
    await settled(() => app.getByTestId('nafath-sandbox-result').textContent(), 'تم القبول. عد إلى الموقع للمتابعة.'),
  ).toBe('تم القبول. عد إلى الموقع للمتابعة.');
  await app.close();

  // The site's poll sees the approval: the deposit step (5% of the start price).
  const depositStep = page.getByTestId('deposit-step');
  await depositStep.waitFor({ timeout: 15_000 });
  await page.getByTestId('deposit-pay').click();
  await page.waitForURL(/\/deposit\//);
  await page.getByTestId('deposit-card-form').waitFor();
  await page.locator('#deposit-card-number').fill(SANDBOX_CARDS.approved);
  await page.locator('#deposit-card-expiry').fill(`12/${String((new Date().getFullYear() + 1) % 100)}`);
  await page.locator('#deposit-card-cvc').fill('123');
  await page.locator('#deposit-card-holder').fill('Salman Aldosari');
  await page.getByTestId('deposit-card-pay').click();
  expect(
    await settled(() => page.getByTestId('deposit-result').textContent(), 'تم دفع التأمين. يمكنك المزايدة الآن.'),
  ).toBe('تم دفع التأمين. يمكنك المزايدة الآن.');

  // Back on the auction: the bid form, and the bid counts.
  await page.getByTestId('deposit-back').click();
  await page.waitForURL((url) => url.pathname === path);
  const bidButton = page.getByTestId('bid-button');
  expect(await settled(() => bidButton.isEnabled(), true)).toBe(true);
  expect(await page.getByTestId('bidder-admission').count()).toBe(0);
  await bidButton.click();
  await motionDone(page.locator('.ant-modal').filter({ has: page.getByTestId('bid-form') }));
  expect(Number(await page.getByTestId('bid-amount').inputValue())).toBe(START_PRICE);
  await page.getByTestId('bid-submit').click();
  expect(
    await settled(async () => Number(await page.getByTestId('auction-bid-count').getAttribute('data-count')), 1),
  ).toBe(1);
  const after = await new ApiClient(base).get<AuctionDetail>(`/api/auctions/${auction.id}`);
  expect(after.body).toMatchObject({ bidCount: 1, currentBid: expect.stringMatching(/^400000(\.00)?$/) });

  // The maximum (proxy bid): none yet; one below the next minimum bid (401,000) is refused in Arabic.
  const proxy = page.getByTestId('proxy-bid');
  await proxy.waitFor();
  const maximumShown = () => page.getByTestId('proxy-current').getAttribute('data-amount');
  expect(await settled(() => page.getByTestId('proxy-current').textContent(), 'لم تحدّد حداً أقصى بعد.')).toBe(
    'لم تحدّد حداً أقصى بعد.',
  );
  const maximumField = page.getByTestId('proxy-amount');
  await maximumField.fill(localizeDigits('400500', 'ar'));
  await page.getByTestId('proxy-submit').click();
  const refusal = page.getByTestId('proxy-problem');
  const refusalText = await eventually(
    async () => (await refusal.textContent()) ?? '',
    (text) => text.length > 0,
  );
  expect(refusalText).toContain('لا يقل الحد الأقصى عن أقل مزايدة تالية');
  expect(refusalText).toContain(localizeDigits('401', 'ar'));
  expect(await maximumShown()).toBe('');

  // Set, in Arabic-Indic digits, then raised: the page shows the bidder's own maximum.
  await maximumField.fill(localizeDigits('450000', 'ar'));
  await page.getByTestId('proxy-submit').click();
  expect(await settled(maximumShown, '450000.00')).toBe('450000.00');
  await maximumField.fill('460000');
  await page.getByTestId('proxy-submit').click();
  expect(await settled(maximumShown, '460000.00')).toBe('460000.00');
  expect(await page.getByTestId('proxy-current').textContent()).toContain(localizeDigits('460', 'ar'));

  // Another verified bidder, through the API, never sees it, and bids 410,000: the maximum bids back one step more.
  const other = await new ApiClient(base).signIn('user@dar-estate.sa', DEMO_PASSWORD);
  await verifyBidder(other);
  await payDeposit(other, auction.id);
  expect((await other.get<ProxyBidState>(`/api/auctions/${auction.id}/proxy`)).body.maximum).toBeNull();
  expect(JSON.stringify((await other.get(`/api/auctions/${auction.id}`)).body)).not.toContain('460000');
  expect((await other.post(`/api/auctions/${auction.id}/bids`, { amount: 410_000 })).status).toBe(201);

  const currentBid = async () => Number(await page.getByTestId('auction-current-bid').getAttribute('data-amount'));
  expect(await settled(currentBid, 411_000)).toBe(411_000);
  expect(
    await settled(async () => Number(await page.getByTestId('auction-bid-count').getAttribute('data-count')), 3),
  ).toBe(3);
  // The newest bid is the new bidder's (the page names their own), the one before it the other's.
  const rows = page.getByTestId('bid-row');
  const newest = async () => [await rows.nth(0).getAttribute('data-mine'), await rows.nth(1).getAttribute('data-mine')];
  expect(await settled(newest, ['true', 'false'])).toEqual(['true', 'false']);
  expect(await rows.nth(0).locator('td').first().textContent()).toBe('أنت');
  expect(await settled(() => page.getByTestId('auction-standing').getAttribute('data-standing'), 'leading')).toBe(
    'leading',
  );

  // The buyer's costs of the current price: 5% transaction tax and the 2.5% commission, and the total.
  const cost = (key: string) => page.getByTestId(`auction-cost-${key}`).getAttribute('data-amount');
  expect(await settled(() => cost('price'), '411000.00')).toBe('411000.00');
  expect([await cost('tax'), await cost('commission'), await cost('total')]).toEqual([
    '20550.00',
    '10275.00',
    '441825.00',
  ]);
  const costs = page.getByTestId('auction-costs');
  expect(await costs.getByText('ضريبة التصرفات العقارية (٥٪\u061c)').count()).toBe(1);
  expect(await page.getByTestId('auction-cost-tax').textContent()).toContain(localizeDigits('20', 'ar'));

  // Removed: the maximum is gone, the bids it placed stand.
  await page.getByTestId('proxy-remove').click();
  expect(await settled(maximumShown, '')).toBe('');
  expect((await new ApiClient(base).get<AuctionDetail>(`/api/auctions/${auction.id}`)).body).toMatchObject({
    bidCount: 3,
    currentBid: '411000.00',
  });
  // The refused maximum's 409 is the browser's only complaint.
  const proxyPath = `/api/auctions/${auction.id}/proxy`;
  expect(problems.errors.filter((error) => !(/status of 409/.test(error) && error.includes(proxyPath)))).toEqual([]);
  expect(problems.errors.filter((error) => error.includes(proxyPath))).toHaveLength(1);
});
