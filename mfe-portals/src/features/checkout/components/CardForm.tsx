import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKOUT_ERROR_CODES,
  SANDBOX_CARDS,
  SANDBOX_CARD_FIELDS,
  sandboxCardProblems,
  todayInRiyadh,
  type CheckoutView,
  type SandboxCardField,
  type SandboxCardInput,
  type SandboxCardProblem,
} from '@estate/contracts';
import { ApiError, fieldErrorsOf, formatCurrency, useLang } from '@estate/platform';
import { Button, LockOutlined, useToast } from '@estate/platform/ui';
import { Alert, Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useQueryClient } from '@tanstack/react-query';
import { usePaySandbox } from '../api/checkout-writes.js';
import { checkoutKeys } from '../api/checkout-keys.js';
import { formatExpiry, groupCardNumber, westernDigits } from '../utils/card-input.js';

/** Each field's input id (the browser tests and the labels rely on them). */
const IDS: Record<SandboxCardField, string> = {
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  holderName: 'card-holder',
};

const AUTOCOMPLETE: Record<SandboxCardField, string> = {
  cardNumber: 'cc-number',
  expiry: 'cc-exp',
  cvc: 'cc-csc',
  holderName: 'cc-name',
};

const EMPTY: SandboxCardInput = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

const isField = (name: string): name is SandboxCardField => (SANDBOX_CARD_FIELDS as readonly string[]).includes(name);

/**
 * The sandbox's card form: number, expiry, CVC and the holder's name, checked as the server checks them
 * (sandboxCardProblems) before anything is sent. The server's answer is the checkout, approved or declined; the
 * page then shows its result. A refused form keeps what was typed and marks the fields named.
 */
export function CardForm({ view }: { view: CheckoutView }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SandboxCardInput>();
  const pay = usePaySandbox();
  const expiryBefore = useRef('');
  const amount = formatCurrency(view.amount, lang, { halalas: true });

  const problemText = (problem: SandboxCardProblem) => t(`checkout.problems.${problem}`);
  const ruleFor = (field: SandboxCardField) => ({
    validator: (_: unknown, value: string | undefined) => {
      const problem = sandboxCardProblems({ [field]: value ?? '' }, todayInRiyadh().slice(0, 7)).find(
        (found) => found.field === field,
      );
      return problem ? Promise.reject(new Error(problemText(problem.problem))) : Promise.resolve();
    },
  });

  const onFinish = (values: SandboxCardInput) => {
    const card: SandboxCardInput = {
      cardNumber: westernDigits(values.cardNumber ?? '').replace(/\s/g, ''),
      expiry: westernDigits(values.expiry ?? '').trim(),
      cvc: westernDigits(values.cvc ?? '').trim(),
      holderName: (values.holderName ?? '').trim(),
    };
    pay.mutate(
      { checkoutId: view.id, card },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Expired or settled meanwhile: the page shows how it stands.
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(view.id) });
            return;
          }
          const named = fieldErrorsOf<{ field: string; messages: string[]; problem?: SandboxCardProblem }>(error)
            .filter((entry) => isField(entry.field))
            .map((entry) => ({
              name: entry.field as SandboxCardField,
              errors: [entry.problem ? problemText(entry.problem) : t('checkout.errors.checkFields')],
            }));
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

  const item = (field: SandboxCardField) => ({
    name: field,
    htmlFor: IDS[field],
    label: t(`checkout.fields.${field}`),
    rules: [ruleFor(field)],
    validateTrigger: 'onBlur',
  });

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
        <Form.Item {...item('cardNumber')} normalize={(value: string) => groupCardNumber(westernDigits(value ?? ''))}>
          <Input
            id={IDS.cardNumber}
            dir="ltr"
            inputMode="numeric"
            autoComplete={AUTOCOMPLETE.cardNumber}
            placeholder={t('checkout.placeholders.cardNumber')}
            maxLength={23}
          />
        </Form.Item>
        <div className="checkout-row">
          <Form.Item
            {...item('expiry')}
            normalize={(value: string) => {
              const next = formatExpiry(westernDigits(value ?? ''), expiryBefore.current);
              expiryBefore.current = next;
              return next;
            }}
          >
            <Input
              id={IDS.expiry}
              dir="ltr"
              inputMode="numeric"
              autoComplete={AUTOCOMPLETE.expiry}
              placeholder={t('checkout.placeholders.expiry')}
              maxLength={5}
            />
          </Form.Item>
          <Form.Item
            {...item('cvc')}
            normalize={(value: string) =>
              westernDigits(value ?? '')
                .replace(/\D/g, '')
                .slice(0, 4)
            }
          >
            <Input
              id={IDS.cvc}
              dir="ltr"
              inputMode="numeric"
              autoComplete={AUTOCOMPLETE.cvc}
              placeholder={t('checkout.placeholders.cvc')}
              maxLength={4}
            />
          </Form.Item>
        </div>
        <Form.Item {...item('holderName')}>
          <Input
            id={IDS.holderName}
            autoComplete={AUTOCOMPLETE.holderName}
            placeholder={t('checkout.placeholders.holderName')}
            maxLength={100}
          />
        </Form.Item>
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
