import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { catchError, from, type Observable, switchMap, throwError } from 'rxjs';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RATE_LIMITS, type RouteRateLimit } from './rate-limit.decorator.js';
import { RateLimiter, type RateLimitRule } from './rate-limit.service.js';

/**
 * Set by Nest on a request its pipes refused, so its handler never ran (a registered symbol Nest documents for
 * interceptors that release what they prepared for the handler).
 */
const REJECTED_BY_PIPES = Symbol.for('nestjs:rejected-by-pipes');

const MAX_ADDRESS = 64;

/** The allowances of the route the request is for, with their keys; a rule without its subject is left out. */
export function rulesFor(
  limits: readonly RouteRateLimit[],
  request: FastifyRequest,
  config: AppConfig,
): RateLimitRule[] {
  return limits.flatMap((limit) => {
    const subject = limit.by === 'address' ? request.ip?.slice(0, MAX_ADDRESS) : request.authUser?.id;
    if (!subject) return [];
    return [
      {
        key: `${limit.name}:${subject}`,
        limit: typeof limit.limit === 'number' ? limit.limit : limit.limit(config),
        windowSeconds: limit.windowSeconds,
        message: limit.message,
      },
    ];
  });
}

/**
 * Applies the @RateLimit allowances of every route. Interceptors run after the guards (so the account is known)
 * and before the pipes: a request is counted first, so a flood is refused before its body is looked at, and given
 * back when validation refuses it.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limits = this.reflector.getAllAndOverride<RouteRateLimit[] | undefined>(RATE_LIMITS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!limits?.length || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const rules = rulesFor(limits, request, this.config);
    return from(this.limiter.consume(rules, limits[0]!.message)).pipe(
      switchMap((counted) =>
        next.handle().pipe(
          catchError((error: unknown) => {
            const refusedByPipes = (request as unknown as Record<symbol, unknown>)[REJECTED_BY_PIPES] === true;
            if (!refusedByPipes) return throwError(() => error);
            return from(this.limiter.giveBack(counted)).pipe(switchMap(() => throwError(() => error)));
          }),
        ),
      ),
    );
  }
}
