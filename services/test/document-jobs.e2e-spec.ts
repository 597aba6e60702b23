import { DOCUMENT_JOB_STATES, type DocumentJob, ERROR_CODES, todayInRiyadh } from '@estate/contracts';
import { type ApiClient, readRefusal, signInAs } from './support/auth.js';
import { pdfToText } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';

/**
 * A document asked with `Prefer: respond-async` and not ready in time is answered as a job. Here the wait is 0
 * (DOCUMENT_JOB_WAIT_MS), so every such request becomes one, and one worker (DOCUMENT_WORKERS=1) makes the
 * statements one after another: the screen polls each job through its states to its file.
 */
describe('documents asked as jobs', () => {
  let app: TestApp;
  let owner: ApiClient;
  let tenant: ApiClient;
  const year = todayInRiyadh().slice(0, 4);

  const ask = (client: ApiClient, query: string, headers: Record<string, string> = { prefer: 'respond-async' }) =>
    fetch(`${app.baseUrl}/api/me/owner/statement?${query}`, { headers: { cookie: client.cookieHeader(), ...headers } });

  const readJob = async (client: ApiClient, id: string) => {
    const response = await fetch(`${app.baseUrl}/api/documents/jobs/${id}`, {
      headers: { cookie: client.cookieHeader() },
    });
    return { status: response.status, job: response.ok ? ((await response.json()) as DocumentJob) : null, response };
  };

  /** Polls a job every 100 ms (as a screen would, not faster) until it is over, keeping every state seen. */
  const follow = async (client: ApiClient, first: DocumentJob) => {
    const seen: DocumentJob[] = [first];
    for (const deadline = Date.now() + 150_000; Date.now() < deadline;) {
      const { job } = await readJob(client, first.id);
      seen.push(job!);
      if (job!.state === 'done' || job!.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen;
  };

  beforeAll(async () => {
    app = await startTestApp({ DOCUMENT_WORKERS: '1', DOCUMENT_JOB_WAIT_MS: '0' });
    owner = await signInAs(app.baseUrl, 'owner');
    tenant = await signInAs(app.baseUrl, 'tenant');
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('answers 202 with a job, which goes from reading through the queue and the drawing to its file', async () => {
    // Six statements at once for one worker: all but one wait their turn in the queue.
    const queries = [`year=${year}&lang=ar`, ...[1, 2, 3, 4, 5].map((month) => `year=${year}&month=${month}&lang=en`)];
    const answers = await Promise.all(queries.map((query) => ask(owner, query)));
    const jobs: DocumentJob[] = [];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.headers.get('preference-applied')).toBe('respond-async');
      const job = (await answer.json()) as DocumentJob;
      expect(answer.headers.get('location')).toBe(`/api/documents/jobs/${job.id}`);
      // The answer leaves before the statement is made: its data being read, or it waits for the worker, or is drawn.
      expect(['reading', 'queued', 'rendering']).toContain(job.state);
      expect(job).toMatchObject({ fileName: null, error: null });
      jobs.push(job);
    }

    const histories = await Promise.all(jobs.map((job) => follow(owner, job)));
    const rank = (job: DocumentJob) => DOCUMENT_JOB_STATES.indexOf(job.state);
    for (const seen of histories) {
      // States only move forward, the percent only grows, and a place in the queue is given only while waiting.
      for (let index = 1; index < seen.length; index += 1) {
        expect(rank(seen[index]!)).toBeGreaterThanOrEqual(rank(seen[index - 1]!));
        expect(seen[index]!.percent).toBeGreaterThanOrEqual(seen[index - 1]!.percent);
      }
      for (const job of seen) {
        if (job.state === 'queued') expect(job.position).toBeGreaterThanOrEqual(1);
        else expect(job.position).toBeNull();
      }
      expect(seen.at(-1)).toMatchObject({ state: 'done', percent: 100, error: null });
    }
    expect(histories[0]!.at(-1)!.fileName).toBe(`owner-statement-${year}.pdf`);
    expect(histories[1]!.at(-1)!.fileName).toBe(`owner-statement-${year}-01.pdf`);

    const file = await fetch(`${app.baseUrl}/api/documents/jobs/${jobs[0]!.id}/file`, {
      headers: { cookie: owner.cookieHeader() },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`owner-statement-${year}.pdf`);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfToText(bytes)).toContain('كشف حساب المالك');
    // Six statements made one after another by one worker: on a machine busy with other suites, well over a minute.
  }, 180_000);

  it('lets only the account that asked read a job and its file', async () => {
    const answer = await ask(owner, `year=${year}&month=6&lang=ar`);
    expect(answer.status).toBe(202);
    const job = (await answer.json()) as DocumentJob;
    expect((await follow(owner, job)).at(-1)!.state).toBe('done');

    const other = await readJob(tenant, job.id);
    expect(await readRefusal(other.response)).toEqual({ status: 404, code: ERROR_CODES.documentJobNotFound });
    const otherFile = await fetch(`${app.baseUrl}/api/documents/jobs/${job.id}/file`, {
      headers: { cookie: tenant.cookieHeader() },
    });
    expect(await readRefusal(otherFile)).toEqual({ status: 404, code: ERROR_CODES.documentJobNotFound });
    const signedOut = await fetch(`${app.baseUrl}/api/documents/jobs/${job.id}`);
    expect(signedOut.status).toBe(401);
    const unknown = await readJob(owner, 'not-a-job');
    expect(await readRefusal(unknown.response)).toEqual({ status: 404, code: ERROR_CODES.documentJobNotFound });
  });

  it('still answers the file itself to a request without the preference', async () => {
    const answer = await ask(owner, `year=${year}&month=7&lang=en`, {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('ends a job the route refuses as failed, with the reason in both languages', async () => {
    // Asked for a statement, an account with no owner linked is refused: the job says so.
    const answer = await ask(tenant, `year=${year}&lang=en`);
    expect(answer.status).toBe(202);
    const seen = await follow(tenant, (await answer.json()) as DocumentJob);
    expect(seen.at(-1)).toMatchObject({
      state: 'failed',
      fileName: null,
      error: { ar: expect.any(String), en: expect.any(String) },
    });
  });
});
