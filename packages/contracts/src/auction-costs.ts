/**
 * What the buyer of an auctioned property pays besides the price: the real-estate transaction tax (5% of the price
 * by law; AUCTION_TRANSACTION_TAX_PERCENT) and the platform's commission (AUCTION_COMMISSION_PERCENT). The rates are
 * the server's settings, sent with an auction's page (AuctionDetail.buyerRates); the figures follow the live price.
 */
export interface AuctionBuyerRates {
  /** Percent of the price, e.g. 5. */
  transactionTaxPercent: number;
  /** Percent of the price, e.g. 2.5. */
  commissionPercent: number;
}

/** Amounts in SAR as numeric strings with two decimals (halalas). */
export interface AuctionBuyerCosts {
  price: string;
  transactionTax: string;
  commission: string;
  /** price + transactionTax + commission. */
  total: string;
}

const toHalalas = (amount: string | number): bigint => BigInt(Math.round(Number(amount) * 100));
/** A percent in hundredths of a percent (2.5 → 250), so the products stay whole numbers. */
const toBasisPoints = (percent: number): bigint => BigInt(Math.round(percent * 100));
/** `halalas × basisPoints / 10 000`, rounded half up to the halala. */
const share = (halalas: bigint, basisPoints: bigint): bigint => (halalas * basisPoints + 5_000n) / 10_000n;
const sar = (halalas: bigint): string => {
  const whole = halalas / 100n;
  const rest = halalas % 100n;
  return `${whole}.${rest.toString().padStart(2, '0')}`;
};

/** The buyer's costs on `price` (SAR, at most two decimals) at `rates`, each share rounded to the halala. */
export function auctionBuyerCosts(price: string | number, rates: AuctionBuyerRates): AuctionBuyerCosts {
  const base = toHalalas(price);
  const tax = share(base, toBasisPoints(rates.transactionTaxPercent));
  const commission = share(base, toBasisPoints(rates.commissionPercent));
  return {
    price: sar(base),
    transactionTax: sar(tax),
    commission: sar(commission),
    total: sar(base + tax + commission),
  };
}
