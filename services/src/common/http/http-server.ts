import type { FastifyServerOptions } from 'fastify';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long the server waits for a client. A client that stalls or trickles is cut off, so it cannot hold a
 * connection (and the memory and database work behind it) open:
 * - headers: the request line and headers must arrive within half of `seconds` (a connection that sends nothing is
 *   closed then too);
 * - idle: a connection on which nothing moves for `seconds` is closed (also between keep-alive requests), except
 *   while the server is making its answer: the time that takes is not the client's;
 * - body: a request body must be complete within `seconds` of its start, except an upload (PUT to
 *   `uploadPathPrefix`), which instead must keep up `uploadMinBytesPerSecond` over each window of `seconds / 2`,
 *   so a large file on a slow line gets through and a trickle does not.
 */
export interface ClientTimeouts {
  seconds: number;
  uploadPathPrefix: string;
  uploadMinBytesPerSecond: number;
}

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** Cuts off a request whose body does not arrive in time (see ClientTimeouts). */
export function watchRequestBody(request: IncomingMessage, response: ServerResponse, timeouts: ClientTimeouts): void {
  if (!hasBody(request)) return;
  const socket = request.socket;
  const cut = () => {
    if (!request.complete && !response.writableEnded) socket.destroy();
  };
  let timer: NodeJS.Timeout;
  if (request.method === 'PUT' && request.url?.startsWith(timeouts.uploadPathPrefix)) {
    const windowMs = (timeouts.seconds * 1000) / 2;
    let lastBytes = socket.bytesRead;
    timer = setInterval(() => {
      if (request.complete) return clearInterval(timer);
      const received = socket.bytesRead - lastBytes;
      lastBytes = socket.bytesRead;
      if (received < (timeouts.uploadMinBytesPerSecond * windowMs) / 1000) cut();
    }, windowMs);
  } else {
    timer = setTimeout(cut, timeouts.seconds * 1000);
  }
  timer.unref();
  const stop = () => clearTimeout(timer);
  response.once('close', stop);
  request.once('end', stop);
}

/** Fastify's options for the HTTP server: Node's timeouts plus the body watch above. */
export function httpServerOptions(timeouts: ClientTimeouts): Pick<FastifyServerOptions, 'serverFactory'> {
  const ms = timeouts.seconds * 1000;
  return {
    serverFactory: (handler) => {
      const server: Server = createServer(
        {
          headersTimeout: Math.max(1000, ms / 2),
          // The whole-request deadline is the body watch's job: a fixed cap would cut off large uploads.
          requestTimeout: 0,
          keepAliveTimeout: Math.min(ms, 10_000),
          connectionsCheckingInterval: Math.min(1000, ms / 4),
        },
        (request, response) => {
          watchRequestBody(request, response, timeouts);
          // Once the request is in, the silence is the server's while it answers (a document under load can take
          // longer than the clients' timeout): no inactivity cut until the answer is written, then the cut again
          // for a client that does not read it, and Node's keep-alive timeout once it is sent.
          const quiet = () => request.socket.setTimeout(0);
          if (hasBody(request)) request.once('end', quiet);
          else quiet();
          response.once('prefinish', () => request.socket.setTimeout(ms));
          handler(request, response);
        },
      );
      server.setTimeout(ms);
      // A connection that sends nothing at all is no request yet, and with the options above Node times out neither
      // its headers nor its silence: it is closed once the headers' deadline passes with no byte read.
      server.on('connection', (socket: Socket) => {
        const timer = setTimeout(
          () => {
            if (socket.bytesRead === 0) socket.destroy();
          },
          Math.max(1000, ms / 2),
        );
        timer.unref();
        socket.once('close', () => clearTimeout(timer));
      });
      return server;
    },
  };
}
