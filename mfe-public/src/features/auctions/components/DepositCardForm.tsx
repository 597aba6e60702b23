import { useTranslation } from 'react-i18next';
import { SANDBOX_CARDS, type SandboxCardInput } from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { Button, LockOutlined } from '@estate/platform/ui';
import { SandboxCardFields, sandboxCardOf, useSandboxCardRefusal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { usePayDeposit } from '../api/auction-deposits.js';

/**
 * The sandbox's card form for a deposit (SandboxCardFields, ids `deposit-card-…`), checked as the server checks it
 * before it is sent. The answer is the deposit, paid or declined; the page then shows it.
 */
export function DepositCardForm({
  depositId,
  auctionId,
  amount,
}: {
  depositId: string;
  auctionId: string;
  amount: number;
}) {
  const { t } = useTranslation('auction');
  const { lang } = useLang();
  const [form] = Form.useForm<SandboxCardInput>();
  const pay = usePayDeposit(depositId, auctionId);
  const refusal = useSandboxCardRefusal();

  const onFinish = (values: SandboxCardInput) => {
    pay.mutate(sandboxCardOf(values), {
      onError: (error) => {
        const named = refusal(error, t('deposit.failed'));
        if (named.length) form.setFields(named);
        else
          form.setFields([
            { name: 'cardNumber', errors: [t(error instanceof ApiError ? 'deposit.failed' : 'deposit.network')] },
          ]);
      },
    });
  };

  return (
    <section className="deposit-card" aria-labelledby="deposit-card-title">
      <div className="deposit-sandbox" data-testid="deposit-sandbox-hint">
        <strong id="deposit-card-title">{t('deposit.sandbox.title')}</strong>
        <p>{t('deposit.sandbox.text')}</p>
        <code dir="ltr">{SANDBOX_CARDS.approved}</code>
      </div>
      <Form<SandboxCardInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={pay.isPending}
        data-testid="deposit-card-form"
      >
        <SandboxCardFields idPrefix="deposit-" />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={pay.isPending}
          icon={<LockOutlined />}
          data-testid="deposit-card-pay"
        >
          {t('deposit.pay', { amount: formatCurrency(amount, lang) })}
        </Button>
      </Form>
    </section>
  );
}
