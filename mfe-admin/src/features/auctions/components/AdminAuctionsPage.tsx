import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AUCTION_REVIEWS,
  AUCTION_STATUSES,
  type AdminAuction,
  type AuctionReview,
  type AuctionStatus,
} from '@estate/contracts';
import { Button, PlusOutlined } from '@estate/platform/ui';
import { Input, Select } from '@estate/platform/ui-extra';
import {
  AUCTION_SEARCH_MAX,
  auctionSearchText,
  auctionsViewParams,
  readAuctionsView,
  type AuctionsView,
} from '../utils/auctions-view.js';
import { AdminAuctionsTable } from './AdminAuctionsTable.js';
import { AuctionBidsDrawer } from './AuctionBidsDrawer.js';
import { AuctionFormDialog } from './AuctionFormDialog.js';
import '../../../components/admin-screen.css';
import '../auctions.css';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 400;

type Opened =
  { kind: 'add' } | { kind: 'edit'; auction: AdminAuction } | { kind: 'bids'; auction: AdminAuction } | null;

/**
 * /admin/auctions (and /manage-auctions), for staff: every auction with its bids; search, status, review and page
 * live in the address. Add and edit dialogs, cancelling with a confirmation, approving or rejecting those sent from
 * the public form, and each auction's bid history.
 */
export function AdminAuctionsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const view = readAuctionsView(params);
  const { q, status, review } = view;
  const show = useCallback((next: AuctionsView) => setParams(auctionsViewParams(next), { replace: true }), [setParams]);
  const onPage = useCallback((page: number) => show({ q, status, review, page }), [show, q, status, review]);
  const [opened, setOpened] = useState<Opened>(null);

  // The search box: its text runs as the search once typing pauses (or on Enter); the address leads when it
  // changes on its own (back and forward).
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (auctionSearchText(text) !== q) setText(q);
  }
  useEffect(() => {
    const wanted = auctionSearchText(text);
    if (wanted === q) return;
    const timer = setTimeout(() => show({ q: wanted, status, review, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, status, review, show]);

  const close = () => setOpened(null);

  return (
    <div className="page auctions-page" data-testid="admin-auctions-page">
      <div className="admin-head">
        <div>
          <h1 className="admin-title">{t('auctions.title')}</h1>
          <p className="muted admin-subtitle">{t('auctions.subtitle')}</p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setOpened({ kind: 'add' })}
          data-testid="add-auction"
        >
          {t('auctions.add')}
        </Button>
      </div>
      <div className="admin-toolbar" role="search">
        <Input.Search
          allowClear
          placeholder={t('auctions.searchPlaceholder')}
          aria-label={t('auctions.search')}
          value={text}
          maxLength={AUCTION_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => {
            setText(value);
            show({ q: auctionSearchText(value), status, review, page: 1 });
          }}
          className="admin-search auctions-search"
          data-testid="auctions-search"
        />
        <Select<AuctionStatus | 'all'>
          aria-label={t('auctions.statusFilter')}
          value={status ?? 'all'}
          onChange={(value) => show({ q, status: value === 'all' ? undefined : value, review, page: 1 })}
          options={[
            { value: 'all', label: t('auctions.allStatuses') },
            ...AUCTION_STATUSES.map((value) => ({ value, label: t(`auctions.statuses.${value}`) })),
          ]}
          className="auctions-filter"
          data-testid="auctions-status-filter"
        />
        <Select<AuctionReview | 'all'>
          aria-label={t('auctions.reviewFilter')}
          value={review ?? 'all'}
          onChange={(value) => show({ q, status, review: value === 'all' ? undefined : value, page: 1 })}
          options={[
            { value: 'all', label: t('auctions.allReviews') },
            ...AUCTION_REVIEWS.map((value) => ({ value, label: t(`auctions.reviews.${value}`) })),
          ]}
          className="auctions-filter"
          data-testid="auctions-review-filter"
        />
      </div>
      <AdminAuctionsTable
        view={view}
        onPage={onPage}
        onEdit={(auction) => setOpened({ kind: 'edit', auction })}
        onBids={(auction) => setOpened({ kind: 'bids', auction })}
      />
      {opened?.kind === 'add' ? <AuctionFormDialog onClose={close} /> : null}
      {opened?.kind === 'edit' ? (
        <AuctionFormDialog key={opened.auction.id} auction={opened.auction} onClose={close} />
      ) : null}
      {opened?.kind === 'bids' ? (
        <AuctionBidsDrawer key={opened.auction.id} auction={opened.auction} onClose={close} />
      ) : null}
    </div>
  );
}
