import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  ForbiddenException,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type ApiErrorBody, IDENTITY_ERROR_CODES } from '@estate/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_BODY, codeForStatus, httpErrorBody } from './error-body.js';

/** Status and message of errors Fastify raises itself before a handler runs (bad JSON, body too large...). */
function clientError(exception: unknown): { status: number; message: string } | undefined {
  const { statusCode, message } = (exception ?? {}) as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && typeof message === 'string') {
    return { status: statusCode, message };
  }
  return undefined;
}

/** Nest's enableCsrfProtection() rejects with a plain ForbiddenException whose message says why. */
function isCsrfRejection(exception: unknown): boolean {
  return exception instanceof ForbiddenException && exception.message.startsWith('Cross-origin request detected');
}

/** The one place that turns any failure into `{ statusCode, code, message, details }`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);
    if (reply.sent) return;
    const retryAfter = (body.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if ((body.statusCode === 429 || body.statusCode === 503) && typeof retryAfter === 'number') {
      reply.header('retry-after', String(retryAfter));
    }
    reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ApiErrorBody {
    if (isCsrfRejection(exception)) {
      return {
        statusCode: 403,
        code: IDENTITY_ERROR_CODES.csrf,
        message: 'Cross-site request refused. Reload the page and try again.',
      };
    }
    if (exception instanceof HttpException) {
      const body = httpErrorBody(exception.getStatus(), exception.getResponse());
      if (body.statusCode >= 500)
        this.logger.error(`${request.method} ${request.url}: ${exception.message}`, exception.stack);
      return body;
    }
    const client = clientError(exception);
    if (client) return { statusCode: client.status, code: codeForStatus(client.status), message: client.message };
    const error = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error(`${request.method} ${request.url}: ${error.message}`, error.stack);
    return INTERNAL_ERROR_BODY;
  }
}
