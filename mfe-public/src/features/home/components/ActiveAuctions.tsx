import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_AUCTIONS_MAX } from '@estate/contracts';
import { AuctionCard } from '../../../components/AuctionCard.js';
import { useActiveAuctions } from '../api/get-active-auctions.js';
import { HomeSection } from './HomeSection.js';

/**
 * Keeps the shown cards' bids live once there are cards. The stream's code loads on demand, after the cards, so the
 * home page's first load stays as light as before.
 */
function useLiveCards(shown: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!shown) return undefined;
    let close: (() => void) | undefined;
    let left = false;
    void import('../../../components/auction-live.js').then((live) => {
      if (left) return;
      close = live.openAuctionStream(live.ALL_AUCTIONS_STREAM, (event) => live.applyAuctionEvent(client, event));
    });
    return () => {
      left = true;
      close?.();
    };
  }, [client, shown]);
}

/** Up to three active auctions from the server, each a link to its page, with a link to all auctions. */
export function ActiveAuctions() {
  const { t } = useTranslation('public');
  const auctions = useActiveAuctions();
  const items = auctions.data?.auctions.slice(0, HOME_AUCTIONS_MAX) ?? [];
  useLiveCards(items.length > 0);
  return (
    <HomeSection
      id="auctions-title"
      testId="active-auctions"
      title={t('home.auctionsTitle')}
      linkTo="/auctions"
      linkLabel={t('home.allAuctions')}
      loading={auctions.isPending}
      items={items}
      emptyText={auctions.isError ? t('home.auctionsError') : t('home.noAuctions')}
      renderItem={(auction) => <AuctionCard auction={auction} />}
    />
  );
}
