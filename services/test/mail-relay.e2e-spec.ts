import { startSmtpSink, type SmtpSink } from '../../packages/test-support/src/smtp-sink.js';
import { postgresAvailable } from './support/database.js';
import { spawnServer, startTestApp, type RunningServer, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

describePostgres('the mail relay: queued mail whose sending never started', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let second: RunningServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Two processes, each running the relay every second; a message waits 2 s before the relay takes it.
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_RELAY_SECONDS: '1',
      MAIL_RELAY_AFTER_SECONDS: '2',
    };
    app = await startTestApp(env);
    second = await spawnServer({ ...app.database.env, DATA_DIR: app.dataDir, ...env });
  });
  afterAll(async () => {
    await second?.stop();
    await app?.stop();
    await sink?.close();
  });

  const outboxRow = async (id: string) =>
    (
      await app.database.query<{ sent_at: Date | null; error: string | null }>(
        `SELECT sent_at, error FROM mail_outbox WHERE id = $1`,
        [id],
      )
    )[0]!;
  const deliveriesTo = (address: string) => sink.received.filter((mail) => mail.to.includes(`<${address}>`)).length;

  it('sends a message its process left queued once, whichever process finds it, and leaves a failed one alone', async () => {
    // As a process killed between its commit and the send leaves them: queued an hour ago, no outcome.
    const [stranded] = await app.database.query<{ id: string }>(
      `INSERT INTO mail_outbox ("to", subject, text, created_at)
       VALUES ('stranded@example.sa', 'Stranded | عالقة', 'Sent late.', now() - interval '1 hour') RETURNING id`,
    );
    const [failed] = await app.database.query<{ id: string }>(
      `INSERT INTO mail_outbox ("to", subject, text, created_at, error)
       VALUES ('failed@example.sa', 'Failed | فشلت', 'Refused.', now() - interval '1 hour', '550 mailbox unavailable')
       RETURNING id`,
    );

    expect(await becomesTrue(async () => (await outboxRow(stranded!.id)).sent_at !== null, 15_000)).toBe(true);
    expect(deliveriesTo('stranded@example.sa')).toBe(1);
    // Four more rounds of both relays (an absence has no event to wait on): nothing is sent twice, and the failed
    // one waits for an admin.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(deliveriesTo('stranded@example.sa')).toBe(1);
    expect(deliveriesTo('failed@example.sa')).toBe(0);
    expect(await outboxRow(failed!.id)).toMatchObject({ sent_at: null, error: '550 mailbox unavailable' });
  });
});
