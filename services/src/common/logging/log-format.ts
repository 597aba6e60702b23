import { ConfigError } from '../config/app-config.js';

/**
 * How logs are written: `json`, one JSON object a line for a log collector (the default with NODE_ENV=production),
 * or `human`, short lines for a person at a terminal (`GET /api/properties 200 4.1 ms`), the default otherwise.
 * LOG_FORMAT chooses either way.
 */
export const LOG_FORMATS = ['json', 'human'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * LOG_FORMAT, else `json` in production and `human` elsewhere. Throws a ConfigError for another value.
 * Read beside the configuration (see main.ts): it chooses how the configuration's own errors are written too.
 */
export function readLogFormat(env: Record<string, string | undefined>): LogFormat {
  const value = env.LOG_FORMAT?.trim().toLowerCase();
  if (!value) return env.NODE_ENV === 'production' ? 'json' : 'human';
  if ((LOG_FORMATS as readonly string[]).includes(value)) return value as LogFormat;
  throw new ConfigError([`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (got "${env.LOG_FORMAT}")`]);
}

/** The time of day, `HH:MM:SS`, that starts each human line. */
export const clock = () => new Date().toTimeString().slice(0, 8);

/** What the human form reads of a Fastify (pino) JSON line. */
interface PinoLine {
  level?: number;
  msg?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  durationMs?: number;
  err?: { message?: string; stack?: string };
}

const PINO_LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One of Fastify's JSON log lines as a short human one; null for those a person does not need. */
export function humanLogLine(json: string): string | null {
  let line: PinoLine;
  try {
    line = JSON.parse(json) as PinoLine;
  } catch {
    return json.trimEnd();
  }
  // main.ts prints the address the way a person opens it.
  if (line.msg?.startsWith('Server listening at')) return null;
  const level = line.level !== undefined && PINO_LEVELS[line.level] ? `${PINO_LEVELS[line.level]} ` : '';
  if (line.method && line.url && line.statusCode !== undefined) {
    const request = `${line.method} ${line.url} ${line.statusCode} ${line.durationMs ?? 0} ms`;
    const error = line.err ? `\n${line.err.stack ?? line.err.message ?? ''}` : '';
    return `${clock()} ${level}${request}${error}`;
  }
  return `${clock()} ${level}${line.msg ?? ''}${line.err?.stack ? `\n${line.err.stack}` : ''}`;
}
