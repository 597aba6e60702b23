import { todayInRiyadh } from '@estate/contracts';
import { type ApiClient, refusalOf, signInAs } from './support/auth.js';
import { pdfToText } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';

/**
 * Documents are made in worker threads: one worker and five waiting here (DOCUMENT_WORKERS=1, DOCUMENT_QUEUE=5), so
 * six documents asked at once are all taken and made one after another while the API keeps answering; more than
 * six at once are refused with 503 DOCUMENTS_BUSY and Retry-After.
 */
describe('documents made off the API thread', () => {
  let app: TestApp;
  let owner: ApiClient;
  const year = todayInRiyadh().slice(0, 4);

  const statement = async (query: string) => {
    const response = await fetch(`${app.baseUrl}/api/me/owner/statement?${query}`, {
      headers: { cookie: owner.cookieHeader() },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').includes('json');
    const body = json ? (JSON.parse(bytes.toString()) as { details?: unknown }) : null;
    return { response, bytes, body, refusal: refusalOf({ status: response.status, body }) };
  };

  beforeAll(async () => {
    app = await startTestApp({ DOCUMENT_WORKERS: '1', DOCUMENT_QUEUE: '5' });
    owner = await signInAs(app.baseUrl, 'owner');
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('keeps answering other requests while six statements are made one after another', async () => {
    let finished = 0;
    const statements = [1, 2, 3, 4, 5, 6].map((month) =>
      statement(`year=${year}&month=${month}&lang=ar`).then((result) => {
        finished++;
        return result;
      }),
    );
    // Once the first is done, the other five are being made or waiting for the one worker.
    await Promise.race(statements);
    const listing = await fetch(`${app.baseUrl}/api/properties?limit=12`);
    expect(listing.status).toBe(200);
    let answeredMeanwhile = 0;
    while (finished < 6) {
      const health = await fetch(`${app.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      if (finished < 6) answeredMeanwhile++;
    }
    // Made on the API's thread, each statement would hold every other request until it is done: about one answer
    // between two statements. Made in a worker, the health checks go on answering while the five are made.
    expect(answeredMeanwhile).toBeGreaterThan(20);
    const results = await Promise.all(statements);
    for (const [index, result] of results.entries()) {
      expect(result.response.status).toBe(200);
      expect(result.response.headers.get('content-type')).toBe('application/pdf');
      expect(result.response.headers.get('content-disposition')).toContain(
        `owner-statement-${year}-${String(index + 1).padStart(2, '0')}.pdf`,
      );
    }
    expect(await pdfToText(results[0]!.bytes)).toContain('كشف حساب المالك');
    // Six statements on one worker: a minute or more when other suites share the machine's two cores.
  }, 180_000);

  it('gives the same statement asked twice at once the same bytes', async () => {
    const [first, second] = await Promise.all([statement(`year=${year}&lang=en`), statement(`year=${year}&lang=en`)]);
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    expect(first.bytes.equals(second.bytes)).toBe(true);
    expect(await pdfToText(first.bytes)).toContain('Owner statement');
  });

  it('refuses documents beyond the worker and its queue with 503 DOCUMENTS_BUSY, Retry-After and a reason in both languages', async () => {
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const results = await Promise.all(months.map((month) => statement(`year=${year}&month=${month}&lang=en`)));
    const refused = results.filter((result) => result.response.status === 503);
    const made = results.filter((result) => result.response.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(made.length).toBeGreaterThan(0);
    expect(refused.length + made.length).toBe(months.length);
    for (const result of refused) {
      expect(result.refusal).toMatchObject({ status: 503, code: 'DOCUMENTS_BUSY' });
      expect(result.response.headers.get('retry-after')).toBe('5');
      expect(result.body?.details).toMatchObject({
        retryAfterSeconds: 5,
        message: { ar: expect.stringContaining('المستندات'), en: expect.stringContaining('documents') },
      });
    }
    for (const result of made) expect(result.response.headers.get('content-type')).toBe('application/pdf');
    // Once the queue has room again, a refused statement is made.
    const again = await statement(`year=${year}&month=${months[results.indexOf(refused[0]!)]}&lang=en`);
    expect(again.response.status).toBe(200);
  });
});
