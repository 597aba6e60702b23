import { useTranslation } from 'react-i18next';
import type { AuctionBid } from '@estate/contracts';
import { formatCurrency, formatDateTime, localeOf, useLang } from '@estate/platform';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The newest bids first: the bidder (masked by the server; 'You' for the viewer's own), the amount and when. */
export function BidHistory({ bids, now }: { bids: readonly AuctionBid[]; now: number }) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const relative = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' });
  // Under a minute 'just now', under a day in minutes or hours ago, then the date and time.
  const when = (createdAt: string) => {
    const elapsed = now - Date.parse(createdAt);
    if (elapsed < MINUTE_MS) return t('history.justNow');
    if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
    if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
    return formatDateTime(createdAt, lang);
  };
  return (
    <section className="auction-section" aria-labelledby="auction-history-title">
      <h2 id="auction-history-title" className="auction-section-title">
        {t('history.title')}
      </h2>
      {bids.length === 0 ? (
        <p className="muted" data-testid="bid-history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <table className="bid-history" data-testid="bid-history">
          <thead>
            <tr>
              <th scope="col">{t('history.bidder')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.time')}</th>
            </tr>
          </thead>
          <tbody>
            {bids.map((bid) => (
              <tr
                key={bid.id}
                className={bid.mine ? 'bid-history-mine' : undefined}
                data-testid="bid-row"
                data-mine={bid.mine}
              >
                <td>{bid.mine ? t('history.you') : <bdi>{bid.bidder}</bdi>}</td>
                <td data-amount={bid.amount}>{formatCurrency(bid.amount, lang)}</td>
                <td>
                  <time dateTime={bid.createdAt} title={formatDateTime(bid.createdAt, lang)}>
                    {when(bid.createdAt)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
