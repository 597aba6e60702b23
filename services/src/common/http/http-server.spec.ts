import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { httpServerOptions } from './http-server.js';

const TIMEOUTS = { seconds: 2, uploadPathPrefix: '/uploads/', uploadMinBytesPerSecond: 1 };

/** A server made as the API's is, answering after `delayMs`. */
async function serverAnsweringAfter(delayMs: number): Promise<{ server: Server; port: number }> {
  const factory = httpServerOptions(TIMEOUTS).serverFactory!;
  const server = factory((_request, response) => {
    setTimeout(() => response.end('done'), delayMs);
  }, {} as never) as unknown as Server;
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { server, port: (server.address() as AddressInfo).port };
}

const get = (port: number) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', fail);
    request.end();
  });

describe('the API server’s client timeouts', () => {
  it('answers a request that takes the server longer than the clients’ idle timeout', async () => {
    const { server, port } = await serverAnsweringAfter(3_000);
    try {
      expect(await get(port)).toEqual({ status: 200, body: 'done' });
    } finally {
      server.close();
    }
  }, 20_000);

  it('still closes a connection on which the client sends nothing', async () => {
    const { server, port } = await serverAnsweringAfter(0);
    try {
      const socket = connect(port, '127.0.0.1');
      // Node may close it with a 408 answer: read that, or the client never gets to the end of the stream and its close.
      socket.resume();
      const closedAfter = await new Promise<number>((done) => {
        const start = Date.now();
        socket.on('close', () => done(Date.now() - start));
        socket.on('error', () => undefined);
      });
      expect(closedAfter).toBeLessThan(10_000);
    } finally {
      server.close();
    }
  }, 20_000);
});
