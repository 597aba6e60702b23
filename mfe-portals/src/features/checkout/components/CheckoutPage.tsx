import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { localizedText, type CheckoutView } from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { Button, ButtonLink, Ltr, PageLoader } from '@estate/platform/ui';
import { Alert, Result } from '@estate/platform/ui-extra';
import { useCheckout } from '../api/get-checkout.js';
import { CardForm } from './CardForm.js';
import { CheckoutResult } from './CheckoutResult.js';
import './checkout.css';

/**
 * /tenant-portal/pay/:checkoutId: the sandbox provider's card page. It shows what is being paid (invoice, property,
 * amount), takes the card and then shows how it ended: approved with its receipt number, or declined with the
 * reason and a new attempt. Only the tenant who started the checkout sees it.
 */
export function CheckoutPage() {
  const { t } = useTranslation('portals');
  const { checkoutId = '' } = useParams();
  const checkout = useCheckout(checkoutId);

  if (checkout.isPending) return <PageLoader />;
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <div className="page checkout-page" data-testid="checkout-page">
        {missing ? (
          <Result
            status="404"
            title={t('checkout.errors.notFoundTitle')}
            subTitle={t('checkout.errors.notFoundText')}
            extra={
              <ButtonLink to="/tenant-portal" type="primary" className="checkout-tap">
                {t('checkout.result.back')}
              </ButtonLink>
            }
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={t('checkout.errors.loadTitle')}
            action={
              <Button onClick={() => void checkout.refetch()} className="checkout-tap">
                {t('checkout.errors.retry')}
              </Button>
            }
          />
        )}
      </div>
    );
  }

  const view = checkout.data;
  return (
    <div className="page checkout-page" data-testid="checkout-page" data-checkout-status={view.status}>
      <header className="checkout-header">
        <h1 className="checkout-title">{t('checkout.title')}</h1>
        <p className="muted">{t('checkout.subtitle')}</p>
      </header>
      <CheckoutSummary view={view} />
      {view.status === 'pending' ? <CardForm view={view} /> : <CheckoutResult view={view} />}
    </div>
  );
}

function CheckoutSummary({ view }: { view: CheckoutView }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const property = localizedText(view.propertyTitle, view.propertyTitleEn, lang);
  return (
    <section className="checkout-card checkout-summary" aria-label={t('checkout.summary.label')}>
      <dl className="checkout-facts">
        <div>
          <dt>{t('checkout.summary.invoice')}</dt>
          <dd>
            <Ltr data-testid="checkout-invoice">{view.invoiceNumber}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('checkout.summary.contract')}</dt>
          <dd>
            <Ltr>{view.contractNumber}</Ltr>
          </dd>
        </div>
        <div className="checkout-facts-wide">
          <dt>{t('checkout.summary.property')}</dt>
          <dd lang={property.lang}>{property.text}</dd>
        </div>
      </dl>
      <div className="checkout-amount">
        <span>{t('checkout.summary.amount')}</span>
        <strong data-testid="checkout-amount">{formatCurrency(view.amount, lang, { halalas: true })}</strong>
      </div>
    </section>
  );
}
