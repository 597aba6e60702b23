import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { LogLevel } from '../config/app-config.js';

const NEST_LEVELS: Record<Exclude<LogLevel, 'silent'>, NestLogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Nest's own messages as JSON lines, at the same level as the request log. */
export function createNestLogger(level: LogLevel): ConsoleLogger | false {
  return level === 'silent' ? false : new ConsoleLogger({ json: true, logLevels: NEST_LEVELS[level] });
}

/** One JSON line per answered request (method, url, status, duration) instead of Fastify's two. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

/** Fastify's pino logger (JSON to stdout); nothing at all when LOG_LEVEL=silent. */
export function fastifyLoggerOptions(level: LogLevel): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return level === 'silent' ? { logger: false } : { logger: { level }, logController: new RequestLogController() };
}
