import { useTranslation } from 'react-i18next';
import { HOME_AUCTIONS_MAX } from '@estate/contracts';
import { ButtonLink, Spin } from '@estate/platform/ui';
import { AuctionCard } from '../../../components/AuctionCard.js';
import { useActiveAuctions } from '../api/get-active-auctions.js';

/** Up to three active auctions from the server, with a link to all auctions. */
export function ActiveAuctions() {
  const { t } = useTranslation('public');
  const auctions = useActiveAuctions();
  const shown = auctions.data?.auctions.slice(0, HOME_AUCTIONS_MAX) ?? [];
  return (
    <section className="section container" aria-labelledby="auctions-title" data-testid="active-auctions">
      <div className="section-head">
        <h2 id="auctions-title" className="section-title">
          {t('home.auctionsTitle')}
        </h2>
        <ButtonLink to="/auctions">{t('home.allAuctions')}</ButtonLink>
      </div>
      {auctions.isPending ? (
        <Spin />
      ) : shown.length ? (
        <ul className="card-grid">
          {shown.map((auction) => (
            <li key={auction.id}>
              <AuctionCard auction={auction} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{auctions.isError ? t('home.auctionsError') : t('home.noAuctions')}</p>
      )}
    </section>
  );
}
