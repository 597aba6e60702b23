import { spawnServer, startTestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

describe('what the server prints', () => {
  it('in the human form: no route-mapping lines, the database, and one short line per request', async () => {
    const app = await startTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'human' });
    try {
      const output = app.server.output();
      expect(output).toMatch(/^Database: /m);
      expect(output).not.toMatch(/Mapped \{|RoutesResolver|InstanceLoader/);
      expect(output).not.toMatch(/^\{/m);
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
      const requestLine = /^\d{2}:\d{2}:\d{2} GET \/api\/health 200 [\d.]+ ms$/m;
      expect(await becomesTrue(async () => requestLine.test(app.server.output()), 5_000)).toBe(true);
    } finally {
      await app.stop();
    }
  });

  it('in production: JSON lines, the request log included', async () => {
    const app = await startTestApp({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
    try {
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
      const requestLog = () =>
        app.server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { url?: string; statusCode?: number; durationMs?: number })
          .find((entry) => entry.url === '/api/health');
      expect(await becomesTrue(async () => requestLog() !== undefined, 5_000)).toBe(true);
      expect(requestLog()).toMatchObject({ statusCode: 200, durationMs: expect.any(Number) });
    } finally {
      await app.stop();
    }
  });

  it('refuses an unknown LOG_FORMAT at start, naming it', async () => {
    await expect(spawnServer({ LOG_FORMAT: 'pretty', DATABASE_URL: undefined }, 20_000)).rejects.toThrow(
      /LOG_FORMAT must be one of json, human/,
    );
  });
});
