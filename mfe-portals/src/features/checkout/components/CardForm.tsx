import { useTranslation } from 'react-i18next';
import { CHECKOUT_ERROR_CODES, SANDBOX_CARDS, type CheckoutView, type SandboxCardInput } from '@estate/contracts';
import { ApiError, formatCurrency, groupCardNumber, useLang } from '@estate/platform';
import { Button, LockOutlined, useToast } from '@estate/platform/ui';
import {
  Alert,
  SandboxCardFields,
  sandboxCardIds,
  sandboxCardOf,
  useSandboxCardRefusal,
} from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useQueryClient } from '@tanstack/react-query';
import { usePaySandbox } from '../api/checkout-writes.js';
import { checkoutKeys } from '../api/checkout-keys.js';

/** Each field's input id (the browser tests and the labels rely on them). */
const IDS = sandboxCardIds('');

const EMPTY: SandboxCardInput = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

/**
 * The sandbox's card form: number, expiry, CVC and the holder's name (SandboxCardFields), checked as the server
 * checks them before anything is sent. The server's answer is the checkout, approved or declined; the page then shows
 * its result. A refused form keeps what was typed and marks the fields named.
 */
export function CardForm({ view }: { view: CheckoutView }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SandboxCardInput>();
  const pay = usePaySandbox();
  const refusal = useSandboxCardRefusal();
  const amount = formatCurrency(view.amount, lang, { halalas: true });

  const onFinish = (values: SandboxCardInput) => {
    pay.mutate(
      { checkoutId: view.id, card: sandboxCardOf(values) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Expired or settled meanwhile: the page shows how it stands.
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(view.id) });
            return;
          }
          const named = refusal(error, t('checkout.errors.checkFields'));
          if (named.length) {
            form.setFields(named);
            document.getElementById(IDS[named[0]!.name])?.focus();
            toast.error(t('checkout.errors.payTitle'), t('checkout.errors.checkFields'));
            return;
          }
          if (error instanceof ApiError && error.code === CHECKOUT_ERROR_CODES.notPayable) {
            toast.error(t('checkout.errors.payTitle'), t('checkout.errors.notPayable'));
            return;
          }
          toast.error(t('checkout.errors.payTitle'), t('checkout.errors.payText'));
        },
      },
    );
  };

  return (
    <section className="checkout-card" aria-labelledby="checkout-card-title">
      <Alert
        type="info"
        showIcon
        className="checkout-sandbox"
        data-testid="checkout-sandbox-hint"
        title={<span id="checkout-card-title">{t('checkout.sandbox.title')}</span>}
        description={
          <>
            <p className="checkout-sandbox-text">{t('checkout.sandbox.text')}</p>
            <ul className="checkout-test-cards">
              <li>
                <code dir="ltr">{groupCardNumber(SANDBOX_CARDS.approved)}</code> {t('checkout.sandbox.approved')}
              </li>
              <li>
                <code dir="ltr">{groupCardNumber(SANDBOX_CARDS.declined)}</code> {t('checkout.sandbox.declined')}
              </li>
            </ul>
          </>
        }
      />
      <Form<SandboxCardInput>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={onFinish}
        disabled={pay.isPending}
        className="checkout-form"
        data-testid="checkout-form"
        requiredMark={false}
      >
        <SandboxCardFields idPrefix="" />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={pay.isPending}
          icon={<LockOutlined />}
          className="checkout-pay"
          data-testid="checkout-pay"
        >
          {pay.isPending ? t('checkout.paying') : t('checkout.pay', { amount })}
        </Button>
        <p className="muted checkout-secure">{t('checkout.secure')}</p>
      </Form>
    </section>
  );
}
