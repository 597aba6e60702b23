import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitEvent } from './rate-limit-event.entity.js';
import { RateLimiter } from './rate-limit.service.js';

/** The one rate limiter of the app, for every module. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitEvent])],
  providers: [RateLimiter],
  exports: [RateLimiter],
})
export class RateLimitModule {}
