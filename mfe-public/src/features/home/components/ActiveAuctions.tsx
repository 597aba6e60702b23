import { useTranslation } from 'react-i18next';
import { HOME_AUCTIONS_MAX } from '@estate/contracts';
import { AuctionCard } from '../../../components/AuctionCard.js';
import { useActiveAuctions } from '../api/get-active-auctions.js';
import { HomeSection } from './HomeSection.js';

/** Up to three active auctions from the server, with a link to all auctions. */
export function ActiveAuctions() {
  const { t } = useTranslation('public');
  const auctions = useActiveAuctions();
  return (
    <HomeSection
      id="auctions-title"
      testId="active-auctions"
      title={t('home.auctionsTitle')}
      linkTo="/auctions"
      linkLabel={t('home.allAuctions')}
      loading={auctions.isPending}
      items={auctions.data?.auctions.slice(0, HOME_AUCTIONS_MAX) ?? []}
      emptyText={auctions.isError ? t('home.auctionsError') : t('home.noAuctions')}
      renderItem={(auction) => <AuctionCard auction={auction} />}
    />
  );
}
