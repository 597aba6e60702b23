import { useTranslation } from 'react-i18next';
import { listingTitle, type AdminAuction, type AdminAuctionBid } from '@estate/contracts';
import { formatCurrency, formatDateTime, formatNumber, useLang } from '@estate/platform';
import { Button, Empty, LoadError } from '@estate/platform/ui';
import { Drawer } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useAuctionBids } from '../api/get-auction-bids.js';
import { AuctionDeposits } from './AuctionDeposits.js';

/** Every bid of one auction, highest first, with the bidder named (staff). */
export function AuctionBidsDrawer({ auction, onClose }: { auction: AdminAuction; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang, dir } = useLang();
  const bids = useAuctionBids(auction.id);
  const rows = [...(bids.data ?? [])].sort((a, b) => b.ordinal - a.ordinal);

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('auctions.bids.title', { title: listingTitle(auction, lang) })}
      // The drawer opens from the end side of the reading direction.
      placement={dir === 'rtl' ? 'left' : 'right'}
      size="min(640px, 100vw)"
      footer={<Button onClick={onClose}>{t('auctions.bids.close')}</Button>}
      data-testid="auction-bids-drawer"
    >
      {bids.isError ? <LoadError message={t('auctions.bids.loadError')} onRetry={() => void bids.refetch()} /> : null}
      {bids.data ? (
        <p className="muted" data-testid="auction-bids-count">
          {t('auctions.bids.count', { n: formatNumber(rows.length, lang) })}
        </p>
      ) : null}
      <Table<AdminAuctionBid>
        rowKey="id"
        size="small"
        loading={bids.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{
          emptyText: bids.isError ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auctions.bids.empty')} />
          ),
        }}
        columns={[
          {
            key: 'ordinal',
            title: t('auctions.bids.ordinal'),
            width: 56,
            render: (_value, bid) => formatNumber(bid.ordinal, lang),
          },
          {
            key: 'bidder',
            title: t('auctions.bids.bidder'),
            render: (_value, bid) => (
              <div className="admin-cell" data-testid="auction-bid-bidder">
                <bdi className="admin-strong">{bid.bidder.name}</bdi>
                <bdi className="admin-muted" dir="ltr">
                  {bid.bidder.email}
                </bdi>
              </div>
            ),
          },
          {
            key: 'amount',
            title: t('auctions.bids.amount'),
            render: (_value, bid) => (
              <span className="admin-price" data-testid="auction-bid-amount" data-amount={bid.amount}>
                {formatCurrency(bid.amount, lang)}
              </span>
            ),
          },
          {
            key: 'time',
            title: t('auctions.bids.time'),
            render: (_value, bid) => formatDateTime(bid.createdAt, lang),
          },
        ]}
      />
      <AuctionDeposits auctionId={auction.id} />
    </Drawer>
  );
}
