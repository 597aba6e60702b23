import { DEMO_PASSWORD, demoEmailFor } from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';
import { fillAuctionLicence, newListing, pickDate, pickerText, toastSays } from '../support/auction-form';
import { openPage } from '../support/browser';
import { choose } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';

// The default notice: an auction staff list starts no sooner than AUCTION_NOTICE_DAYS (5) days later.
const harness = useSiteAndBrowser();

let adminClient: Promise<ApiClient> | undefined;
const admin = () => (adminClient ??= signInAs(harness.site.baseUrl, 'admin'));

test('an admin, in Arabic, is told on the start date how much notice an auction needs and from when it may start', async () => {
  const stamp = Date.now();
  await newListing(await admin(), `أرض بإشعار ${stamp}`);
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/login?next=/admin/auctions');
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  await page.getByTestId('admin-auctions-page').waitFor();
  await page.getByTestId('add-auction').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('auction-form').waitFor();

  await choose(page, 'admin-auction_propertyId', `أرض بإشعار ${stamp}`, String(stamp));
  await page.locator('#admin-auction_title').fill(`مزاد بإشعار ${stamp}`);
  await page.locator('#admin-auction_startPrice').fill('900000');
  await page.locator('#admin-auction_minIncrement').fill('5000');
  await pickDate(page, 'admin-auction_startDate', pickerText(24 * 60));
  await pickDate(page, 'admin-auction_endDate', pickerText(9 * 24 * 60));
  await fillAuctionLicence(page);
  await dialog.getByTestId('auction-dialog-save').click();

  // Refused by the server: the start date says why in Arabic, with the days and the earliest start in Arabic digits.
  const startError = dialog
    .locator('.ant-form-item', { has: page.locator('#admin-auction_startDate') })
    .locator('.ant-form-item-explain-error');
  await startError.filter({ hasText: 'أيام على الأقل' }).waitFor({ timeout: 30_000 });
  const said = await startError.innerText();
  expect(said).toContain('٥');
  expect(said).toMatch(/[٠-٩]{4}/);
  expect(said).not.toMatch(/[0-9]|T\d|Z/);
  await toastSays(page, 'أيام على الأقل');

  // A start six days on is taken.
  await pickDate(page, 'admin-auction_startDate', pickerText(6 * 24 * 60));
  await dialog.getByTestId('auction-dialog-save').click();
  await toastSays(page, 'تم إنشاء المزاد');
  await dialog.waitFor({ state: 'hidden' });
  // The one refusal is the 422 above.
  expect(problems.errors.filter((error) => !/status of 422 .*\/api\/admin\/auctions\)/.test(error))).toEqual([]);
});
