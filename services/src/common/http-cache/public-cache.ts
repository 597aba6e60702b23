import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { map, type Observable } from 'rxjs';
import { PRIVATE_REVALIDATE } from '../static/cache-control.js';

/**
 * A public, anonymous read: the same answer for every visitor. Browsers revalidate it on each use
 * (a 304 when unchanged); a shared cache (CDN) in front of several API processes keeps it 30 s and may
 * serve it 60 s more while it fetches a fresh one.
 */
export const PUBLIC_READ = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/** Weak: the bytes differ by Content-Encoding, the JSON they carry does not. */
export function etagOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        const etag = etagOf(JSON.stringify(body) ?? '');
        reply.header('cache-control', PUBLIC_READ).header('etag', etag);
        if (!matchesEtag(request.headers['if-none-match'], etag)) return body;
        reply.status(304);
        return undefined;
      }),
    );
  }
}

@Injectable()
export class PrivateAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        reply.header('cache-control', PRIVATE_REVALIDATE);
        return body;
      }),
    );
  }
}

/** Marks a GET handler whose answer is the same for everyone: cacheable by shared caches, with an ETag. */
export const PublicCache = () => applyDecorators(UseInterceptors(PublicCacheInterceptor));

/** Marks a GET handler whose answer depends on the session: no shared cache may keep it. */
export const PrivateAnswer = () => applyDecorators(UseInterceptors(PrivateAnswerInterceptor));
