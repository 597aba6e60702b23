import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listingTitle, type MyBid } from '@estate/contracts';
import { formatCurrency, formatDateTime, useLang } from '@estate/platform';
import { ButtonLink, Empty, LoadError } from '@estate/platform/ui';

import { Table } from '@estate/platform/ui-data';
import { useMyBids } from '../api/get-my-bids.js';
import { BidStandingBadge } from './AuctionBadges.js';
import '../../../components/admin-screen.css';
import '../auctions.css';

/** The dashboard's "My bids": each auction the signed-in user bid on, their highest bid and where they stand. */
export function MyBids() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const bids = useMyBids();
  const rows = bids.data?.bids ?? [];

  return (
    <section className="my-bids" aria-labelledby="my-bids-title" data-testid="my-bids">
      <h2 id="my-bids-title" className="dashboard-group-title">
        {t('auctions.myBids.title')}
      </h2>
      <p className="muted my-bids-subtitle">{t('auctions.myBids.subtitle')}</p>
      {bids.isError ? <LoadError message={t('auctions.myBids.loadError')} onRetry={() => void bids.refetch()} /> : null}
      <Table<MyBid>
        rowKey="auctionId"
        size="small"
        loading={bids.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
        onRow={(bid) => ({ 'data-auction-id': bid.auctionId }) as object}
        locale={{
          emptyText: bids.isError ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auctions.myBids.empty')}>
              <ButtonLink to="/auctions" type="primary" data-testid="my-bids-browse">
                {t('auctions.myBids.browse')}
              </ButtonLink>
            </Empty>
          ),
        }}
        columns={[
          {
            key: 'auction',
            title: t('auctions.myBids.auction'),
            render: (_value, bid) => (
              <Link to={`/auctions/${encodeURIComponent(bid.auctionId)}`} data-testid="my-bid-link">
                <bdi>{listingTitle(bid, lang)}</bdi>
              </Link>
            ),
          },
          {
            key: 'mine',
            title: t('auctions.myBids.myBid'),
            width: 150,
            render: (_value, bid) => (
              <span className="admin-price" data-testid="my-bid-amount" data-amount={bid.myHighestBid}>
                {formatCurrency(bid.myHighestBid, lang)}
              </span>
            ),
          },
          {
            key: 'current',
            title: t('auctions.myBids.currentBid'),
            width: 150,
            render: (_value, bid) =>
              bid.currentBid === null ? (
                '—'
              ) : (
                <span className="admin-price">{formatCurrency(bid.currentBid, lang)}</span>
              ),
          },
          {
            key: 'standing',
            title: t('auctions.myBids.standing'),
            width: 120,
            render: (_value, bid) => <BidStandingBadge standing={bid.standing} />,
          },
          {
            key: 'ends',
            title: t('auctions.myBids.ends'),
            width: 170,
            render: (_value, bid) => formatDateTime(bid.endDate, lang),
          },
        ]}
      />
    </section>
  );
}
