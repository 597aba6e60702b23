import { DEMO_ADMIN } from '@estate/contracts';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { settled } from '../support/wait';

const harness = useSiteAndBrowser();

test('asking for an agent account at registration waits for an admin; once approved, the agent works inquiries only', async () => {
  const email = `agent.applicant.${Date.now()}@example.sa`;
  const password = 'Applicant@2025';

  // The visitor registers in Arabic and asks for an agent account.
  const visitor = await openPage(harness.browser);
  await visitor.page.goto(harness.site.baseUrl + '/register');
  await visitor.page.getByTestId('register-page').waitFor();
  await visitor.page.locator('#register_name').fill('سعد الوسيط');
  await visitor.page.locator('#register_email').fill(email);
  await visitor.page.getByText('وسيط عقاري', { exact: true }).click();
  await visitor.page.getByTestId('agent-review-hint').waitFor();
  await visitor.page.locator('#register_password').fill(password);
  await visitor.page.locator('#register_confirmPassword').fill(password);
  await visitor.page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await visitor.page.getByText('أُرسل طلب حساب الوسيط للمراجعة', { exact: false }).waitFor();
  await visitor.page.waitForURL((url) => url.pathname === '/login');

  // Signed in, the applicant is a plain user: no requests screen.
  await signInWithForm(visitor.page, email, password);
  await visitor.page.getByTestId('dashboard-page').waitFor();
  await visitor.page.goto(harness.site.baseUrl + '/admin/requests');
  await visitor.page.getByTestId('access-denied').waitFor();

  // The admin approves the request, in English.
  const admin = await openPage(harness.browser);
  await admin.page.goto(harness.site.baseUrl + '/');
  await admin.page.evaluate(() => localStorage.setItem('language', 'en'));
  await admin.page.goto(harness.site.baseUrl + '/login?next=/admin/users?tab=agentRequests');
  await signInWithForm(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const tab = admin.page.getByTestId('agent-requests-tab');
  const row = tab.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  expect(await settled(() => row.getByText('Awaiting review').count(), 1)).toBe(1);
  await row.getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByText('is now an agent and was told by email').waitFor();
  // Decided, it leaves the list of pending requests the tab opens with.
  await row.waitFor({ state: 'detached' });
  expect(admin.problems.errors).toEqual([]);

  expect(visitor.problems.errors).toEqual([]);

  // The new agent signs in: the requests screen shows the inquiries about their listings only.
  const agent = await openPage(harness.browser);
  await agent.page.goto(harness.site.baseUrl + '/login?next=/admin/requests');
  await signInWithForm(agent.page, email, password);
  await agent.page.getByTestId('requests-page').waitFor();
  await agent.page.getByText('الاستفسارات عن العقارات المسندة إليك.').waitFor();
  expect(await settled(() => agent.page.getByRole('tab').count(), 1)).toBe(1);
  await agent.page.goto(harness.site.baseUrl + '/admin/requests?tab=serviceRequests');
  await agent.page.getByTestId('requests-page').waitFor();
  expect(await settled(() => agent.page.getByRole('tab').count(), 1)).toBe(1);
  expect(agent.problems.errors).toEqual([]);
});
