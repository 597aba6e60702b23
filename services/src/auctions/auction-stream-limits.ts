import { AUCTION_ERROR_CODES, type BilingualText, ERROR_CODES } from '@estate/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';
import { bilingualRefusal } from '../common/http/refusal.js';

/** What a refused stream is told to wait before it tries again (Retry-After and details.retryAfterSeconds). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

const refusal = (status: HttpStatus, code: string, message: BilingualText, limit: number) =>
  new HttpException(bilingualRefusal(code, message, { retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS, limit }), status);

/** 429: this address holds as many open streams as one address may. */
const tooManyFromAddress = (limit: number) =>
  refusal(
    HttpStatus.TOO_MANY_REQUESTS,
    ERROR_CODES.tooManyRequests,
    {
      ar: `لديك ${limit} بثاً مباشراً مفتوحاً للمزادات من هذا العنوان، وهو الحد الأقصى: أغلق بعضها أو حاول لاحقاً`,
      en: `This address already has ${limit} live auction streams open, the most it may: close some or try again later`,
    },
    limit,
  );

/** 503: the process holds as many open streams as it serves. */
const serverFull = (limit: number) =>
  refusal(
    HttpStatus.SERVICE_UNAVAILABLE,
    AUCTION_ERROR_CODES.streamsBusy,
    {
      ar: 'البث المباشر للمزادات مشغول الآن بعدد كبير من المتابعين: حاول بعد قليل',
      en: 'Live auction updates are serving as many watchers as they can: try again shortly',
    },
    limit,
  );

/**
 * The open event streams of this process, counted by client address and in total: a stream takes a slot when it
 * opens and gives it back when it closes, and one past either limit is refused (429 for the address, 503 for the
 * process) before anything is read for it.
 */
export class AuctionStreamLimits {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perAddress: number; total: number }) {}

  /** Takes a slot for a stream from `address`, or throws the refusal; answers how to give the slot back (once). */
  take(address: string): () => void {
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (fromAddress >= this.limits.perAddress) throw tooManyFromAddress(this.limits.perAddress);
    if (this.total >= this.limits.total) throw serverFull(this.limits.total);
    this.byAddress.set(address, fromAddress + 1);
    this.total += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
