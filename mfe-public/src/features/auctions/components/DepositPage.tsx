import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCurrency, registerNamespace, useLang } from '@estate/platform';
import { ButtonLink, LoadError, PageLoader } from '@estate/platform/ui';
import ar from '../../../locales/ar/auction.json';
import en from '../../../locales/en/auction.json';
import { useDeposit } from '../api/auction-deposits.js';
import { DepositCardForm } from './DepositCardForm.js';
import './bidder-admission.css';

registerNamespace('auction', { ar, en });

/**
 * /auctions/{id}/deposit/{deposit}: the sandbox's card page for an auction's entry deposit, then its outcome with
 * the way back to the auction.
 */
export function DepositPage() {
  const { id = '', depositId = '' } = useParams();
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const deposit = useDeposit(depositId);

  if (deposit.isPending) return <PageLoader />;
  if (deposit.isError) return <LoadError message={t('deposit.notFound')} onRetry={() => void deposit.refetch()} />;
  const view = deposit.data;
  const back = (
    <ButtonLink to={`/auctions/${id}`} type={view.status === 'paid' ? 'primary' : 'default'} data-testid="deposit-back">
      {t('deposit.back')}
    </ButtonLink>
  );

  return (
    <main className="deposit-page container" data-testid="deposit-page" data-status={view.status}>
      <h1 className="deposit-title">{t('deposit.title')}</h1>
      <p className="deposit-amount">{t('deposit.amount', { amount: formatCurrency(view.amount, lang) })}</p>
      {view.status === 'pending' ? (
        <DepositCardForm depositId={depositId} auctionId={id} amount={view.amount} />
      ) : (
        <>
          <p role="status" className="deposit-result" data-testid="deposit-result">
            {t(`deposit.result.${view.status}`)}
          </p>
          {back}
        </>
      )}
    </main>
  );
}
