import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber, registerNamespace, useLang } from '@estate/platform';
import { Button, LoadError, PageLoader, SafetyCertificateOutlined } from '@estate/platform/ui';
import ar from '../../../locales/ar/auction.json';
import en from '../../../locales/en/auction.json';
import { useAnswerNafathSandbox, useNafathSandbox } from '../api/nafath-requests.js';
import './bidder-admission.css';

registerNamespace('auction', { ar, en });

/**
 * /auctions/nafath-sandbox/{request}: the sandbox's stand-in for the Nafath app. It offers three numbers for the
 * request of the signed-in user; the one the site shows approves it, another or reject refuses it.
 */
export function NafathSandboxPage() {
  const { requestId = '' } = useParams();
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const view = useNafathSandbox(requestId);
  const answer = useAnswerNafathSandbox(requestId);

  if (view.isPending) return <PageLoader />;
  if (view.isError) return <LoadError message={t('sandbox.notFound')} onRetry={() => void view.refetch()} />;
  const { status, choices, nationalIdEnd } = view.data;

  return (
    <main className="nafath-sandbox container" data-testid="nafath-sandbox" data-status={status}>
      <div className="nafath-sandbox-app">
        <h1 className="nafath-sandbox-title">
          <SafetyCertificateOutlined aria-hidden="true" /> {t('sandbox.title')}
        </h1>
        <p className="muted">{t('sandbox.hint')}</p>
        {status === 'pending' ? (
          <>
            <p>{t('sandbox.question', { end: nationalIdEnd })}</p>
            <div className="nafath-sandbox-choices" role="group" aria-label={t('sandbox.choices')}>
              {choices.map((number) => (
                <Button
                  key={number}
                  size="large"
                  className="nafath-sandbox-choice"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ number })}
                  data-testid={`nafath-choice-${number}`}
                >
                  {formatNumber(number, lang)}
                </Button>
              ))}
            </div>
            <Button
              danger
              block
              disabled={answer.isPending}
              onClick={() => answer.mutate({ reject: true })}
              data-testid="nafath-reject"
            >
              {t('sandbox.reject')}
            </Button>
          </>
        ) : (
          <p role="status" className="nafath-sandbox-result" data-testid="nafath-sandbox-result">
            {t(`sandbox.result.${status}`)}
          </p>
        )}
        {answer.isError ? (
          <p role="alert" className="bidder-admission-problem">
            {t('sandbox.closed')}
          </p>
        ) : null}
      </div>
    </main>
  );
}
