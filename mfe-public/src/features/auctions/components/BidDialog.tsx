import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionDetail } from '@estate/contracts';
import { formatCurrency, useLang } from '@estate/platform';
import { Button, ButtonLink } from '@estate/platform/ui';
import { Modal } from '@estate/platform/ui-extra';
import { usePlaceBid } from '../api/place-bid.js';
import {
  bidRefusalOf,
  checkBidAmount,
  parseBidAmount,
  type BidInputProblem,
  type BidRefusal,
} from '../utils/bid-amount.js';

/** Quick amounts: the current bid plus one, two and five steps (one step is the least next bid). */
const QUICK_STEPS = [1, 2, 5] as const;

/** An amount as the input holds it: digits, no ".00". */
const amountText = (value: string | number) => String(Number(value));

/**
 * The bid dialog: the amount (prefilled with the least next bid, which it follows live until the bidder types), quick
 * amounts, checks before sending, the placing state, and every refusal of the server explained; a bid too low puts the
 * new least amount in the input.
 */
export function BidDialog({
  auction,
  onClose,
  onPlaced,
}: {
  auction: AuctionDetail;
  onClose: () => void;
  onPlaced: (amount: string) => void;
}) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const id = useId();
  const place = usePlaceBid(auction.id);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<BidInputProblem | null>(null);
  const [refusal, setRefusal] = useState<BidRefusal | null>(null);
  const money = (value: string | number) => formatCurrency(value, lang);
  const value = typed ?? amountText(auction.minimumBid);
  const increment = Number(auction.minIncrement);
  const base = auction.currentBid === null ? Number(auction.startPrice) - increment : Number(auction.currentBid);
  const next = `/auctions/${auction.id}`;

  const change = (text: string) => {
    setTyped(text);
    setRefusal(null);
    if (problem) setProblem(checkBidAmount(text, auction.minimumBid));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending) return;
    const found = checkBidAmount(value, auction.minimumBid);
    setProblem(found);
    setRefusal(null);
    const amount = parseBidAmount(value);
    if (found || amount === null) return;
    place.mutate(amount, {
      onSuccess: (answer) => onPlaced(answer.bid.amount),
      onError: (error) => {
        const reason = bidRefusalOf(error);
        setRefusal(reason);
        if (reason.key === 'tooLow' && reason.minimum) setTyped(amountText(reason.minimum));
      },
    });
  };

  const refusalText = (reason: BidRefusal) =>
    reason.key === 'tooLow'
      ? t('errors.tooLow', { amount: money(reason.minimum ?? auction.minimumBid) })
      : t(`errors.${reason.key}`);

  return (
    <Modal
      open
      title={t('dialog.title')}
      onCancel={onClose}
      maskClosable={!place.isPending}
      footer={null}
      data-testid="bid-dialog"
      rootClassName="bid-dialog-root"
    >
      <form className="bid-dialog" onSubmit={submit} noValidate data-testid="bid-form">
        <p className="bid-dialog-figures">
          <span data-testid="bid-dialog-current">
            {t('dialog.current', { amount: money(auction.currentBid ?? auction.startPrice) })}
          </span>
          <strong data-testid="bid-dialog-minimum" data-amount={auction.minimumBid} aria-live="polite">
            {t('dialog.minimum', { amount: money(auction.minimumBid) })}
          </strong>
        </p>
        <label htmlFor={`${id}-amount`} className="bid-dialog-label">
          {t('dialog.amount')}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          className="control bid-dialog-input"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={value}
          onChange={(event) => change(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          disabled={place.isPending}
          data-testid="bid-amount"
        />
        {problem ? (
          <p id={`${id}-problem`} className="bid-dialog-problem" data-testid="bid-problem" data-problem={problem.key}>
            {problem.key === 'belowMinimum'
              ? t('errors.belowMinimum', { amount: money(problem.minimum) })
              : t('errors.notNumber')}
          </p>
        ) : null}
        <div className="bid-dialog-quick" role="group" aria-label={t('dialog.quick')}>
          {QUICK_STEPS.map((steps) => (
            <Button
              key={steps}
              htmlType="button"
              className="bid-dialog-step"
              disabled={place.isPending}
              onClick={() => change(amountText(base + steps * increment))}
              data-testid={`bid-step-${steps}`}
            >
              {t('dialog.step', { amount: money(steps * increment) })}
            </Button>
          ))}
        </div>
        <p className="muted bid-dialog-note">{t('dialog.binding')}</p>
        <div role="alert" className="bid-dialog-refusal" data-testid="bid-refusal" data-refusal={refusal?.key ?? ''}>
          {refusal ? (
            <>
              {refusalText(refusal)}
              {refusal.key === 'signedOut' ? (
                <ButtonLink to={`/login?next=${encodeURIComponent(next)}`} type="link">
                  {t('bid.button')}
                </ButtonLink>
              ) : null}
            </>
          ) : null}
        </div>
        <div className="bid-dialog-actions">
          <Button htmlType="button" onClick={onClose} disabled={place.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={place.isPending} data-testid="bid-submit">
            {place.isPending ? t('dialog.placing') : t('dialog.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
