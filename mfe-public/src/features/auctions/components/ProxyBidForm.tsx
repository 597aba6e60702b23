import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { BID_ERROR_CODES, type AuctionDetail } from '@estate/contracts';
import { ApiError, auctionKeys, formatCurrency, refusalTextIn, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import { bidderKeys } from '../api/bidder-keys.js';
import { useChangeProxyBid, useProxyBid } from '../api/proxy-bid.js';
import { bidRefusalOf, parseBidAmount } from '../utils/bid-amount.js';

/** What the form last did, said in its status line. */
type Outcome = 'set' | 'removed';

/**
 * The bidder's maximum (proxy bid): the platform bids for them, the least needed to lead, up to it. Shows their own
 * maximum (only they read it), sets, raises or withdraws it, and says any refusal in the page's language — the API's
 * own words where it sends them in both languages. Shown to a signed-in bidder admitted to a running auction.
 */
export function ProxyBidForm({ auction }: { auction: AuctionDetail }) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const id = useId();
  const client = useQueryClient();
  const proxy = useProxyBid(auction.id, true);
  const change = useChangeProxyBid(auction.id);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const money = (value: string | number) => formatCurrency(value, lang, { halalas: true });
  const maximum = proxy.data?.maximum ?? null;
  // Passed: another bid reached the maximum, so it bids no more until raised.
  const passed = maximum !== null && !auction.viewer?.leading && Number(maximum) < Number(auction.minimumBid);

  // While a maximum is set, a new bid may be one it placed: the page and the maximum are read again, so that bid shows
  // as the bidder's own and their standing is current (the live events name no bidder).
  const seen = useRef(auction.bidCount);
  useEffect(() => {
    if (seen.current === auction.bidCount) return;
    seen.current = auction.bidCount;
    if (maximum === null) return;
    void client.invalidateQueries({ queryKey: auctionKeys.detail(auction.id) });
    void client.invalidateQueries({ queryKey: bidderKeys.proxy(auction.id) });
  }, [auction.bidCount, auction.id, maximum, client]);

  const refusalText = (error: unknown): string => {
    if (error instanceof ApiError && error.code === BID_ERROR_CODES.tooLow) {
      const least = (error.details as { minimum?: unknown } | null | undefined)?.minimum;
      return t('proxy.errors.tooLow', {
        amount: money(typeof least === 'string' || typeof least === 'number' ? least : auction.minimumBid),
      });
    }
    const said = refusalTextIn(error, lang);
    if (said) return said;
    const reason = bidRefusalOf(error);
    return reason.key === 'other' || reason.key === 'tooLow' ? t('proxy.errors.other') : t(`errors.${reason.key}`);
  };

  const send = (amount: number | null) => {
    setProblem(null);
    setOutcome(null);
    change.mutate(amount, {
      onSuccess: () => {
        setTyped('');
        setOutcome(amount === null ? 'removed' : 'set');
      },
      onError: (error) => setProblem(refusalText(error)),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const amount = parseBidAmount(typed);
    if (amount === null) {
      setOutcome(null);
      setProblem(t('proxy.errors.notNumber'));
      return;
    }
    send(amount);
  };

  return (
    <section className="proxy-bid" aria-labelledby={`${id}-title`} data-testid="proxy-bid">
      <h3 id={`${id}-title`} className="proxy-bid-title">
        {t('proxy.title')}
      </h3>
      <p className="muted proxy-bid-intro">{t('proxy.intro')}</p>
      <p className="proxy-bid-current" data-testid="proxy-current" data-amount={maximum ?? ''}>
        {proxy.isPending
          ? t('proxy.loading')
          : maximum === null
            ? t('proxy.none')
            : t('proxy.current', { amount: money(maximum) })}
      </p>
      {passed ? (
        <p className="proxy-bid-passed" data-testid="proxy-passed">
          {t('proxy.passed')}
        </p>
      ) : null}
      <form className="proxy-bid-form" onSubmit={submit} noValidate data-testid="proxy-form">
        <label htmlFor={`${id}-maximum`} className="proxy-bid-label">
          {t('proxy.amount')}
        </label>
        <div className="proxy-bid-row">
          <input
            id={`${id}-maximum`}
            name="maximum"
            className="control proxy-bid-input"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            placeholder={String(Number(auction.minimumBid))}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            disabled={change.isPending}
            data-testid="proxy-amount"
          />
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="proxy-submit">
            {maximum === null ? t('proxy.set') : t('proxy.change')}
          </Button>
        </div>
        <p id={`${id}-hint`} className="muted proxy-bid-hint">
          {t('proxy.hint', { amount: money(auction.minimumBid) })}
        </p>
        <div role="alert" id={`${id}-problem`} className="proxy-bid-problem" data-testid="proxy-problem">
          {problem}
        </div>
        <div role="status" className="proxy-bid-done" data-testid="proxy-done" data-outcome={outcome ?? ''}>
          {outcome ? t(`proxy.done.${outcome}`) : null}
        </div>
        {maximum !== null ? (
          <Button
            htmlType="button"
            danger
            disabled={change.isPending}
            onClick={() => send(null)}
            data-testid="proxy-remove"
          >
            {t('proxy.remove')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
