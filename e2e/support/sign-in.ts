import type { Page } from 'playwright-core';

/** Signs in through the login form of the page it is on (/login, or a guarded page that sent it there). */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByTestId('login-page').waitFor();
  await page.locator('#login_email').fill(email);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
}
