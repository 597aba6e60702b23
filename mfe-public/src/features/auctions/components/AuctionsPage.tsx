import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AUCTION_FILTER_STATUSES } from '@estate/contracts';
import { Button, Empty, LoadError, Spin } from '@estate/platform/ui';
import { useAuctions } from '../api/get-auctions.js';
import { AuctionCard } from '../../../components/AuctionCard.js';
import { ALL_AUCTIONS_STREAM, useAuctionStream } from '../../../components/auction-live.js';
import { AuctionsHero } from './AuctionsHero.js';
import { TitledSection } from '../../../components/TitledSection.js';

const TERMS = ['completion', 'deposit', 'binding', 'verification', 'cancellation'] as const;
const STEPS = ['register', 'browse', 'bid', 'win'] as const;

type FilterStatus = (typeof AUCTION_FILTER_STATUSES)[number];

const readStatus = (value: string | null): FilterStatus =>
  (AUCTION_FILTER_STATUSES as readonly string[]).includes(value ?? '') ? (value as FilterStatus) : 'active';

/**
 * /auctions: terms, a status filter kept in the URL, the cards (each a link to its auction's page), and how it works.
 * While shown, the cards follow every auction's bids, end changes and status live.
 */
export function AuctionsPage() {
  const { t } = useTranslation('public');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const { data, isPending, isError, refetch, isFetching } = useAuctions(status);
  useAuctionStream(ALL_AUCTIONS_STREAM);
  const setStatus = (next: FilterStatus) => setParams(next === 'active' ? {} : { status: next });
  const other: FilterStatus = status === 'active' ? 'upcoming' : 'active';

  return (
    <div data-testid="auctions-page">
      <AuctionsHero />
      <TitledSection className="section container" titleId={`${id}-terms`} title={t('auctions.termsTitle')}>
        <ul className="auction-terms">
          {TERMS.map((term) => (
            <li key={term}>{t(`auctions.terms.${term}`)}</li>
          ))}
        </ul>
      </TitledSection>
      <section className="section container" aria-labelledby={`${id}-list`}>
        <div className="section-head">
          <h2 id={`${id}-list`} className="section-title">
            {t('auctions.listTitle')}
          </h2>
          <label className="listing-sort">
            <span>{t('auctions.statusLabel')}</span>
            <select
              className="control"
              name="status"
              value={status}
              onChange={(event) => setStatus(readStatus(event.target.value))}
            >
              {AUCTION_FILTER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`auctions.statuses.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {isPending ? (
          <div className="listing-state" role="status">
            <Spin size="large" />
            <span className="visually-hidden">{t('auctions.loading')}</span>
          </div>
        ) : isError ? (
          <LoadError message={t('auctions.loadError')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.auctions.length === 0 ? (
          <Empty description={t(`auctions.empty.${status}`)}>
            <Button onClick={() => setStatus(other)}>{t(`auctions.show.${other}`)}</Button>
          </Empty>
        ) : (
          <ul className="card-grid" data-testid="auction-results">
            {data.auctions.map((auction) => (
              <li key={auction.id}>
                <AuctionCard auction={auction} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <TitledSection className="section container" titleId={`${id}-how`} title={t('auctions.howTitle')}>
        <ol className="card-grid card-grid-4 auction-steps">
          {STEPS.map((step) => (
            <li key={step} className="why-item">
              <h3>{t(`auctions.steps.${step}.title`)}</h3>
              <p>{t(`auctions.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </TitledSection>
    </div>
  );
}
