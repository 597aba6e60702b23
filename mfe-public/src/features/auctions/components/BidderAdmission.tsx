import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { BIDDER_ERROR_CODES, nationalIdProblem, normalizeNationalId, type BidderStanding } from '@estate/contracts';
import { ApiError, formatCurrency, formatNumber, useLang } from '@estate/platform';
import { Button, SafetyCertificateOutlined } from '@estate/platform/ui';
import { Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useStartDeposit } from '../api/auction-deposits.js';
import { bidderKeys } from '../api/bidder-keys.js';
import { useNafathRequest, useStartNafath } from '../api/nafath-requests.js';

/**
 * What a signed-in bidder does before the first bid on an auction: verify their identity with Nafath (the national
 * ID, then the number the site shows picked in the app, polled until it is answered), then pay the auction's entry
 * deposit. Shown while the caller's standing says they cannot bid yet.
 */
export function BidderAdmission({ auctionId, standing }: { auctionId: string; standing: BidderStanding }) {
  const { t } = useTranslation('auction');
  return (
    <section className="bidder-admission" aria-labelledby="bidder-admission-title" data-testid="bidder-admission">
      <h3 id="bidder-admission-title" className="bidder-admission-title">
        <SafetyCertificateOutlined aria-hidden="true" /> {t('admission.title')}
      </h3>
      <ol className="bidder-admission-steps">
        <li data-done={standing.verified} aria-current={!standing.verified ? 'step' : undefined}>
          {t('admission.steps.verify')}
        </li>
        <li aria-current={standing.verified ? 'step' : undefined}>{t('admission.steps.deposit')}</li>
      </ol>
      {standing.verified ? (
        <DepositStep auctionId={auctionId} standing={standing} />
      ) : (
        <NafathStep auctionId={auctionId} />
      )}
    </section>
  );
}

function NafathStep({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const client = useQueryClient();
  const [form] = Form.useForm<{ nationalId: string }>();
  const [requestId, setRequestId] = useState<string | null>(null);
  const start = useStartNafath();
  const request = useNafathRequest(requestId);
  const status = request.data?.status;

  const onFinish = ({ nationalId }: { nationalId: string }) => {
    start.mutate(normalizeNationalId(nationalId) ?? nationalId, {
      onSuccess: (view) => setRequestId(view.id),
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : null;
        const message =
          code === BIDDER_ERROR_CODES.nationalIdTaken
            ? 'admission.nafath.taken'
            : code === BIDDER_ERROR_CODES.identityProviderUnavailable
              ? 'admission.nafath.unavailable'
              : 'admission.nafath.failed';
        form.setFields([{ name: 'nationalId', errors: [t(message)] }]);
      },
    });
  };

  // Approved: the standing is read again, and the deposit step takes this one's place.
  useEffect(() => {
    if (status === 'approved') void client.invalidateQueries({ queryKey: bidderKeys.standing(auctionId) });
  }, [status, client, auctionId]);

  if (requestId && request.data && status !== 'approved') {
    const over = status === 'rejected' || status === 'expired';
    return (
      <div className="nafath-wait" data-testid="nafath-request" data-status={status}>
        {over ? (
          <>
            <p role="alert" className="bidder-admission-problem">
              {t(`admission.nafath.${status}`)}
            </p>
            <Button onClick={() => setRequestId(null)} data-testid="nafath-again">
              {t('admission.nafath.again')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('admission.nafath.pick')}</p>
            <strong className="nafath-number" data-testid="nafath-number" data-number={request.data.number}>
              {formatNumber(request.data.number, lang)}
            </strong>
            <p className="muted" role="status">
              {t('admission.nafath.waiting')}
            </p>
            {request.data.sandboxUrl ? (
              <a href={request.data.sandboxUrl} target="_blank" rel="noopener" data-testid="nafath-sandbox-link">
                {t('admission.nafath.openSandbox')}
              </a>
            ) : null}
          </>
        )}
      </div>
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={start.isPending}
      data-testid="nafath-form"
    >
      <p className="muted">{t('admission.nafath.intro')}</p>
      <Form.Item
        name="nationalId"
        htmlFor="national-id"
        label={t('admission.nafath.nationalId')}
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_: unknown, value: string | undefined) => {
              const problem = value ? nationalIdProblem(value) : 'required';
              return problem ? Promise.reject(new Error(t(`admission.nafath.problems.${problem}`))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input id="national-id" dir="ltr" inputMode="numeric" autoComplete="off" maxLength={14} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={start.isPending} data-testid="nafath-start">
        {t('admission.nafath.start')}
      </Button>
    </Form>
  );
}

function DepositStep({ auctionId, standing }: { auctionId: string; standing: BidderStanding }) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const navigate = useNavigate();
  const start = useStartDeposit(auctionId);
  const amount = formatCurrency(standing.depositAmount, lang);
  const last = standing.deposit?.status;

  const pay = () =>
    start.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => {
        if (redirectUrl.startsWith('/')) navigate(redirectUrl);
        else window.location.assign(redirectUrl);
      },
    });

  return (
    <div className="deposit-step" data-testid="deposit-step">
      <p>{t('admission.deposit.text', { amount })}</p>
      {last === 'declined' || last === 'expired' ? (
        <p role="alert" className="bidder-admission-problem">
          {t(`admission.deposit.${last}`)}
        </p>
      ) : null}
      <Button type="primary" block onClick={pay} loading={start.isPending} data-testid="deposit-pay">
        {t('admission.deposit.pay', { amount })}
      </Button>
    </div>
  );
}
