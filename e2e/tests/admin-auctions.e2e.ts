import type { Page } from 'playwright-core';
import {
  type AdminAuction,
  type AdminAuctionList,
  AUCTION_API,
  DEMO_PASSWORD,
  demoEmailFor,
  type MyBidList,
  type Property,
} from '@estate/contracts';
import { type ApiClient, payDeposit, signInAs, verifyBidder } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import {
  AD_LICENCE,
  AUCTION_LICENCE,
  fillAuctionLicence,
  newListing,
  pickDate,
  pickerText,
  toastSays,
} from '../support/auction-form';
import { choose } from '../support/estate';
import { signInWithForm } from '../support/sign-in';
import { eventually, motionDone, settled } from '../support/wait';

// Staff's auctions here start at once: no notice (AUCTION_NOTICE_DAYS) asked before the start.
const harness = useSiteAndBrowser({ AUCTION_NOTICE_DAYS: '0' });

let adminClient: Promise<ApiClient> | undefined;
const admin = () => (adminClient ??= signInAs(harness.site.baseUrl, 'admin'));

/** The staff list of auctions as the demo admin reads it through the API. */
async function auctionsNamed(search: string): Promise<AdminAuction[]> {
  const response = await (
    await admin()
  ).get<AdminAuctionList>(`${AUCTION_API.admin}?search=${encodeURIComponent(search)}&limit=50`);
  expect(response.status).toBe(200);
  return response.body.auctions;
}

const row = (page: Page, id: string) => page.locator(`tr[data-auction-id="${id}"]`);

test('an admin, in Arabic, adds an auction on a listing, is refused a second one on it, edits it and cancels it after confirming', async () => {
  const stamp = Date.now();
  const listing = await newListing(await admin(), `أرض للمزاد ${stamp}`);
  const title = `مزاد أرض النرجس ${stamp}`;
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/login?next=/admin/auctions');
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  await page.getByTestId('admin-auctions-page').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');

  // Saving an empty dialog names what is missing and sends nothing.
  await page.getByTestId('add-auction').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('auction-form').waitFor();
  // A click while the dialog is still opening can be lost on a busy machine: save again until the form answers.
  const errors = dialog.locator('.ant-form-item-explain-error');
  await eventually(
    async () => {
      if ((await errors.count()) === 0) await dialog.getByTestId('auction-dialog-save').click();
      return errors.count();
    },
    (count) => count > 0,
    { timeout: 30_000, interval: 1_000 },
  );
  expect(await settled(() => dialog.getByText('هذا الحقل مطلوب').count(), 5)).toBe(5);

  await choose(page, 'admin-auction_propertyId', `أرض للمزاد ${stamp}، الرياض`, String(stamp));
  await page.locator('#admin-auction_title').fill(title);
  await page.locator('#admin-auction_titleEn').fill(`Al Narjis land auction ${stamp}`);
  await page.locator('#admin-auction_startPrice').fill('1500000');
  await page.locator('#admin-auction_reservePrice').fill('1800000');
  await page.locator('#admin-auction_minIncrement').fill('5000');
  const start = pickerText(24 * 60);
  await pickDate(page, 'admin-auction_startDate', start);
  // An end before the start is refused in place.
  await pickDate(page, 'admin-auction_endDate', pickerText(23 * 60));
  await dialog.getByTestId('auction-dialog-save').click();
  await dialog.getByText('يجب أن يكون تاريخ النهاية بعد تاريخ البداية').waitFor();
  await pickDate(page, 'admin-auction_endDate', pickerText(8 * 24 * 60));
  // Listed at once, so its licence is required: the dialog says so in Arabic.
  await dialog.getByTestId('auction-dialog-save').click();
  await dialog.getByText('مطلوب لطرح المزاد (ترخيص المزاد من الهيئة العامة للعقار)').first().waitFor();
  await fillAuctionLicence(page);
  await dialog.getByTestId('auction-dialog-save').click();
  await toastSays(page, 'تم إنشاء المزاد');
  await dialog.waitFor({ state: 'hidden' });

  const [created] = await eventually(
    () => auctionsNamed(title),
    (list) => list.length === 1,
  );
  expect(created).toMatchObject({
    title,
    titleEn: `Al Narjis land auction ${stamp}`,
    propertyId: listing.id,
    review: 'approved',
    status: 'upcoming',
    bidCount: 0,
  });
  expect(Number(created!.startPrice)).toBe(1_500_000);
  expect(Number(created!.reservePrice)).toBe(1_800_000);
  expect(Number(created!.minIncrement)).toBe(5_000);
  // The dates went as instants: the start is the minute typed, in the browser's time zone.
  expect(new Date(created!.startDate).getTime()).toBe(new Date(start.replace(' ', 'T')).getTime());

  // It is in the table, found by searching.
  await page.getByLabel('البحث في المزادات').fill(title);
  await page.waitForURL((url) => url.searchParams.get('q') === title);
  const mine = row(page, created!.id);
  await mine.waitFor();
  expect(await mine.getByTestId('auction-status').getAttribute('data-value')).toBe('upcoming');
  expect(await settled(() => mine.getByTestId('auction-review').textContent(), 'معتمد')).toBe('معتمد');
  expect(await mine.getByTestId('auction-start-price').getAttribute('data-amount')).toMatch(/^1500000(\.0+)?$/);

  // A second auction on the same listing, still to run, is refused with the reason in Arabic.
  await page.getByTestId('add-auction').click();
  await dialog.getByTestId('auction-form').waitFor();
  await choose(page, 'admin-auction_propertyId', `أرض للمزاد ${stamp}، الرياض`, String(stamp));
  await page.locator('#admin-auction_title').fill(`${title} مكرر`);
  await page.locator('#admin-auction_startPrice').fill('1000000');
  await pickDate(page, 'admin-auction_startDate', pickerText(2 * 24 * 60));
  await pickDate(page, 'admin-auction_endDate', pickerText(3 * 24 * 60));
  await fillAuctionLicence(page);
  await dialog.getByTestId('auction-dialog-save').click();
  await toastSays(page, 'خطأ في إنشاء المزاد', 'لا يمكن إقامة مزاد على هذا العقار');
  await dialog.getByText('لا يمكن إقامة مزاد على هذا العقار').first().waitFor();
  await dialog.getByRole('button', { name: 'إلغاء', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await auctionsNamed(`${title} مكرر`)).toEqual([]);

  // Edit its start price.
  await mine.getByTestId('auction-edit').click();
  await dialog.getByTestId('auction-form').waitFor();
  expect(await page.locator('#admin-auction_title').inputValue()).toBe(title);
  await page.locator('#admin-auction_startPrice').fill('1600000');
  await dialog.getByTestId('auction-dialog-save').click();
  await toastSays(page, 'تم تحديث المزاد');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(
    async () => mine.getByTestId('auction-start-price').getAttribute('data-amount'),
    (amount) => Number(amount) === 1_600_000,
  );
  expect(Number((await auctionsNamed(title))[0]!.startPrice)).toBe(1_600_000);

  // Cancel it: nothing happens until confirmed.
  await mine.getByTestId('auction-cancel').click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByText(`هل تريد إلغاء «${title}»؟`, { exact: false }).waitFor();
  // Each button clicked once the dialog has zoomed in: while it zooms, its buttons move under the pointer.
  await motionDone(confirm);
  await confirm.getByRole('button', { name: 'إبقاؤه' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect((await auctionsNamed(title))[0]!.status).toBe('upcoming');
  await mine.getByTestId('auction-cancel').click();
  await motionDone(confirm);
  await page.getByTestId('confirm-cancel-auction').click();
  await toastSays(page, 'تم إلغاء المزاد');
  await eventually(
    async () => mine.getByTestId('auction-status').getAttribute('data-value'),
    (status) => status === 'cancelled',
  );
  expect(await settled(() => mine.getByTestId('auction-status').textContent(), 'ملغى')).toBe('ملغى');
  expect(await settled(() => mine.getByTestId('auction-cancel').count(), 0)).toBe(0);
  expect(await mine.getByTestId('auction-edit').isDisabled()).toBe(true);
  expect((await auctionsNamed(title))[0]).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });

  // The cancelled filter shows it; a search that matches nothing says so.
  await page.goto(`${harness.site.baseUrl}/manage-auctions?status=cancelled&q=${encodeURIComponent(title)}`);
  await row(page, created!.id).waitFor();
  await page.goto(`${harness.site.baseUrl}/admin/auctions?q=${encodeURIComponent(`لا شيء ${stamp}`)}`);
  await page.getByText('لا توجد مزادات مطابقة للبحث').waitFor();
  // The one refusal the browser logs is the second auction on the listing, answered 400 on purpose.
  expect(problems.errors.filter((error) => !/status of 400 .*\/api\/admin\/auctions\)/.test(error))).toEqual([]);
});

test('a signed-in user, in English, sends an auction from /add-auction and an admin approves it from the pending ones', async () => {
  const stamp = Date.now();
  const title = `Sea view villa auction ${stamp}`;
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await page.goto(harness.site.baseUrl + '/add-auction');
  await page.waitForURL(/\/login\?next=/);
  await signInWithForm(page, demoEmailFor('user'), DEMO_PASSWORD);
  await page.getByTestId('add-auction-page').waitFor();
  await page.getByText('The reserve price is the minimum acceptable sale price.', { exact: false }).first().waitFor();
  expect(await page.getByTestId('add-auction-back').getAttribute('href')).toBe('/dashboard');

  // Nothing filled: the spec's message.
  await page.getByTestId('add-auction-submit').click();
  await toastSays(page, 'Please fill all required fields');

  await page.getByLabel('Auction title (English)').fill(title);
  await page.getByLabel('Auction title (Arabic)').fill(`مزاد فيلا بإطلالة بحرية ${stamp}`);
  await page.getByLabel('Description (English)').fill('A two-storey villa facing the sea.');
  await page.getByLabel('Starting price (SAR)').fill('2500000');
  await page.getByLabel('Reserve price (SAR)').fill('2800000');
  await choose(page, 'add-auction_category', 'Villa');
  await choose(page, 'add-auction_city', 'Jeddah');
  await page.getByLabel('District', { exact: true }).fill('الشاطئ');
  await page.getByLabel('District (English)').fill('Ash Shati');
  await page.getByLabel('Area (m²)').fill('620');
  await page.getByLabel('Bedrooms').fill('6');
  await page.getByLabel('Terms (English)').fill('A 5% deposit is due within 48 hours.');

  // An end before the start: the spec's date error. (It starts 6 days on: staff approve it only with 5 days' notice.)
  await pickDate(page, 'add-auction_startDate', pickerText(6 * 24 * 60));
  await pickDate(page, 'add-auction_endDate', pickerText(24 * 60));
  await page.getByTestId('add-auction-submit').click();
  await toastSays(page, 'Date Error', 'End date must be after start date');
  expect(await auctionsNamed(title)).toEqual([]);

  await pickDate(page, 'add-auction_endDate', pickerText(9 * 24 * 60));
  await page.getByTestId('add-auction-submit').click();
  await toastSays(page, 'Auction sent for review');
  await page.waitForURL((url) => url.pathname === '/auctions');

  const [sent] = await eventually(
    () => auctionsNamed(title),
    (list) => list.length === 1,
  );
  expect(sent).toMatchObject({ titleEn: title, review: 'pending', createdBy: { email: demoEmailFor('user') } });
  expect(Number(sent!.startPrice)).toBe(2_500_000);
  expect(Number(sent!.reservePrice)).toBe(2_800_000);
  // Not listed publicly while it waits.
  const publicStatus = async () => (await fetch(`${harness.site.baseUrl}/api/auctions/${sent!.id}`)).status;
  expect(await publicStatus()).toBe(404);

  // The admin finds it among the pending ones and approves it.
  const staff = await openPage(harness.browser, { language: 'en' });
  await staff.page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent('/admin/auctions?review=pending')}`);
  await signInWithForm(staff.page, demoEmailFor('admin'), DEMO_PASSWORD);
  await staff.page.getByTestId('admin-auctions-page').waitFor();
  const pendingRow = row(staff.page, sent!.id);
  await pendingRow.waitFor();
  expect(await settled(() => pendingRow.getByTestId('auction-review').textContent(), 'Pending review')).toBe(
    'Pending review',
  );
  expect(await settled(() => pendingRow.getByTestId('auction-title').textContent(), title)).toBe(title);
  // The English page names the district in English (both names were sent).
  expect(sent!.property).toMatchObject({ district: 'الشاطئ', districtEn: 'Ash Shati' });
  expect(await settled(() => pendingRow.getByTestId('auction-district').textContent(), 'Ash Shati')).toBe('Ash Shati');
  // Approving lists it: refused until the auction and its listing have their licences.
  await pendingRow.getByTestId('auction-approve').click();
  await toastSays(staff.page, 'An auction is listed only with its licence number, date and duration');
  const api = await admin();
  const auctionNow = (await auctionsNamed(title))[0]!;
  const licensed = await api.patch(`${AUCTION_API.admin}/${sent!.id}`, {
    propertyId: auctionNow.propertyId,
    title: auctionNow.title,
    titleEn: auctionNow.titleEn,
    description: auctionNow.description,
    descriptionEn: auctionNow.descriptionEn,
    startPrice: Number(auctionNow.startPrice),
    reservePrice: auctionNow.reservePrice === null ? null : Number(auctionNow.reservePrice),
    minIncrement: Number(auctionNow.minIncrement),
    startDate: auctionNow.startDate,
    endDate: auctionNow.endDate,
    terms: auctionNow.terms,
    termsEn: auctionNow.termsEn,
    ...AUCTION_LICENCE,
  });
  expect(licensed.status).toBe(200);
  // Pending, the listing is read from the staff list (the public site does not show it).
  const pendingListings = (await api.get<{ properties: Property[] }>('/api/admin/properties?status=pending&limit=100'))
    .body.properties;
  const listing = pendingListings.find((property) => property.id === auctionNow.propertyId)!;
  const withAd = await api.put(`/api/properties/${auctionNow.propertyId}`, {
    title: listing.title,
    titleEn: listing.titleEn,
    description: listing.description || 'فيلا للمزاد',
    price: listing.price === null ? null : Number(listing.price),
    purpose: listing.purpose,
    type: listing.type,
    category: listing.category,
    city: 'jeddah',
    district: listing.district ?? 'الشاطئ',
    address: listing.address ?? 'الكورنيش',
    area: listing.area ?? 620,
    images: listing.images,
    ...AD_LICENCE,
    adLicenseNumber: `75${Date.now()}`.slice(0, 20),
    status: 'pending',
  });
  expect(withAd.status).toBe(200);
  await pendingRow.getByTestId('auction-approve').click();
  await toastSays(staff.page, 'Auction approved');
  // Approved, it leaves the pending filter.
  await pendingRow.waitFor({ state: 'detached' });
  expect((await auctionsNamed(title))[0]!.review).toBe('approved');
  expect(await publicStatus()).toBe(200);
  expect(problems.errors).toEqual([]);
  // The first approval was refused on purpose (422: no licence yet); the browser logs that answer, nothing else.
  expect(staff.problems.errors.filter((error) => !/422 .*\/review\)$/.test(error))).toEqual([]);
});

test("a user's bid shows on their dashboard as leading, locks the auction's edit for staff and is in its bid history; staff screens are closed to them", async () => {
  const stamp = Date.now();
  const listing = await newListing(await admin(), `أرض للمزايدة ${stamp}`);
  const title = `مزاد للمزايدة ${stamp}`;
  const created = await (
    await admin()
  ).post<AdminAuction>(AUCTION_API.admin, {
    propertyId: listing.id,
    title,
    titleEn: `Bidding auction ${stamp}`,
    startPrice: 100_000,
    minIncrement: 1_000,
    startDate: new Date(Date.now() + 2_000).toISOString(),
    endDate: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    ...AUCTION_LICENCE,
  });
  expect(created.status).toBe(201);
  const auction = created.body;
  const bidder = await signInAs(harness.site.baseUrl, 'user');
  // A bidder verified with the Nafath sandbox, with the auction's deposit paid.
  await verifyBidder(bidder);
  await payDeposit(bidder, auction.id);
  const bid = await eventually(
    () => bidder.post(`${AUCTION_API.auctions}/${auction.id}/bids`, { amount: 105_000 }),
    (response) => response.status === 201,
    { timeout: 20_000, interval: 500 },
  );
  expect(bid.status).toBe(201);
  const mine = await bidder.get<MyBidList>(AUCTION_API.myBids);
  expect(mine.body.bids.find((row) => row.auctionId === auction.id)?.standing).toBe('leading');

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await page.goto(harness.site.baseUrl + '/login?next=/dashboard');
  await signInWithForm(page, demoEmailFor('user'), DEMO_PASSWORD);
  await page.getByTestId('dashboard-page').waitFor();
  const bidRow = page.getByTestId('my-bids').locator(`tr[data-auction-id="${auction.id}"]`);
  await bidRow.waitFor();
  expect(await settled(() => bidRow.getByTestId('bid-standing').textContent(), 'Leading')).toBe('Leading');
  expect(await bidRow.getByTestId('my-bid-amount').getAttribute('data-amount')).toMatch(/^105000(\.0+)?$/);
  expect(await bidRow.getByTestId('my-bid-link').getAttribute('href')).toBe(`/auctions/${auction.id}`);
  expect(await settled(() => bidRow.getByTestId('my-bid-link').textContent(), `Bidding auction ${stamp}`)).toBe(
    `Bidding auction ${stamp}`,
  );

  // The staff screens are not theirs: the access-denied screen, and no auctions entry in the menu.
  await page.goto(harness.site.baseUrl + '/admin/auctions');
  await page.getByTestId('access-denied').waitFor();
  expect(await settled(() => page.locator('a[href="/admin/auctions"]').count(), 0)).toBe(0);
  await page.goto(harness.site.baseUrl + '/manage-auctions');
  await page.getByTestId('access-denied').waitFor();

  // Staff, in Arabic: the edit is locked with why, and the history names the bidder.
  const staff = await openPage(harness.browser);
  await staff.page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(`/admin/auctions?q=${title}`)}`);
  await signInWithForm(staff.page, demoEmailFor('admin'), DEMO_PASSWORD);
  const staffRow = row(staff.page, auction.id);
  await staffRow.waitFor();
  expect(await staffRow.getByTestId('auction-bid-count').getAttribute('data-count')).toBe('1');
  expect(await staffRow.getByTestId('auction-current-bid').getAttribute('data-amount')).toMatch(/^105000(\.0+)?$/);
  expect(await staffRow.getByTestId('auction-edit').isDisabled()).toBe(true);
  expect(await staffRow.getByTestId('auction-edit').getAttribute('aria-label')).toBe(
    'لا يمكن تعديل مزاد فيه مزايدات؛ يمكن إلغاؤه فقط.',
  );
  await staffRow.getByTestId('auction-bids').click();
  const drawer = staff.page.getByTestId('auction-bids-drawer');
  await drawer.getByTestId('auction-bid-bidder').first().waitFor();
  expect(
    await eventually(
      () => drawer.getByTestId('auction-bid-bidder').first().textContent(),
      (text) => !!text?.includes(demoEmailFor('user')),
    ),
  ).toContain(demoEmailFor('user'));
  expect(await drawer.getByTestId('auction-bid-amount').first().getAttribute('data-amount')).toMatch(/^105000(\.0+)?$/);
  expect(problems.errors).toEqual([]);
  expect(staff.problems.errors).toEqual([]);
});
