import type { Locator, Page } from 'playwright-core';
import {
  addDays,
  type EstateContract,
  type EstateList,
  type EstateOwner,
  type EstateProperty,
  type EstateTenant,
  type EstateUnit,
  type PaymentInvoice,
  type PaymentInvoiceDetail,
  todayInRiyadh,
} from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';
import { animationsDone } from './wait';

/**
 * A valid Saudi national ID (first digit 1) or iqama (2) that no other test run uses: nine digits from the clock and
 * a counter, then the Luhn check digit.
 */
let issued = 0;
export function uniqueNationalId(first: '1' | '2' = '1'): string {
  issued += 1;
  const body = `${first}${String(Date.now() * 10 + issued).slice(-8)}`;
  for (let check = 0; check <= 9; check += 1) {
    const digits = body + check;
    let sum = 0;
    for (let index = 0; index < 10; index += 1) {
      const weighted = index % 2 === 0 ? Number(digits[index]) * 2 : Number(digits[index]);
      sum += weighted > 9 ? weighted - 9 : weighted;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('no check digit');
}

/** A contract's dates: started `ago` days before today (Riyadh), lasting a year. */
export function yearFrom(ago: number): { startDate: string; endDate: string } {
  const startDate = addDays(todayInRiyadh(), -ago);
  const [year, month, day] = startDate.split('-').map(Number);
  const nextYear = `${year + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { startDate, endDate: addDays(nextYear, -1) };
}

/** The dropdown list an antd select opened. */
const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Picks an option of an antd select by the id of its input: types `search` first when given (lists that search on
 * the server), then clicks the option whose text contains `option`. Tries again when a click lands while the list
 * moves.
 */
export async function choose(page: Page, fieldId: string, option: string, search?: string) {
  const field = page.locator(`#${fieldId}`);
  const shown = () => field.evaluate((input) => input.closest('.ant-select')?.textContent ?? '');
  await field.scrollIntoViewIfNeeded();
  for (let attempt = 0; attempt < 6 && !(await shown()).includes(option); attempt += 1) {
    try {
      await animationsDone(page);
      await field.click({ timeout: 5_000 });
      if (search) await field.fill(search);
      const item = openList(page).locator('.ant-select-item-option').filter({ hasText: option }).first();
      await item.waitFor({ timeout: 10_000 });
      await animationsDone(page);
      await item.click({ timeout: 5_000 });
    } catch {
      // tried again below
    }
    if (!(await shown()).includes(option)) await field.evaluate((input) => (input as HTMLElement).blur());
    await openList(page).first().waitFor({ state: 'detached' });
    await animationsDone(page);
  }
  const text = await shown();
  if (!text.includes(option)) throw new Error(`#${fieldId} shows "${text}", not "${option}"`);
}

/** Types a calendar date into an antd date picker by its input's id and confirms it. */
export async function fillDate(page: Page, fieldId: string, date: string) {
  const input = page.locator(`#${fieldId}`);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').first().waitFor({ state: 'detached' });
  await page.waitForFunction((id) => (document.getElementById(id) as HTMLInputElement | null)?.value !== '', fieldId);
}

/**
 * Clicks a save button and answers how it went: 'saved' once `toast` shows, else the field errors or error toast the
 * page showed instead (so a failed save says why).
 */
export async function save(page: Page, button: Locator, toast: string): Promise<string> {
  await button.click();
  const outcome = await page
    .waitForFunction(
      (text) => {
        if (document.body.innerText.includes(text)) return 'saved';
        const errors = [...document.querySelectorAll('.ant-form-item-explain-error')]
          .map(
            (element) =>
              `${element.closest('.ant-form-item')?.querySelector('label')?.textContent?.trim() ?? '?'}: ${element.textContent?.trim()}`,
          )
          .filter(Boolean);
        const alerts = [...document.querySelectorAll('.ant-message-error, [data-toast-kind="error"], .toast-error')]
          .map((element) => element.textContent?.trim())
          .filter(Boolean);
        return errors.length || alerts.length ? `not saved: ${[...errors, ...alerts].join(' | ')}` : null;
      },
      toast,
      { timeout: 45_000 },
    )
    .catch(async (error: unknown) => {
      // Neither the toast nor an error showed: say what the page showed instead (the dialogs and messages open).
      const shown = await page
        .evaluate(() =>
          [...document.querySelectorAll('.ant-modal, .ant-message, .ant-notification, [role="alert"], [role="status"]')]
            .map(
              (element) =>
                // A dialog still saving says so (its button spins): the answer never came.
                `${(element as HTMLElement).innerText.trim()}${element.querySelector('.ant-btn-loading') ? ' [saving]' : ''}`,
            )
            .filter(Boolean)
            .join(' | '),
        )
        .catch(() => '(the page could not be read)');
      throw new Error(`"${toast}" did not show within 45 s; the page showed: ${shown || 'no dialog or message'}`, {
        cause: error,
      });
    });
  return (await outcome.jsonValue()) as string;
}

/** The text field of a search box by its test id (set on the field or on its wrapper). */
export const searchBox = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/**
 * A new owner's property with one apartment and a tenant on a year's contract (by default from today, rent 3,000 a
 * month paid monthly, no deposit; `startedDaysAgo`, `rent`, `deposit` and `frequency` change them). With `unit:
 * 'shop'` the property is commercial and the unit a shop (its rent carries VAT); with `tenantId` that tenant rents it
 * instead of a new one.
 */
export async function ownerWithTenant(
  baseUrl: string,
  terms: {
    startedDaysAgo?: number;
    rent?: number;
    deposit?: number;
    frequency?: 'monthly' | 'quarterly';
    unit?: 'apartment' | 'shop';
    tenantId?: string;
  } = {},
) {
  const manager = await signInAs(baseUrl, 'property_manager');
  const stamp = Date.now().toString().slice(-7);
  const rent = terms.rent ?? 3000;
  const created = async <T>(path: string, body: unknown) => {
    const response = await manager.post<T>(path, body);
    expect({ path, status: response.status }).toEqual({ path, status: 201 });
    return response.body;
  };
  const owner = await created<EstateOwner>('/api/estate/owners', {
    name: `مالك الأموال ${stamp}`,
    nameEn: `Money Owner ${stamp}`,
    phone: '0501234567',
    nationalId: uniqueNationalId('1'),
  });
  const property = await created<EstateProperty>('/api/estate/properties', {
    title: `عمارة الأموال ${stamp}`,
    titleEn: `Money Building ${stamp}`,
    ownerId: owner.id,
    type: 'building',
    category: terms.unit === 'shop' ? 'commercial' : 'residential',
    city: 'riyadh',
    district: 'العليا',
    address: 'شارع العليا',
  });
  const unit = await created<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `M-${stamp}`,
    unitType: terms.unit ?? 'apartment',
    rentPrice: rent,
  });
  const tenant = terms.tenantId
    ? { id: terms.tenantId }
    : await created<EstateTenant>('/api/estate/tenants', {
        name: `مستأجر الأموال ${stamp}`,
        nameEn: `Money Tenant ${stamp}`,
        phone: '0551234567',
        nationalId: uniqueNationalId('2'),
      });
  const contract = await created<EstateContract>('/api/estate/contracts', {
    unitId: unit.id,
    tenantId: tenant.id,
    ...yearFrom(terms.startedDaysAgo ?? 0),
    rentAmount: rent,
    securityDeposit: terms.deposit ?? 0,
    // The company holds it (an apartment's would default to Ejar, which the company neither bills nor holds).
    depositHolder: 'company',
    paymentFrequency: terms.frequency ?? 'monthly',
  });
  return { owner, property, unit, tenant, contract, manager };
}

/** The contract's first rent invoice (due today), paid in full by the accountant, and the payment's receipt number. */
export async function payFirstRent(accountant: ApiClient, propertyId: string) {
  const invoices = await accountant.get<EstateList<PaymentInvoice>>(
    `/api/estate/payments?propertyId=${propertyId}&type=rent&sort=dueDate&order=asc`,
  );
  expect(invoices.status).toBe(200);
  const invoice = invoices.body.items[0]!;
  const paid = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${invoice.id}/payments`, {
    amount: invoice.outstandingAmount,
    method: 'bank_transfer',
    paidOn: todayInRiyadh(),
  });
  expect(paid.status).toBe(201);
  return { invoice, receiptNumber: paid.body.payments[0]!.receiptNumber };
}
