import { Injectable, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import type { Server } from 'node:http';

/** Whether this process is stopping: from the signal on it is not ready for new work (GET /api/health/ready). */
@Injectable()
export class ShutdownState {
  stopping = false;
}

/** How often the drain looks whether the requests in flight have finished. */
const DRAIN_POLL_MS = 50;

/**
 * Stops the process in order on SIGTERM or SIGINT, in place of Nest's shutdown hooks: it stops being ready (a
 * balancer sends new requests elsewhere), answers every response with `Connection: close` so kept-alive clients
 * reconnect elsewhere, waits for the requests in flight to finish (at most `drainSeconds`; a stream handed to its own
 * shutdown, such as the live auction events, is not waited for), cuts what is still open, then closes the
 * application (its shutdown hooks, the HTTP server, the database) and ends with the signal it got.
 * Call before listen: it adds hooks to Fastify.
 */
export function drainOnSignals(app: NestFastifyApplication, state: ShutdownState, drainSeconds: number): void {
  const logger = new Logger('Shutdown');
  const fastify = app.getHttpAdapter().getInstance();
  const inFlight = new Set<FastifyReply>();
  fastify.addHook('onRequest', async (_request, reply) => {
    inFlight.add(reply);
    reply.raw.once('close', () => inFlight.delete(reply));
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (state.stopping) reply.header('connection', 'close');
    return payload;
  });
  // A hijacked reply (a stream) counts as sent: its own shutdown ends it.
  const pending = () => [...inFlight].filter((reply) => !reply.sent).length;

  const stop = async (signal: NodeJS.Signals) => {
    if (state.stopping) return;
    state.stopping = true;
    const deadline = Date.now() + drainSeconds * 1000;
    logger.log(`${signal}: not ready; draining ${pending()} request(s) for up to ${drainSeconds} s`);
    while (pending() > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, DRAIN_POLL_MS));
    const left = pending();
    if (left > 0) {
      logger.warn(`${left} request(s) still in flight after ${drainSeconds} s: their connections are cut`);
      (app.getHttpServer() as Server).closeAllConnections();
    }
    try {
      await app.close();
    } catch (error) {
      logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.removeListener('SIGTERM', onSignal);
    process.removeListener('SIGINT', onSignal);
    process.kill(process.pid, signal);
  };
  const onSignal = (signal: NodeJS.Signals) => void stop(signal);
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
