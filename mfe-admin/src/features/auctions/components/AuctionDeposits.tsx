import { useTranslation } from 'react-i18next';
import type { AdminAuctionDeposit } from '@estate/contracts';
import { formatCurrency, formatDateTime, useLang } from '@estate/platform';
import { LoadError } from '@estate/platform/ui';
import { Table } from '@estate/platform/ui-data';
import { useAuctionDeposits } from '../api/get-auction-deposits.js';

/** An auction's entry deposits (held, refunded, applied) and, once sold, when the winner's balance is due. */
export function AuctionDeposits({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const deposits = useAuctionDeposits(auctionId);
  if (deposits.isError)
    return <LoadError message={t('auctions.deposits.loadError')} onRetry={() => void deposits.refetch()} />;
  const data = deposits.data;

  return (
    <section className="admin-auction-deposits" data-testid="auction-deposits" aria-labelledby="auction-deposits-title">
      <h3 id="auction-deposits-title">{t('auctions.deposits.title')}</h3>
      {data ? (
        <p className="muted">
          {t('auctions.deposits.amount', { amount: formatCurrency(data.depositAmount, lang) })}
          {data.balanceDueAt ? (
            <>
              {' · '}
              <span data-testid="auction-balance-due">
                {t('auctions.deposits.balanceDue', { date: formatDateTime(data.balanceDueAt, lang) })}
              </span>
              {data.balanceReminderSentAt ? ` · ${t('auctions.deposits.reminded')}` : null}
            </>
          ) : null}
        </p>
      ) : null}
      <Table<AdminAuctionDeposit>
        rowKey="id"
        size="small"
        loading={deposits.isFetching}
        dataSource={data?.deposits ?? []}
        pagination={false}
        locale={{ emptyText: t('auctions.deposits.empty') }}
        columns={[
          {
            key: 'bidder',
            title: t('auctions.deposits.bidder'),
            render: (_value, deposit) => <bdi>{deposit.bidderName ?? t('auctions.deposits.deleted')}</bdi>,
          },
          {
            key: 'status',
            title: t('auctions.deposits.status'),
            render: (_value, deposit) => (
              <span data-testid="auction-deposit-status" data-status={deposit.status}>
                {t(`auctions.deposits.statuses.${deposit.status}`)}
                {deposit.test ? ` (${t('auctions.deposits.test')})` : null}
              </span>
            ),
          },
          {
            key: 'amount',
            title: t('auctions.deposits.amountColumn'),
            render: (_value, deposit) => formatCurrency(deposit.amount, lang),
          },
          {
            key: 'paidAt',
            title: t('auctions.deposits.paidAt'),
            render: (_value, deposit) => (deposit.paidAt ? formatDateTime(deposit.paidAt, lang) : null),
          },
        ]}
      />
    </section>
  );
}
