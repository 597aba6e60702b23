import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { LogLevel } from '../config/app-config.js';
import { clock, humanLogLine, type LogFormat } from './log-format.js';

export { type LogFormat, readLogFormat } from './log-format.js';

const NEST_LEVELS: Record<Exclude<LogLevel, 'silent'>, NestLogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/**
 * Start-up chatter of Nest itself (every module initialized, every route mapped: about a hundred lines) that a
 * person starting the server does not read. Kept in the JSON form, where a collector may want it.
 */
const QUIET_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Nest's messages as short lines (`12:00:01 WARN [ObjectSweeper] ...`), without the route-mapping lines. */
export class HumanLogger extends ConsoleLogger {
  protected override printMessages(
    messages: unknown[],
    context = '',
    logLevel: NestLogLevel = 'log',
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    if (logLevel === 'log' && QUIET_CONTEXTS.has(context)) return;
    super.printMessages(messages, context, logLevel, writeStreamType, errorStack, params);
  }

  protected override formatMessage(
    logLevel: NestLogLevel,
    message: unknown,
    _pidMessage: string,
    _formattedLogLevel: string,
    contextMessage: string,
    _timestampDiff: string,
    params?: Record<string, unknown>,
  ): string {
    const level = logLevel === 'log' ? '' : `${this.colorize(logLevel.toUpperCase(), logLevel)} `;
    const extra = params ? ` ${this.stringifyParams(params)}` : '';
    return `${clock()} ${level}${contextMessage}${this.stringifyMessage(message, logLevel)}${extra}\n`;
  }
}

/** Nest's own messages at the same level as the request log, as JSON lines or short human ones. */
export function createNestLogger(level: LogLevel, format: LogFormat = 'json'): ConsoleLogger | false {
  if (level === 'silent') return false;
  return format === 'json'
    ? new ConsoleLogger({ json: true, logLevels: NEST_LEVELS[level] })
    : new HumanLogger({ logLevels: NEST_LEVELS[level], colors: Boolean(process.stdout.isTTY) });
}

/** One line per answered request (method, url, status, duration) instead of Fastify's two. */
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

/** A pino destination that writes each line in its human form to stdout. */
const humanStream = {
  write(chunk: string): void {
    const line = humanLogLine(chunk);
    if (line !== null) process.stdout.write(`${line}\n`);
  },
};

/** Fastify's pino logger (JSON lines, or short human ones); nothing at all when LOG_LEVEL=silent. */
export function fastifyLoggerOptions(
  level: LogLevel,
  format: LogFormat = 'json',
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === 'silent') return { logger: false };
  const logger = format === 'json' ? { level } : { level, stream: humanStream };
  return { logger, logController: new RequestLogController() };
}
