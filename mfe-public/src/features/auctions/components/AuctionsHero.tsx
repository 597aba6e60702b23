import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/PageHero.js';

/** The band at the top of /auctions: no data, so it is also prerendered at build. */
export function AuctionsHero() {
  const { t } = useTranslation('public');
  return <PageHero title={t('auctions.title')} subtitle={t('auctions.subtitle')} />;
}

/** What /auctions shows first, in the page's own frame, while the rest of the page loads. */
export function AuctionsStart() {
  return (
    <div>
      <AuctionsHero />
    </div>
  );
}
