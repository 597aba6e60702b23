import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitEvent } from './rate-limit-event.entity.js';
import { RateLimitInterceptor } from './rate-limit.interceptor.js';
import { RateLimiter } from './rate-limit.service.js';

/**
 * The one rate limiter of the app: routes declare their allowances with @RateLimit (applied by
 * RateLimitInterceptor); the few whose counting depends on the outcome (sign-in failures) use RateLimiter itself.
 * Either way a refusal is a TooManyRequestsException, whose Retry-After the exception filter sets.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitEvent])],
  providers: [RateLimiter, { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor }],
  exports: [RateLimiter],
})
export class RateLimitModule {}
