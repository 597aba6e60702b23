import { type ApiErrorBody, ERROR_CODES } from '@estate/contracts';
import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 64;

/**
 * Control characters no text of ours contains: C0 controls other than tab, line feed and carriage return
 * (which multi-line texts need), and DEL. NUL in particular cannot be stored in PostgreSQL text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const invalid = (field: string, message: string): BadRequestException => {
  const body: ApiErrorBody = {
    statusCode: 400,
    code: ERROR_CODES.validation,
    message: `Validation failed (${field}: ${message})`,
    details: [{ field, messages: [message] }],
  };
  return new BadRequestException(body);
};

/**
 * How deep the arrays and objects of a JSON text nest, read without parsing it (so a text nested thousands of
 * levels deep is refused before the parser recurses into it). Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/** The path (dotted, as the validation errors name fields) of the first string holding a control character. */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return childPath;
    const found = findControlCharacter(child, childPath);
    if (found) return found;
  }
  return null;
}

const controlCharacterError = (field: string) => invalid(field, `${field} must not contain control characters`);

/**
 * One place for input no route should see: JSON bodies nested deeper than MAX_JSON_DEPTH, and control
 * characters in JSON strings, query strings and path parameters. Each answers 400 VALIDATION_FAILED naming
 * the field, before any handler runs.
 */
export function registerInputGuard(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', {}, (request, body, done) => {
    const text = body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(invalid('body', `body must not nest arrays and objects deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const field = findControlCharacter(value);
      if (field) return done(controlCharacterError(field), undefined);
      done(null, value);
    });
  });
  fastify.addHook('preValidation', async (request) => {
    const field = findControlCharacter(request.query) ?? findControlCharacter(request.params);
    if (field) throw controlCharacterError(field);
  });
}
