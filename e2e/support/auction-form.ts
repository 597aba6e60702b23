import type { Page } from 'playwright-core';
import type { Property, PropertyInput } from '@estate/contracts';
import type { ApiClient } from '@estate/test-support';
import { animationsDone } from './wait';

/** A day `days` from today, YYYY-MM-DD. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The ad licence block (REGA) a listing is published with. */
export const AD_LICENCE = {
  advertiserName: 'مكتب النرجس العقاري',
  advertiserCapacity: 'broker',
  falLicenseNumber: '1100012345',
  adLicenseExpiresOn: dayFromToday(200),
  plotNumber: '77',
} as const;

/** The auction licence (REGA) an auction is listed with. */
export const AUCTION_LICENCE = { licenseNumber: '1450012345', licenseDate: dayFromToday(-1), licenseDurationDays: 30 };

/** Fills the staff dialog's auction licence. */
export async function fillAuctionLicence(page: Page) {
  await page.locator('#admin-auction_licenseNumber').fill(AUCTION_LICENCE.licenseNumber);
  await page.locator('#admin-auction_licenseDate').fill(AUCTION_LICENCE.licenseDate);
  await page.locator('#admin-auction_licenseDurationDays').fill(String(AUCTION_LICENCE.licenseDurationDays));
}

/** A new active listing (an auction can be held on it), added by this admin through the API. */
export async function newListing(admin: ApiClient, title: string): Promise<Property> {
  const input: PropertyInput = {
    title,
    titleEn: null,
    description: 'أرض سكنية على شارعين في حي النرجس.',
    price: 2_000_000,
    purpose: 'auction',
    type: 'land',
    category: 'land',
    city: 'riyadh',
    district: 'النرجس',
    address: 'شارع الأمير محمد بن سلمان',
    area: 900,
    ...AD_LICENCE,
    adLicenseNumber: `74${Date.now()}`.slice(0, 20),
    status: 'active',
  };
  const response = await admin.post<Property>('/api/admin/properties', input);
  expect(response.status).toBe(201);
  return response.body;
}

/** A date and time as the date pickers take it typed (`YYYY-MM-DD HH:mm`, local time), some minutes from now. */
export function pickerText(minutesFromNow: number): string {
  const date = new Date(Date.now() + minutesFromNow * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Types a date and time into the date picker with this input id and confirms it with the picker's OK button (Enter
 * would also send the form the picker is in).
 */
export async function pickDate(page: Page, fieldId: string, text: string) {
  const input = page.locator(`#${fieldId}`);
  await input.click();
  await input.fill(text);
  const panel = page.locator('.ant-picker-dropdown:visible');
  await animationsDone(page);
  await panel.locator('.ant-picker-ok button').click();
  await panel.waitFor({ state: 'hidden' });
  expect(await input.inputValue()).toBe(text);
}

/** Waits for a toast whose text holds every one of these. */
export async function toastSays(page: Page, ...parts: string[]) {
  await page.waitForFunction(
    (wanted) => {
      const toast = [...document.querySelectorAll('.toast')].pop();
      const text = toast?.textContent ?? '';
      return wanted.every((part) => text.includes(part));
    },
    parts,
    { timeout: 30_000 },
  );
}
