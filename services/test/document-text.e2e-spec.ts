import {
  type EstateContract,
  type EstateList,
  type EstateReport,
  formatHijriDate,
  formatPhone,
  type OwnerProperty,
  type PaymentInvoice,
  type PaymentInvoiceDetail,
  type Property,
  todayInRiyadh,
} from '@estate/contracts';
import { type ApiClient, signInAs } from './support/auth.js';
import { pdfToText, pdfWords, readable } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';

/**
 * The Arabic PDFs read back as they are drawn: the text poppler extracts from each (contract, receipt, owner
 * statement, report, brochure of the seeded data) holds the labels and the names on the page, letter for letter
 * and in reading order. The pages used to look right while their text layer read other letters (بيابات العقد for
 * بيانات العقد): Naskh draws several letters with one shape, and the PDF mapped the shape back to one of them.
 */
describe('the text of the Arabic documents', () => {
  let app: TestApp;
  let admin: ApiClient;
  let accountant: ApiClient;
  let owner: ApiClient;
  const year = todayInRiyadh().slice(0, 4);

  beforeAll(async () => {
    app = await startTestApp();
    [admin, accountant, owner] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'accountant'),
      signInAs(app.baseUrl, 'owner'),
    ]);
  });
  afterAll(() => app?.stop());

  const textOf = async (client: ApiClient | null, path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      headers: client ? { cookie: client.cookieHeader() } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.toString('latin1')).toContain('/Lang (ar)');
    return pdfToText(pdf);
  };
  /** What was drawn, as poppler would give it back: one space between words. */
  const drawn = (text: string) => readable(text).trim();
  /** Fails naming what is not in the text, and showing the text. */
  const expectIn = (text: string, expected: readonly string[]) => {
    const missing = expected.filter((s) => !text.includes(drawn(s)));
    if (missing.length) throw new Error(`Not in the extracted text: ${missing.join(' | ')}\n--- text ---\n${text}`);
  };

  it('finds the contract’s labels, parties and property in its text', async () => {
    const { status, body } = await admin.get<EstateList<EstateContract>>('/api/estate/contracts?status=active');
    expect(status).toBe(200);
    const contract = body.items.find((item) => item.ownerName && item.tenantName)!;
    const text = await textOf(admin, `/api/estate/contracts/${contract.id}/document?lang=ar`);
    expectIn(text, [
      'عقد إيجار',
      'بيانات العقد',
      'أطراف العقد',
      'تاريخ البداية',
      'تاريخ النهاية',
      'المستأجر',
      'قيمة الإيجار',
      contract.ownerName,
      contract.tenantName,
      contract.propertyTitle,
    ]);
    expect(text).toContain(contract.contractNumber);
  });

  it('prints the contract’s start date with its Umm al-Qura date, in Arabic and in English', async () => {
    const { body } = await admin.get<EstateList<EstateContract>>('/api/estate/contracts?status=active');
    const contract = body.items[0]!;
    const hijri = { ar: formatHijriDate(contract.startDate, 'ar'), en: formatHijriDate(contract.startDate, 'en') };
    expect(hijri.ar).toMatch(/^[٠-٩]{4}\/[٠-٩]{2}\/[٠-٩]{2} هـ$/);
    const ar = await textOf(admin, `/api/estate/contracts/${contract.id}/document?lang=ar`);
    // The digits read as one number (year/month/day), and the era's letters as drawn, shaped.
    expect(ar).toContain(hijri.ar.replace(' هـ', ''));
    expect(ar).toContain('هـ');
    const response = await fetch(`${app.baseUrl}/api/estate/contracts/${contract.id}/document?lang=en`, {
      headers: { cookie: admin.cookieHeader() },
    });
    const en = await pdfToText(Buffer.from(await response.arrayBuffer()));
    const [year, month, day] = contract.startDate.split('-').map(Number);
    const gregorian = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year!, month! - 1, day!)),
    );
    expect(en).toContain(`${gregorian} (${hijri.en})`);
  });

  it('draws the tenant’s phone and the contract number left to right in the Arabic contract', async () => {
    const { body } = await admin.get<EstateList<EstateContract>>('/api/estate/contracts?status=active');
    const contract = body.items.find((item) => item.tenantPhone)!;
    const response = await fetch(`${app.baseUrl}/api/estate/contracts/${contract.id}/document?lang=ar`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(response.status).toBe(200);
    const words = await pdfWords(Buffer.from(await response.arrayBuffer()));
    /** The groups of `value`, found as words of one line, in the order they stand on the page from left to right. */
    const leftToRightOnPage = (value: string) => {
      const groups = value.split(' ');
      const first = words.find((word) => word.text === groups[0]!);
      expect(first).toBeDefined();
      const line = words.filter(
        (word) => word.page === first!.page && Math.abs(word.yMin - first!.yMin) < 2 && groups.includes(word.text),
      );
      return line.sort((a, b) => a.xMin - b.xMin).map((word) => word.text);
    };
    // e.g. ٠٥٥ ٢١٠ ٠٤١١: the digit groups laid out right to left would read ٠٤١١ ٢١٠ ٠٥٥.
    const phone = formatPhone(contract.tenantPhone, 'ar');
    expect(phone.split(' ').length).toBeGreaterThan(1);
    expect(leftToRightOnPage(phone)).toEqual(phone.split(' '));
    expect(words.some((word) => word.text === contract.contractNumber)).toBe(true);
  });

  it('finds the receipt’s labels, tenant and property in its text', async () => {
    const { status, body } = await accountant.get<EstateList<PaymentInvoice>>('/api/estate/payments?tab=paid');
    expect(status).toBe(200);
    const invoice = body.items[0]!;
    const detail = await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${invoice.id}`);
    const payment = detail.body.payments.find((p) => p.kind === 'payment')!;
    const text = await textOf(accountant, `/api/estate/payments/${payment.id}/receipt?lang=ar`);
    expectIn(text, [
      'إيصال دفع',
      'رقم الإيصال',
      'طريقة الدفع',
      'هذا الإيصال صادر إلكترونيًا ولا يحتاج إلى توقيع.',
      invoice.tenantName,
      invoice.propertyTitle,
    ]);
    expect(text).toContain(payment.receiptNumber);
    expect(text).toContain(formatHijriDate(payment.paidOn, 'ar').replace(' هـ', ''));
  });

  it('finds the owner statement’s labels and every property of the owner in its text', async () => {
    const { body: properties } = await owner.get<OwnerProperty[]>('/api/me/owner/properties');
    expect(properties.length).toBeGreaterThan(0);
    const text = await textOf(owner, `/api/me/owner/statement?year=${year}&lang=ar`);
    expectIn(text, [
      'كشف حساب المالك',
      'الملخص',
      'المدفوعات المستلمة',
      'صافي الدخل',
      ...properties.map((p) => p.title),
    ]);
  });

  it('finds the report’s labels and every property it lists in its text', async () => {
    const { body: report } = await accountant.get<EstateReport>(`/api/estate/reports?period=yearly&year=${year}`);
    expect(report.properties.length).toBeGreaterThan(10);
    const text = await textOf(accountant, `/api/estate/reports/export?format=pdf&lang=ar&period=yearly&year=${year}`);
    expectIn(text, [
      'معدل الإشغال',
      'إجمالي الإيرادات',
      'المبلغ المتأخر مع غرامات التأخير',
      'الوحدات الشاغرة',
      ...report.properties.map((row) => row.propertyName),
    ]);
  });

  it('finds the brochure’s heading and each featured property’s title in its text', async () => {
    const properties = (await (await fetch(`${app.baseUrl}/api/properties/featured`)).json()) as Property[];
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) {
      const text = await textOf(null, `/api/properties/${property.id}/brochure?lang=ar`);
      expectIn(text, ['كتيب العقار', property.title]);
    }
  });
});
