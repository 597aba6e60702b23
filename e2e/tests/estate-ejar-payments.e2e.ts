import {
  type ContractInvoices,
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateContract,
  type PaymentInvoiceDetail,
  todayInRiyadh,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose, ownerWithTenant, save } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** An Ejar contract number no other run took: 12 digits. */
const ejarNumber = () => `40${String(Date.now()).slice(-10)}`;

test('an accountant in Arabic records an Ejar-settled rent with its SADAD reference, then imports an Ejar statement after its dry run', async () => {
  const base = harness.site.baseUrl;
  // A residential contract from today, registered on Ejar: its rent is paid through Ejar's channels.
  const { property, contract, manager } = await ownerWithTenant(base);
  const number = ejarNumber();
  const registered = await manager.patch<EstateContract>(`/api/estate/contracts/${contract.id}`, {
    ejarContractNumber: number,
    ejarRegisteredOn: todayInRiyadh(),
  });
  expect(registered.status).toBe(200);
  const rents = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items
    .filter((invoice) => invoice.type === 'rent')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const [first, second] = rents;
  const accountant = await signInAs(base, 'accountant');
  const detail = async (id: string) => (await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${id}`)).body;

  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  const path = `/estate/payments?propertyId=${property.id}&sort=dueDate&order=asc`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  const row = page.getByTestId('payments-table').locator(`tbody tr[data-invoice="${first!.invoiceNumber}"]`);
  await row.waitFor();

  // Paid through Ejar: the form asks for Ejar's (SADAD's) reference before it records it.
  await row.getByTestId('invoice-record').click();
  await page.getByTestId('payment-form').waitFor();
  await choose(page, 'record-payment_method', 'عبر إيجار (مدى / سداد)');
  const missing = await save(page, page.getByTestId('payment-save'), 'تم سداد الفاتورة');
  expect(missing).toContain('أدخل مرجع الدفعة في إيجار أو سداد');
  expect((await detail(first!.id)).status).toBe('pending');
  const reference = `SADAD-153-${number.slice(-6)}`;
  await page.locator('#record-payment_reference').fill(reference);
  // The field's error leaves once the reference is typed (so the save below reads only its own outcome).
  await page
    .locator('.ant-form-item-explain-error', { hasText: 'أدخل مرجع الدفعة في إيجار أو سداد' })
    .waitFor({ state: 'detached' });
  expect(await save(page, page.getByTestId('payment-save'), 'تم سداد الفاتورة')).toBe('saved');
  const paid = await eventually(
    () => detail(first!.id),
    (invoice) => invoice.status === 'paid',
  );
  expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'ejar' });
  expect(paid.payments).toEqual([expect.objectContaining({ method: 'ejar', reference, amount: 3000 })]);
  expect(
    await eventually(
      () => row.getAttribute('data-status'),
      (status) => status === 'paid',
    ),
  ).toBe('paid');

  // Ejar's statement: the dry run lists the row it matches (the next rent, by its due date) and the exception (an
  // unknown contract) in Arabic, and records nothing; the import then records the match.
  await page.getByTestId('payments-ejar-import').click();
  await page.getByTestId('import-dialog').waitFor();
  const statementReference = `EJ-${number}-2`;
  await page.getByTestId('import-file').setInputFiles({
    name: 'ejar-statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Ejar contract number,Period,Amount,Paid on,Reference',
        `${number},${second!.dueDate},3000,${todayInRiyadh()},${statementReference}`,
        `99999999999999,${second!.dueDate.slice(0, 7)},3000,${todayInRiyadh()},EJ-UNKNOWN-${number}`,
      ].join('\r\n') + '\r\n',
    ),
  });
  const preview = page.getByTestId('import-preview');
  await preview.waitFor();
  expect([await preview.getAttribute('data-valid'), await preview.getAttribute('data-invalid')]).toEqual(['1', '1']);
  const matches = page.getByTestId('import-matches');
  expect(await matches.innerText()).toContain(second!.invoiceNumber);
  expect(await matches.innerText()).toContain(statementReference);
  const exceptions = page.getByTestId('import-errors');
  expect(await settled(() => exceptions.locator('tbody tr.ant-table-row').count(), 1)).toBe(1);
  expect(await exceptions.innerText()).toMatch(/[\u0600-\u06FF]/);
  expect((await detail(second!.id)).status).toBe('pending');

  await page.getByTestId('import-commit').click();
  await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
  const imported = await eventually(
    () => detail(second!.id),
    (invoice) => invoice.status === 'paid',
  );
  expect(imported.payments).toEqual([
    expect.objectContaining({ method: 'ejar', reference: statementReference, amount: 3000 }),
  ]);
  const secondRow = page.getByTestId('payments-table').locator(`tbody tr[data-invoice="${second!.invoiceNumber}"]`);
  expect(
    await eventually(
      () => secondRow.getAttribute('data-status'),
      (status) => status === 'paid',
    ),
  ).toBe('paid');
  expect(problems.errors).toEqual([]);
});
