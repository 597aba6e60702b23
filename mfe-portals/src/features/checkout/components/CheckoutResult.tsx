import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_ERROR_CODES, type CheckoutView } from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { Button, ButtonLink, Ltr, useToast } from '@estate/platform/ui';
import { Result } from '@estate/platform/ui-extra';
import { useStartCheckout } from '../api/checkout-writes.js';

const REASONS = new Set<string>([
  CHECKOUT_ERROR_CODES.declined,
  CHECKOUT_ERROR_CODES.invalidCard,
  CHECKOUT_ERROR_CODES.notPayable,
  CHECKOUT_ERROR_CODES.expired,
]);

/**
 * How a checkout ended: approved with its receipt number (a test provider's approval says no money was taken and the
 * invoice is still unpaid), or declined (or expired) with the reason and a new
 * attempt on the same invoice; both lead back to the tenant portal.
 */
export function CheckoutResult({ view }: { view: CheckoutView }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const retry = useStartCheckout();
  const section = useRef<HTMLElement>(null);
  // The result replaces the card form: it is brought into view, where the pay button was pressed.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const approved = view.status === 'approved';
  const reason = view.failureCode && REASONS.has(view.failureCode) ? view.failureCode : 'other';
  const canRetry = !approved && reason !== CHECKOUT_ERROR_CODES.notPayable;

  const tryAgain = () =>
    retry.mutate(view.invoiceId, {
      onSuccess: (started) => {
        if (started.redirectUrl.startsWith('/')) navigate(started.redirectUrl);
        else window.location.assign(started.redirectUrl);
      },
      onError: (error) =>
        toast.error(
          t('checkout.errors.payTitle'),
          error instanceof ApiError && error.code === CHECKOUT_ERROR_CODES.notPayable
            ? t('checkout.errors.notPayable')
            : t('checkout.errors.payText'),
        ),
    });

  const back = (
    <ButtonLink
      key="back"
      to="/tenant-portal"
      type={approved ? 'primary' : 'default'}
      className="checkout-tap"
      data-testid="checkout-back"
    >
      {t('checkout.result.back')}
    </ButtonLink>
  );

  return (
    <section
      ref={section}
      className="checkout-card"
      data-testid="checkout-result"
      data-status={view.status}
      aria-live="polite"
    >
      {approved ? (
        <Result
          status={view.test ? 'info' : 'success'}
          title={t(view.test ? 'checkout.result.testTitle' : 'checkout.result.approvedTitle')}
          subTitle={
            <span data-testid={view.test ? 'checkout-test' : undefined}>
              {view.test
                ? t('checkout.result.testText', { invoice: view.invoiceNumber })
                : t('checkout.result.approvedText', {
                    amount: formatCurrency(view.amount, lang, { halalas: true }),
                    invoice: view.invoiceNumber,
                  })}
            </span>
          }
          extra={[back]}
        >
          {view.receiptNumber ? (
            <p className="checkout-receipt">
              <span>{t('checkout.result.receipt')}</span>{' '}
              <strong>
                <Ltr data-testid="checkout-receipt">{view.receiptNumber}</Ltr>
              </strong>
            </p>
          ) : null}
        </Result>
      ) : (
        <Result
          status={view.status === 'expired' ? 'warning' : 'error'}
          title={t(view.status === 'expired' ? 'checkout.result.expiredTitle' : 'checkout.result.declinedTitle')}
          subTitle={
            <>
              <span data-testid="checkout-reason">{t(`checkout.result.reasons.${reason}`)}</span>{' '}
              {canRetry ? t('checkout.result.declinedText') : null}
            </>
          }
          extra={[
            canRetry ? (
              <Button
                key="retry"
                type="primary"
                loading={retry.isPending}
                onClick={tryAgain}
                className="checkout-tap"
                data-testid="checkout-retry"
              >
                {t('checkout.result.tryAgain')}
              </Button>
            ) : null,
            back,
          ]}
        />
      )}
    </section>
  );
}
