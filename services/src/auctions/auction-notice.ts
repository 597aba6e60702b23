import { AUCTION_PAUSE_ERROR_CODES } from '@estate/contracts';
import { UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * 422 AUCTION_NOTICE_TOO_SHORT unless the auction starts at least `days` days from now (REGA's draft rules: an auction
 * is announced at least 5 days ahead; AUCTION_NOTICE_DAYS). `details.earliestStart` is the earliest allowed start.
 * At 0 days no notice is asked (the start is then only checked not to be past, as any start is).
 */
export async function assertNoticeGiven(manager: EntityManager, auctionId: string, days: number): Promise<void> {
  if (days === 0) return;
  const [row] = (await manager.query(
    `SELECT start_date < now() + make_interval(days => $2) AS short, now() + make_interval(days => $2) AS earliest
       FROM auctions WHERE id = $1`,
    [auctionId, days],
  )) as { short: boolean; earliest: Date | string }[];
  if (!row?.short) return;
  const earliestStart = new Date(row.earliest).toISOString();
  throw new UnprocessableEntityException({
    code: AUCTION_PAUSE_ERROR_CODES.noticeTooShort,
    message: `An auction is approved only to start at least ${days} days later: not before ${earliestStart}`,
    details: {
      field: 'startDate',
      earliestStart,
      noticeDays: days,
      message: {
        ar: `لا يُعتمد المزاد إلا إذا بدأ بعد ${days} أيام على الأقل من اعتماده: لا يبدأ قبل ${earliestStart}`,
        en: `An auction is approved only to start at least ${days} days later: not before ${earliestStart}`,
      },
    },
  });
}
