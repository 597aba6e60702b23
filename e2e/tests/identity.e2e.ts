import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PASSWORD, demoEmailFor } from '@estate/contracts';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test('the demo button signs the admin in and reaches /admin/users; the header shows the name at once', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/admin/users');
  // Signed out: sent to /login, and back here after sign-in.
  await page.waitForURL((url) => url.pathname === '/login');
  expect(path(page)).toBe('/login?next=%2Fadmin%2Fusers');
  await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
  await page.getByTestId('login-demo').click();
  expect(await page.locator('#login_email').inputValue()).toBe(DEMO_ADMIN.email);
  expect(await page.locator('#login_password').inputValue()).toBe(DEMO_ADMIN.password);
  await page.getByTestId('login-submit').click();

  await page.getByTestId('user-management-page').waitFor();
  // The address is replaced once the session is known; the page may draw a moment before it.
  expect(
    await eventually(
      async () => path(page),
      (current) => current === '/admin/users',
    ),
  ).toBe('/admin/users');
  await page.getByText('تم تسجيل الدخول بنجاح').waitFor();
  expect(
    await eventually(
      () => page.getByTestId('header-user').first().textContent(),
      (text) => /\S/.test(text ?? ''),
    ),
  ).toMatch(/\S/);
  await page.getByTestId('users-tab').getByText(DEMO_ADMIN.email).waitFor();
  for (const tab of ['المستخدمون', 'الأدوار', 'الصلاحيات', 'سجل التدقيق']) {
    expect(await settled(() => page.getByRole('tab', { name: tab }).count(), 1)).toBe(1);
  }
  await page.getByRole('tab', { name: 'سجل التدقيق' }).click();
  await page.getByTestId('audit-tab').getByText('auth.login').first().waitFor();
  expect(problems.errors).toEqual([]);
});

test('an admin creates a user; signed in as that user, /admin/users is access denied', async () => {
  const { page } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(harness.site.baseUrl + '/login?next=/admin/users');
  await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('users-tab').waitFor();

  const email = `new.user.${Date.now()}@example.com`;
  await page.getByTestId('add-user').click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  const save = dialog.getByRole('button', { name: 'Save' });
  expect(await save.isDisabled()).toBe(true);
  await dialog.getByLabel('Name').fill('Nora Test');
  await dialog.getByLabel('Email').fill(email);
  expect(await save.isDisabled()).toBe(true); // a password is required on create
  await dialog.getByLabel('Password').fill('Newuser@2025');
  await save.click();
  await page.getByText('User Created').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  // The list refetched: the new user is in the table (found with the search box), as a plain user.
  await page.getByRole('textbox', { name: 'Search by name, email or employee ID' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  expect(await settled(() => row.getByText('User', { exact: true }).count(), 1)).toBe(1);

  // Sign out: the header changes without a reload and the cache is gone.
  await page.getByTestId('site-header').getByTestId('logout-button').click();
  await page.getByTestId('site-header').getByTestId('login-button').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  await page.goto(harness.site.baseUrl + '/login');
  await signInWithForm(page, email, 'Newuser@2025');
  await page.getByTestId('dashboard-page').waitFor();
  await page.getByRole('heading', { name: 'Welcome, Nora Test' }).waitFor();
  // A plain user is offered neither user administration nor estate screens.
  expect(await settled(() => page.getByTestId('dashboard-link-adminUsers').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('dashboard-link-estateProperties').count(), 0)).toBe(0);
  await page.goto(harness.site.baseUrl + '/admin/users');
  await page.getByTestId('access-denied').getByRole('heading', { name: 'Access denied to this page' }).waitFor();
});

test('wrong credentials show the spec toast and stay on /login', async () => {
  const { page } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(harness.site.baseUrl + '/login');
  await signInWithForm(page, DEMO_ADMIN.email, 'not-the-password');
  await page.getByText('Login Error').waitFor();
  await page.getByTestId('login-page').getByRole('alert').getByText('Please check your credentials').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('an absent or corrupt session cookie shows the signed-out state', async () => {
  const { context, page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/');
  await page.getByTestId('site-header').getByTestId('login-button').waitFor();
  expect(await settled(() => page.getByTestId('header-user').count(), 0)).toBe(0);

  const { hostname } = new URL(harness.site.baseUrl);
  await context.addCookies([{ name: 'estate_session', value: 'corrupt%%not-a-session', domain: hostname, path: '/' }]);
  await page.reload();
  await page.getByTestId('site-header').getByTestId('login-button').waitFor();
  expect(await settled(() => page.getByTestId('header-user').count(), 0)).toBe(0);
  await page.goto(harness.site.baseUrl + '/tenant-portal');
  await page
    .getByTestId('sign-in-required')
    .getByRole('heading', { name: 'يرجى تسجيل الدخول للوصول إلى بوابة المستأجر' })
    .waitFor();
  expect(problems.errors).toEqual([]);
});

test('/dashboard sends a signed-out visitor to /login and back after sign-in', async () => {
  const { page } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/dashboard');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(path(page)).toBe('/login?next=%2Fdashboard');
  await signInWithForm(page, demoEmailFor('agent'), DEMO_PASSWORD);
  await page.getByTestId('dashboard-page').waitFor();
  expect(path(page)).toBe('/dashboard');
  // The badge follows the welcome, with the design system's second entry.
  await page.locator('.role-badge[data-role="agent"]').first().waitFor();
  // An agent may not open the back office.
  await page.goto(harness.site.baseUrl + '/estate/properties');
  await page.getByTestId('access-denied').waitFor();
});

test('the login page switches language and direction', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/login');
  await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await settled(() => page.getByLabel('البريد الإلكتروني').count(), 1)).toBe(1);

  await page.getByTestId('language-toggle').first().click();
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  expect(await settled(() => page.getByLabel('Email').count(), 1)).toBe(1);
  for (const link of ['Create an account', 'Forgot your password?']) {
    expect(await settled(() => page.getByRole('link', { name: link }).count(), 1)).toBe(1);
  }
  // Show/hide the password.
  await page.locator('#login_password').fill('secret');
  await page.getByRole('button', { name: 'Show password' }).click();
  expect(await page.locator('#login_password').getAttribute('type')).toBe('text');
  expect(problems.errors).toEqual([]);
});

test('a next path that resolves to another site is refused after sign-in', async () => {
  for (const next of ['/..//evil.example', '/%2e%2e//evil.example/x']) {
    const { page, problems } = await openPage(harness.browser);
    await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(next)}`);
    await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByTestId('dashboard-page').waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(harness.site.baseUrl).origin);
    expect(path(page)).toBe('/dashboard');
    expect(problems.errors).toEqual([]);
  }
});
