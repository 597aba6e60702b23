import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cityName,
  districtName,
  listingTitle,
  PAGE_SIZE,
  type AdminAuction,
  type AuctionProperty,
} from '@estate/contracts';
import { formatCurrency, formatDateTime, formatNumber, useLang } from '@estate/platform';
import { Button, EditOutlined, Empty, LoadError, useToast } from '@estate/platform/ui';
import { App, Tooltip } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useCancelAuction, useReviewAuction } from '../api/change-auctions.js';
import { useAdminAuctions } from '../api/get-admin-auctions.js';
import { isFilteredView, lastAuctionPage, type AuctionsView } from '../utils/auctions-view.js';
import { auctionErrorText } from '../utils/auction-server-errors.js';
import { isAuctionEditable } from '../utils/auction-form-values.js';
import { AuctionOutcomeBadge, AuctionReviewBadge, AuctionStatusBadge } from './AuctionBadges.js';
import { AuctionPauseButton } from './AuctionPauseButton.js';

/** A cell of two lines: what it is, and a smaller note under it (left out when there is none). */
function Cell({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <div className="admin-cell">
      {children}
      {note ? <span className="admin-muted">{note}</span> : null}
    </div>
  );
}

/** Where a listing is: its district and city in the language shown, each kept in its own direction. */
function Place({ property }: { property: AuctionProperty }) {
  const { lang } = useLang();
  const district = districtName(property, lang);
  return (
    <>
      {district ? (
        <>
          <bdi data-testid="auction-district">{district}</bdi>
          {lang === 'ar' ? '، ' : ', '}
        </>
      ) : null}
      <bdi>{cityName(property.city, lang)}</bdi>
    </>
  );
}

/** The staff list of auctions: a page of 12 at a time from the server, with their actions. */
export function AdminAuctionsTable({
  view,
  onPage,
  onEdit,
  onBids,
}: {
  view: AuctionsView;
  onPage: (page: number) => void;
  onEdit: (auction: AdminAuction) => void;
  onBids: (auction: AdminAuction) => void;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { modal } = App.useApp();
  const toast = useToast();
  const list = useAdminAuctions({
    ...(view.q ? { search: view.q } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.review ? { review: view.review } : {}),
    page: view.page,
    limit: PAGE_SIZE,
  });
  const cancel = useCancelAuction();
  const review = useReviewAuction();
  const rows = list.data?.auctions ?? [];
  const total = list.data?.total ?? 0;

  // A page left empty (its last rows moved away by a filter) gives way to the last page that has rows.
  const emptyPage = !!list.data && !list.isPlaceholderData && rows.length === 0 && total > 0 && view.page > 1;
  useEffect(() => {
    if (emptyPage) onPage(lastAuctionPage(total, PAGE_SIZE));
  }, [emptyPage, total, onPage]);

  const confirmCancel = (auction: AdminAuction) => {
    const title = listingTitle(auction, lang);
    modal.confirm({
      title: t('auctions.confirmCancel.title'),
      content: t('auctions.confirmCancel.message', { title }),
      okText: t('auctions.confirmCancel.ok'),
      cancelText: t('auctions.confirmCancel.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-cancel-auction' },
      onOk: () =>
        cancel
          .mutateAsync(auction.id)
          .then(() => toast.success(t('auctions.toast.cancelled'), title))
          .catch((error: unknown) =>
            toast.error(
              t('auctions.toast.cancelError'),
              auctionErrorText(error, t, lang, t('auctions.toast.cancelFailed')),
            ),
          ),
    });
  };

  const decide = (auction: AdminAuction, decision: 'approved' | 'rejected') => {
    const title = listingTitle(auction, lang);
    const send = () =>
      review
        .mutateAsync({ id: auction.id, decision })
        .then(() =>
          toast.success(decision === 'approved' ? t('auctions.toast.approved') : t('auctions.toast.rejected'), title),
        )
        .catch((error: unknown) =>
          toast.error(
            t('auctions.toast.reviewError'),
            auctionErrorText(error, t, lang, t('auctions.toast.reviewFailed')),
          ),
        );
    if (decision === 'approved') return void send();
    modal.confirm({
      title: t('auctions.confirmReject.title'),
      content: t('auctions.confirmReject.message', { title }),
      okText: t('auctions.confirmReject.ok'),
      cancelText: t('auctions.confirmReject.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-reject-auction' },
      onOk: send,
    });
  };

  const editTip = (auction: AdminAuction) =>
    isAuctionEditable(auction)
      ? t('auctions.actions.edit')
      : auction.bidCount > 0
        ? t('auctions.actions.editLocked')
        : t('auctions.actions.editClosed');

  return (
    <div data-testid="admin-auctions-table">
      {list.isError ? <LoadError message={t('auctions.loadError')} onRetry={() => void list.refetch()} /> : null}
      <Table<AdminAuction>
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        scroll={{ x: 1640 }}
        onRow={(auction) => ({ 'data-auction-id': auction.id }) as object}
        locale={{
          emptyText: list.isError ? null : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={isFilteredView(view) ? t('auctions.emptyFiltered') : t('auctions.empty')}
            />
          ),
        }}
        pagination={{
          current: view.page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => t('auctions.total', { n: formatNumber(count, lang) }),
          onChange: onPage,
        }}
        columns={[
          {
            key: 'title',
            title: t('auctions.columns.title'),
            width: 240,
            render: (_value, auction) => (
              <Cell
                note={
                  auction.createdBy ? <bdi>{t('auctions.submittedBy', { name: auction.createdBy.name })}</bdi> : null
                }
              >
                <bdi className="admin-strong" data-testid="auction-title">
                  {listingTitle(auction, lang)}
                </bdi>
              </Cell>
            ),
          },
          {
            key: 'property',
            title: t('auctions.columns.property'),
            width: 200,
            render: (_value, auction) => (
              <Cell note={<Place property={auction.property} />}>
                <bdi>{listingTitle(auction.property, lang)}</bdi>
              </Cell>
            ),
          },
          {
            key: 'startPrice',
            title: t('auctions.columns.startPrice'),
            width: 140,
            render: (_value, auction) => (
              <span className="admin-price" data-testid="auction-start-price" data-amount={auction.startPrice}>
                {formatCurrency(auction.startPrice, lang)}
              </span>
            ),
          },
          {
            key: 'currentBid',
            title: t('auctions.columns.currentBid'),
            width: 150,
            render: (_value, auction) =>
              auction.currentBid === null ? (
                <span className="admin-muted">{t('auctions.noBids')}</span>
              ) : (
                <Cell note={auction.winner ? <bdi>{t('auctions.winner', { name: auction.winner.name })}</bdi> : null}>
                  <span className="admin-price" data-testid="auction-current-bid" data-amount={auction.currentBid}>
                    {formatCurrency(auction.currentBid, lang)}
                  </span>
                </Cell>
              ),
          },
          {
            key: 'bids',
            title: t('auctions.columns.bids'),
            width: 90,
            render: (_value, auction) => (
              <span data-testid="auction-bid-count" data-count={auction.bidCount}>
                {formatNumber(auction.bidCount, lang)}
              </span>
            ),
          },
          {
            key: 'start',
            title: t('auctions.columns.start'),
            width: 150,
            render: (_value, auction) => formatDateTime(auction.startDate, lang),
          },
          {
            key: 'end',
            title: t('auctions.columns.end'),
            width: 150,
            render: (_value, auction) => formatDateTime(auction.endDate, lang),
          },
          {
            key: 'status',
            title: t('auctions.columns.status'),
            width: 110,
            render: (_value, auction) => <AuctionStatusBadge status={auction.status} />,
          },
          {
            key: 'review',
            title: t('auctions.columns.review'),
            width: 140,
            render: (_value, auction) => <AuctionReviewBadge review={auction.review} />,
          },
          {
            key: 'outcome',
            title: t('auctions.columns.outcome'),
            width: 100,
            render: (_value, auction) => <AuctionOutcomeBadge outcome={auction.outcome} />,
          },
          {
            key: 'actions',
            title: t('auctions.columns.actions'),
            width: 220,
            render: (_value, auction) => {
              const closed = auction.status === 'cancelled' || auction.status === 'ended';
              return (
                <div className="auction-actions">
                  <Tooltip title={editTip(auction)}>
                    <Button
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={editTip(auction)}
                      disabled={!isAuctionEditable(auction)}
                      onClick={() => onEdit(auction)}
                      data-testid="auction-edit"
                    />
                  </Tooltip>
                  <Button size="small" onClick={() => onBids(auction)} data-testid="auction-bids">
                    {t('auctions.actions.bids')}
                  </Button>
                  {auction.review === 'pending' ? (
                    <>
                      <Button
                        size="small"
                        type="primary"
                        onClick={() => decide(auction, 'approved')}
                        data-testid="auction-approve"
                      >
                        {t('auctions.actions.approve')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() => decide(auction, 'rejected')}
                        data-testid="auction-reject"
                      >
                        {t('auctions.actions.reject')}
                      </Button>
                    </>
                  ) : null}
                  <AuctionPauseButton auction={auction} />
                  {closed ? null : (
                    <Button size="small" danger onClick={() => confirmCancel(auction)} data-testid="auction-cancel">
                      {t('auctions.actions.cancel')}
                    </Button>
                  )}
                </div>
              );
            },
          },
        ]}
      />
    </div>
  );
}
