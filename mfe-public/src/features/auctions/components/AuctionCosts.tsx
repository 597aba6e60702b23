import { useTranslation } from 'react-i18next';
import { auctionBuyerCosts, type AuctionDetail } from '@estate/contracts';
import { formatCurrency, formatNumber, formatPercent, useLang } from '@estate/platform';

/**
 * The buyer's cost summary: the price (the current bid, or the start price before the first bid), the real-estate
 * transaction tax and the platform's commission on it at the server's rates, and the total; it follows the live price.
 * Then what a bidder commits to, as the auction sets it: the entry deposit and the hours the winner has to pay the rest.
 */
export function AuctionCosts({ auction }: { auction: AuctionDetail }) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const rates = auction.buyerRates;
  const costs = auctionBuyerCosts(auction.currentBid ?? auction.startPrice, rates);
  const money = (value: string) => formatCurrency(value, lang, { halalas: true });
  const percent = (value: number) => formatPercent(value / 100, lang, 2);
  const rows = [
    {
      key: 'price',
      label: auction.currentBid === null ? t('costs.startPrice') : t('costs.currentBid'),
      amount: costs.price,
    },
    {
      key: 'tax',
      label: t('costs.tax', { rate: percent(rates.transactionTaxPercent) }),
      amount: costs.transactionTax,
    },
    {
      key: 'commission',
      label: t('costs.commission', { rate: percent(rates.commissionPercent) }),
      amount: costs.commission,
    },
  ];
  return (
    <section
      className="auction-section auction-costs"
      aria-labelledby="auction-costs-title"
      data-testid="auction-costs"
    >
      <h2 id="auction-costs-title" className="auction-section-title">
        {t('costs.title')}
      </h2>
      <dl className="auction-costs-list" aria-live="polite">
        {rows.map((row) => (
          <div key={row.key} data-cost={row.key}>
            <dt className="muted">{row.label}</dt>
            <dd data-testid={`auction-cost-${row.key}`} data-amount={row.amount}>
              {money(row.amount)}
            </dd>
          </div>
        ))}
        <div className="auction-costs-total" data-cost="total">
          <dt>{t('costs.total')}</dt>
          <dd data-testid="auction-cost-total" data-amount={costs.total}>
            {money(costs.total)}
          </dd>
        </div>
      </dl>
      <p className="muted auction-costs-note">{t('costs.note')}</p>
      <dl className="auction-costs-list auction-commitments" data-testid="auction-commitments">
        <div>
          <dt className="muted">{t('costs.deposit')}</dt>
          <dd data-testid="auction-deposit" data-amount={auction.depositAmount}>
            {money(auction.depositAmount)}
          </dd>
        </div>
        <div>
          <dt className="muted">{t('costs.balanceTerm')}</dt>
          <dd data-testid="auction-balance-term" data-hours={auction.balanceDueHours}>
            {t('costs.balanceHours', { hours: formatNumber(auction.balanceDueHours, lang) })}
          </dd>
        </div>
      </dl>
      <p className="muted auction-costs-note">{t('costs.commitmentsNote')}</p>
    </section>
  );
}
